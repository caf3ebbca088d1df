// The profile's Data section: the device's data-saver switch and the learner's media policy (always / Wi-Fi only / ask), with the connection as reported.
import { Card, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { Field, NativeSelect } from '../../../ui/parts';
import { MEDIA_POLICIES, useConnection, useDataSaver, useDataSettings, useMediaPolicy, type MediaPolicy } from '../../../lib/data-settings';
import { useT } from '../../../lib/i18n';
import { profileTexts } from '../texts';

const m = profileTexts.data;

const isMediaPolicy = (value: string): value is MediaPolicy => MEDIA_POLICIES.some((policy) => policy === value);

// Built from the checkbox and native select the design system already carries: no new component code to download.
export function DataSettingsCard({ userId }: { userId: string }) {
  const t = useT();
  const dataSaver = useDataSaver();
  const chosen = useDataSettings((state) => state.dataSaver);
  const setDataSaver = useDataSettings((state) => state.setDataSaver);
  const policy = useMediaPolicy(userId);
  const setMediaPolicy = useDataSettings((state) => state.setMediaPolicy);
  const { kind, saveData } = useConnection();
  return (
    <Card.Root as="section" data-testid="data-settings" aria-labelledby="data-settings-title">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="data-settings-title">
            {t(m.title)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t(m.description)}
          </Text>
        </Stack>
        <Stack gap="1">
          <Checkbox.Root checked={dataSaver} onCheckedChange={(details) => setDataSaver(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="medium">{t(m.dataSaver)}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted">
            {t(m.dataSaverHint)}
          </Text>
          {chosen === null && saveData && (
            <Text fontSize="sm" color="fg.muted" data-testid="data-saver-from-browser">
              {t(m.fromBrowser)}
            </Text>
          )}
        </Stack>
        <Field.Root>
          <Field.Label>{t(m.mediaTitle)}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={policy} onChange={(event) => isMediaPolicy(event.target.value) && setMediaPolicy(userId, event.target.value)}>
              {MEDIA_POLICIES.map((option) => (
                <option key={option} value={option}>
                  {t(m.policies[option])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText data-testid="media-policy-hint">{t(m.policyHints[policy])}</Field.HelperText>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted" data-testid="connection-kind">
          {t(m.connection[kind])}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
