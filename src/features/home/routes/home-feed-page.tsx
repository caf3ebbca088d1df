// The Home Feed (/dashboard): spec §2's three columns — the AI Study Buddy; the composer and the community's newest
// posts; the leaderboard, events and peers. One column on phones in that order. Everything reads the device, offline too.
import { Box, Heading, Stack } from '@chakra-ui/react';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { Composer } from '../components/composer';
import { Feed } from '../components/feed';
import { EventsCard, LeaderboardCard, PeersCard } from '../components/side-cards';
import { StudyBuddy } from '../components/study-buddy';
import { useT } from '../../../lib/i18n';
import { homeTexts as m } from '../texts';

// Columns follow the room the page has, not the window: at 1280 px with the sidebar open the main area is ~980 px, too
// narrow for three columns (the Study Buddy's placeholder was cut to "Ask your AI", leaderboard rows wrapped). There the
// side cards go under the Study Buddy, beside the feed; three columns start once each side column gets ~18rem.
const layout = {
  display: 'grid',
  gap: '1.5rem',
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"buddy" "feed" "side"',
  '@container home-feed (min-width: 44rem)': {
    gridTemplateColumns: 'minmax(17rem, 1fr) minmax(0, 2fr)',
    // The feed spans both rows; the flexible second row takes its extra height, so the side cards sit right under the buddy.
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"buddy feed" "side feed"',
  },
  '@container home-feed (min-width: 70rem)': {
    gridTemplateColumns: 'minmax(18rem, 1fr) minmax(0, 2fr) minmax(18rem, 1fr)',
    gridTemplateRows: 'auto',
    gridTemplateAreas: '"buddy feed side"',
  },
} as const;

export default function HomeFeedPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  return (
    <Box css={{ containerType: 'inline-size', containerName: 'home-feed' }}>
      <Heading as="h1" size="2xl" mb="6">
        {t(m.heading)}
      </Heading>
      <Box css={layout} data-testid="home-feed-grid">
        <Box gridArea="buddy" minW="0">
          <StudyBuddy />
        </Box>
        <Stack gap="6" gridArea="feed" minW="0">
          <Composer />
          <Feed />
        </Stack>
        <Stack gap="4" gridArea="side" minW="0">
          <LeaderboardCard />
          <EventsCard />
          <PeersCard />
        </Stack>
      </Box>
    </Box>
  );
}
