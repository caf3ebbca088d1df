// The course's affiliate rate input (issue 24): a whole percent from 0 to 30, with the rule stated before the server says it.
import { Field, Input } from '@chakra-ui/react';
import { AFFILIATE_PERCENT_MAX } from '../schema.ts';
import { affiliateRateTexts as t } from '../texts.ts';

export function AffiliateRateField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t.field}</Field.Label>
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
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{t.hint}</Field.HelperText>}
    </Field.Root>
  );
}
