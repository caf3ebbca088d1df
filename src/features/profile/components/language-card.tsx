// The profile's Language section: the same picker as the public footer; this device keeps the choice, and so does the
// learner's profile (synced), so it follows them to a new phone.
import { Badge, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { useIsUnsent, useMaarifaDatabase, useOwnProfile } from '../../../db';
import { useT, type Locale } from '../../../lib/i18n';
import { languageTexts } from '../../../lib/i18n/texts';
import { LanguagePicker } from '../../../ui/language-picker';
import { saveProfileLanguage } from '../data/language-command';
import { profileLanguageTexts } from '../language-texts';

export function LanguageCard() {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const { profile } = useOwnProfile(user?.id);
  const isUnsent = useIsUnsent('profiles');
  const [notSaved, setNotSaved] = useState(false);
  const keep = (locale: Locale) => {
    saveProfileLanguage(db, user?.id, locale).then(
      (result) => setNotSaved(!result.ok),
      () => setNotSaved(true),
    );
  };
  return (
    <Card.Root as="section" data-testid="language-settings" aria-labelledby="language-settings-title">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="language-settings-title">
            {t(languageTexts.sectionTitle)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t(languageTexts.sectionDescription)} {t(profileLanguageTexts.synced)}
          </Text>
        </Stack>
        <LanguagePicker size="md" onChosen={keep} />
        {notSaved ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {t(profileLanguageTexts.notSaved)}
          </Text>
        ) : profile?.language && isUnsent(profile) ? (
          <Badge colorPalette="yellow" alignSelf="start" whiteSpace="normal" data-testid="language-pending">
            {t(profileLanguageTexts.pending)}
          </Badge>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
