// The community's role cards (creators, learners, ambassadors, admins) with what each role finds here.
import { Box, Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../lib/i18n';
import { communityTexts } from '../texts.ts';

const m = communityTexts.page;
const r = communityTexts.roles;
/** The role cards in the spec's order, each with its items in order. */
const ROLES = [
  { key: 'creators', title: r.creators.title, items: [r.creators.courseBuilder, r.creators.aiAssistant, r.creators.liveEvents] },
  { key: 'learners', title: r.learners.title, items: [r.learners.studyBuddy, r.learners.xpSystem, r.learners.peerRooms] },
  { key: 'ambassadors', title: r.ambassadors.title, items: [r.ambassadors.affiliateDashboard, r.ambassadors.referralLinks] },
  { key: 'admins', title: r.admins.title, items: [r.admins.moderationTools, r.admins.eventScheduler] },
];

export function RoleCards() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="community-roles">
      <Heading as="h2" size="md" mb="3" id="community-roles">
        {t(m.rolesTitle)}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="3">
        {ROLES.map(({ key, title, items }) => (
          <Card.Root key={key} size="sm">
            <Card.Body>
              <Text fontWeight="semibold">{t(title)}</Text>
              <Stack as="ul" gap="0" mt="1" color="fg.muted" fontSize="sm">
                {items.map((item) => (
                  <li key={item.id}>{t(item)}</li>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Grid>
    </Box>
  );
}
