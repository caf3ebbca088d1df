// The Home Feed (/dashboard): spec §2's three columns — the AI Study Buddy; the composer and the community's newest
// posts; the leaderboard, events and peers. One column on phones in that order. Everything reads the device, offline too.
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { Composer } from '../components/composer';
import { Feed } from '../components/feed';
import { EventsCard, LeaderboardCard, PeersCard } from '../components/side-cards';
import { StudyBuddy } from '../components/study-buddy';
import { homeTexts as t } from '../texts';

export default function HomeFeedPage() {
  usePageMeta({ title: pageTitle(t.title), description: t.description });
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="6">
        {t.heading}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)', xl: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <StudyBuddy />
        <Stack gap="6">
          <Composer />
          <Feed />
        </Stack>
        <Stack gap="4" gridColumn={{ lg: '1 / -1', xl: 'auto' }}>
          <LeaderboardCard />
          <EventsCard />
          <PeersCard />
        </Stack>
      </Grid>
    </Box>
  );
}
