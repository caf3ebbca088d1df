// The course form's language field (issue 25): the language the course is taught in, each named in itself.
import { Field, NativeSelect } from '../../../ui/parts';
import { LOCALE_CODES, LOCALES, useT, type Locale } from '../../../lib/i18n';
import { isLocale } from '../../../lib/i18n/locales.ts';
import { courseLanguageTexts } from '../language-texts.ts';

export function CourseLanguageField({ value, error, onChange }: { value: Locale; error?: string; onChange: (value: Locale) => void }) {
  const t = useT();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t(courseLanguageTexts.field)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="language"
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLocale(next)) onChange(next);
          }}
        >
          {LOCALE_CODES.map((code) => (
            <option key={code} value={code} lang={code} dir={LOCALES[code].dir}>
              {LOCALES[code].name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t(courseLanguageTexts.hint)}</Field.HelperText>}
    </Field.Root>
  );
}
