// A read-only value (a referral code or link) with its Copy button, for the affiliate dashboard.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { toaster } from '../../../ui/toaster';
import { earningsTexts } from '../texts';

const t = earningsTexts.affiliate;

export function CopyField({ label, value, copiedText = t.copied, testId }: { label: string; value: string; copiedText?: string; testId?: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toaster.create({ type: 'success', title: t.copiedTitle, description: copiedText });
    } catch {
      toaster.create({ type: 'error', title: t.copyErrorTitle, description: t.copyFailed });
    }
  }
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack w="full">
        <Input readOnly value={value} data-testid={testId} onFocus={(event) => event.target.select()} fontFamily="mono" fontSize="sm" />
        <Button variant="outline" onClick={() => void copy()} aria-label={t.copyLabel(label)}>
          {t.copy}
        </Button>
      </HStack>
    </Field.Root>
  );
}
