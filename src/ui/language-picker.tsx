// The language picker (public footer, profile): the ten built-in languages, each named in itself; the choice stays on this
// device (and, from the profile, in the learner's account: `onChosen`).
import { chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { activateLocale, LOCALE_CODES, LOCALES, useLocale, useT, type Locale } from '../lib/i18n';
import { languageTexts } from '../lib/i18n/texts';

// A plain label and select styled with the factory every page already has: the footer is on every public page, and
// Chakra's Field and NativeSelect would add two chunks to each first visit.
export function LanguagePicker({ size = 'sm', onChosen }: { size?: 'sm' | 'md'; onChosen?: (locale: Locale) => void }) {
  const locale = useLocale();
  const t = useT();
  const [failed, setFailed] = useState(false);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const choose = (next: Locale) => {
    setFailed(false);
    activateLocale(next, { remember: true }).then(
      () => onChosen?.(next),
      () => setFailed(true),
    );
  };
  // On a prerendered page a language picked before the script adopted the picker is in the select, not in React's
  // state (hydration leaves a select's value as it is): it is the visitor's choice, so it is made now.
  const adoptPicked = useEffectEvent(() => {
    const picked = select.current?.value;
    if (picked && picked !== locale && (LOCALE_CODES as readonly string[]).includes(picked)) choose(picked as Locale);
  });
  useEffect(() => adoptPicked(), []);
  return (
    <Stack gap="1" maxW="2xs" data-testid="language-picker">
      <chakra.label htmlFor={id} fontSize={size} fontWeight="medium">
        {t(languageTexts.label)}
      </chakra.label>
      <chakra.select
        ref={select}
        id={id}
        value={locale}
        onChange={(event) => choose(event.currentTarget.value as Locale)}
        aria-invalid={failed || undefined}
        minH={size === 'sm' ? '9' : '10'}
        paddingInline="3"
        fontSize={size}
        bg="bg"
        color="fg"
        borderWidth="1px"
        borderColor={failed ? 'border.error' : 'border'}
        borderRadius="l2"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      >
        {LOCALE_CODES.map((code) => (
          // Each name in its own language and script, so a reader finds theirs whatever the page's language.
          <option key={code} value={code} lang={code} dir={LOCALES[code].dir}>
            {LOCALES[code].name}
          </option>
        ))}
      </chakra.select>
      {failed && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(languageTexts.failed)}
        </Text>
      )}
    </Stack>
  );
}
