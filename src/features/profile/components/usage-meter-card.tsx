// The profile's "Data used this month" card (issue #26): the period's downloads and uploads by kind, the bundle's renewal
// day, the optional monthly cap with its 80 % warning and its stop at 100 %, and the learner's 'Keep using data'.
import { Box, Button, Card, HStack, Heading, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { Alert, Field, Input, NativeSelect } from '../../../ui/parts';
import { useEffect, useState, type FormEvent } from 'react';
import { USAGE_CATEGORIES, formatBytes } from '../../../lib/data-usage';
import { keepUsingData, refreshUsageMeter, updateUsageSettings, useUsageMeter } from '../../../lib/data-usage-store';
import { toaster } from '../../../ui/toaster';
import { useT } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { profileTexts } from '../texts';

const m = profileTexts.usage;
const MB = 1024 * 1024;
const RESET_DAYS = Array.from({ length: 28 }, (_, index) => index + 1);

export function UsageMeterCard() {
  const t = useT();
  const meter = useUsageMeter();
  const { totals, settings, period, cap } = meter;
  useEffect(() => void refreshUsageMeter(), []);
  const since = formatDate(period.start, { day: 'numeric', month: 'short' });
  return (
    <Card.Root data-testid="usage-meter" data-cap-state={cap}>
      <Card.Body gap="4">
        <Box>
          <Heading as="h2" size="lg">
            {t(m.title)}
          </Heading>
          <Text color="fg.muted" data-testid="usage-period">
            {t(m.since, { date: since })}
          </Text>
        </Box>
        <HStack gap="8">
          <Figure label={t(m.downloaded)} bytes={totals.down} testId="usage-total-down" />
          <Figure label={t(m.uploaded)} bytes={totals.up} testId="usage-total-up" />
        </HStack>
        <Table.Root size="sm">
          <Table.Caption srOnly>{t(m.categoriesCaption)}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t(m.category)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t(m.downloaded)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t(m.uploaded)}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {USAGE_CATEGORIES.map((category) => (
              <Table.Row key={category}>
                <Table.Cell>{t(m.categories[category])}</Table.Cell>
                <Table.Cell textAlign="end" data-testid={`usage-${category}-down`} data-bytes={totals[category].down}>
                  {formatBytes(totals[category].down)}
                </Table.Cell>
                <Table.Cell textAlign="end" data-testid={`usage-${category}-up`} data-bytes={totals[category].up}>
                  {formatBytes(totals[category].up)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <CapStatus />
        <Field.Root>
          <Field.Label>{t(m.resetDay)}</Field.Label>
          <NativeSelect.Root maxW="8rem">
            <NativeSelect.Field value={settings.resetDay} onChange={(event) => void updateUsageSettings({ resetDay: Number(event.target.value) })}>
              {RESET_DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t(m.resetDayHint)}</Field.HelperText>
        </Field.Root>
        <CapForm key={settings.capBytes ?? 'none'} capBytes={settings.capBytes} />
        <Text fontSize="sm" color="fg.muted">
          {t(m.note)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Figure({ label, bytes, testId }: { label: string; bytes: number; testId: string }) {
  return (
    <Box>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" data-testid={testId} data-bytes={bytes}>
        {formatBytes(bytes)}
      </Text>
    </Box>
  );
}

/** The cap's bar and, from 80 %, the warning; at 100 %, the stop and the learner's way past it. */
function CapStatus() {
  const t = useT();
  const { totals, settings, cap } = useUsageMeter();
  if (settings.capBytes === null) return null;
  const used = formatBytes(totals.total);
  const limit = formatBytes(settings.capBytes);
  const share = Math.min(100, Math.round((totals.total / settings.capBytes) * 100));
  return (
    <Stack gap="3">
      <Progress.Root value={share} colorPalette={cap === 'ok' ? 'green' : cap === 'warning' ? 'orange' : 'red'} aria-label={t(m.capOf, { used, cap: limit })}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText>{t(m.capOf, { used, cap: limit })}</Progress.ValueText>
      </Progress.Root>
      {cap === 'warning' && (
        <Alert.Root status="warning" data-testid="usage-warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(m.warningTitle)}</Alert.Title>
            <Alert.Description>{t(m.warningText, { used, cap: limit })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {cap === 'over' && (
        <Alert.Root status="error" data-testid="usage-over-cap">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(m.overTitle)}</Alert.Title>
            <Alert.Description>{t(m.overText)}</Alert.Description>
            <Box mt="2">
              <Button size="sm" onClick={() => void keepUsingData()}>
                {t(m.keepUsing)}
              </Button>
            </Box>
          </Alert.Content>
        </Alert.Root>
      )}
      {cap === 'lifted' && (
        <Text fontSize="sm" color="fg.muted" data-testid="usage-lifted">
          {t(m.liftedText)}
        </Text>
      )}
    </Stack>
  );
}

function CapForm({ capBytes }: { capBytes: number | null }) {
  const t = useT();
  const [value, setValue] = useState(capBytes === null ? '' : String(Math.round((capBytes / MB) * 1000) / 1000));
  const [error, setError] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    const megabytes = trimmed === '' ? null : Number(trimmed.replace(',', '.'));
    if (megabytes !== null && !(Number.isFinite(megabytes) && megabytes > 0)) {
      setError(t(m.capInvalid));
      return;
    }
    setError(null);
    await updateUsageSettings({ capBytes: megabytes === null ? null : Math.round(megabytes * MB) });
    toaster.create({ type: 'success', title: t(m.capSaved) });
  }
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <HStack align="end" gap="3">
        <Field.Root invalid={error !== null} maxW="12rem">
          <Field.Label>{t(m.cap)}</Field.Label>
          <Input inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" variant="outline">
          {t(m.capSave)}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t(m.capHint)}
      </Text>
    </form>
  );
}
