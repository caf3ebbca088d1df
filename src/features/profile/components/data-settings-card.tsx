// The profile's Data section: the device's data-saver switch and the learner's media policy (always / Wi-Fi only / ask), with the connection as reported.
import { Card, Heading, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { MEDIA_POLICIES, useConnection, useDataSaver, useDataSettings, useMediaPolicy, type MediaPolicy } from '../../../lib/data-settings';
import { profileTexts } from '../texts';

const t = profileTexts.data;

const isMediaPolicy = (value: string | null): value is MediaPolicy => MEDIA_POLICIES.some((policy) => policy === value);

export function DataSettingsCard({ userId }: { userId: string }) {
  const dataSaver = useDataSaver();
  const chosen = useDataSettings((state) => state.dataSaver);
  const setDataSaver = useDataSettings((state) => state.setDataSaver);
  const policy = useMediaPolicy(userId);
  const setMediaPolicy = useDataSettings((state) => state.setMediaPolicy);
  const { kind, saveData } = useConnection();
  return (
    <Card.Root data-testid="data-settings" aria-labelledby="data-settings-title">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="data-settings-title">
            {t.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t.description}
          </Text>
        </Stack>
        <Stack gap="1">
          <Switch.Root checked={dataSaver} onCheckedChange={(details) => setDataSaver(details.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontWeight="medium">{t.dataSaver}</Switch.Label>
          </Switch.Root>
          <Text fontSize="sm" color="fg.muted">
            {t.dataSaverHint}
          </Text>
          {chosen === null && saveData && (
            <Text fontSize="sm" color="fg.muted" data-testid="data-saver-from-browser">
              {t.fromBrowser}
            </Text>
          )}
        </Stack>
        <Stack gap="2">
          <Text fontWeight="medium" id="media-policy-label">
            {t.mediaTitle}
          </Text>
          <RadioGroup.Root
            value={policy}
            onValueChange={(details) => isMediaPolicy(details.value) && setMediaPolicy(userId, details.value)}
            aria-labelledby="media-policy-label"
            colorPalette="brand"
          >
            <Stack gap="2">
              {MEDIA_POLICIES.map((option) => (
                <RadioGroup.Item key={option} value={option} alignItems="start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Text as="span" display="block">
                      {t.policies[option]}
                    </Text>
                    <Text as="span" display="block" fontSize="sm" color="fg.muted">
                      {t.policyHints[option]}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Text fontSize="sm" color="fg.muted" data-testid="connection-kind">
            {t.connection[kind]}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
