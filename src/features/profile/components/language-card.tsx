// The profile's Language section: the same picker as the public footer; the choice is kept on this device.
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../lib/i18n';
import { languageTexts } from '../../../lib/i18n/texts';
import { LanguagePicker } from '../../../ui/language-picker';

export function LanguageCard() {
  const t = useT();
  return (
    <Card.Root as="section" data-testid="language-settings" aria-labelledby="language-settings-title">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="language-settings-title">
            {t(languageTexts.sectionTitle)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t(languageTexts.sectionDescription)}
          </Text>
        </Stack>
        <LanguagePicker size="md" />
      </Card.Body>
    </Card.Root>
  );
}
