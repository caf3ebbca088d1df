// The language picker (public footer, profile): the ten built-in languages, each named in itself; the choice stays on this device.
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { activateLocale, LOCALE_CODES, LOCALES, useLocale, useT, type Locale } from '../lib/i18n';
import { languageTexts } from '../lib/i18n/texts';

export function LanguagePicker({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const locale = useLocale();
  const t = useT();
  const [failed, setFailed] = useState(false);
  const id = useId();
  const choose = (next: Locale) => {
    setFailed(false);
    activateLocale(next, { remember: true }).catch(() => setFailed(true));
  };
  return (
    <Field.Root invalid={failed} maxW="2xs" data-testid="language-picker">
      <Field.Label htmlFor={id} fontSize={size}>
        {t(languageTexts.label)}
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field id={id} value={locale} onChange={(event) => choose(event.currentTarget.value as Locale)}>
          {LOCALE_CODES.map((code) => (
            // Each name in its own language and script, so a reader finds theirs whatever the page's language.
            <option key={code} value={code} lang={code} dir={LOCALES[code].dir}>
              {LOCALES[code].name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(languageTexts.failed)}
        </Text>
      )}
    </Field.Root>
  );
}
