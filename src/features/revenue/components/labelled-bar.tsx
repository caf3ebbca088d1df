// A progress bar with its name and its value written beside it, so the figure never depends on seeing the bar.
import { HStack, Progress, Text } from '@chakra-ui/react';

export interface LabelledBarProps {
  label: string;
  /** 0 to 100. */
  value: number;
  valueText: string;
  /** The progressbar's accessible name (Ark would otherwise name it by its value alone). */
  barLabel: string;
  hint?: string;
}

export function LabelledBar({ label, value, valueText, barLabel, hint }: LabelledBarProps) {
  return (
    <Progress.Root value={value} max={100} size="sm" colorPalette="brand" data-testid="labelled-bar">
      <HStack justify="space-between" mb="1" gap="3">
        <Progress.Label fontWeight="medium">{label}</Progress.Label>
        <Progress.ValueText fontWeight="semibold">{valueText}</Progress.ValueText>
      </HStack>
      <Progress.Track aria-label={barLabel} aria-valuetext={valueText}>
        <Progress.Range />
      </Progress.Track>
      {hint && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
    </Progress.Root>
  );
}
