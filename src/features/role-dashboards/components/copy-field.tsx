// A read-only value (a referral code or link) with its Copy button, for the affiliate dashboard.
import { Button, HStack } from '@chakra-ui/react';
import { Field, Input } from '../../../ui/parts';
import { t as translate, useT } from '../../../lib/i18n';
import { toaster } from '../../../ui/toaster';
import { earningsTexts } from '../texts';

const m = earningsTexts.affiliate;

/** `copyLabel` names the button for screen readers ("Copy home page link"); `copiedText` is the toast after copying. */
export function CopyField({ label, copyLabel, value, copiedText, testId }: { label: string; copyLabel: string; value: string; copiedText?: string; testId?: string }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toaster.create({ type: 'success', title: translate(m.copiedTitle), description: copiedText ?? translate(m.copied) });
    } catch {
      toaster.create({ type: 'error', title: translate(m.copyErrorTitle), description: translate(m.copyFailed) });
    }
  }
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack w="full">
        <Input readOnly value={value} data-testid={testId} onFocus={(event) => event.target.select()} fontFamily="mono" fontSize="sm" />
        <Button variant="outline" onClick={() => void copy()} aria-label={copyLabel}>
          {t(m.copy)}
        </Button>
      </HStack>
    </Field.Root>
  );
}
