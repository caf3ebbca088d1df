// The course's affiliate rate input (issue 24): a whole percent from 0 to 30, with the rule stated before the server says it.
import { Field, Input } from '../../../ui/parts';
import { AFFILIATE_PERCENT_MAX } from '../schema.ts';
import { useT } from '../../../lib/i18n';
import { affiliateRateTexts as m } from '../texts.ts';

export function AffiliateRateField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t(m.field)}</Field.Label>
      <Input
        name="affiliate_percent"
        type="number"
        step="1"
        min="0"
        max={AFFILIATE_PERCENT_MAX}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t(m.hint)}</Field.HelperText>}
    </Field.Root>
  );
}
