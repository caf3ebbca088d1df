// /dashboard/community (spec §2 Community): search, role cards, tabs Discussions / Trending / Leaderboard / Events, side stats; all read from the device.
import { Box, Grid, HStack, Tabs } from '@chakra-ui/react';
import { Input } from '../../../ui/parts';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../ui/page-header.tsx';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta.ts';
import { CommunitySideCards } from '../components/community-side-cards.tsx';
import { DiscussionsTab } from '../components/discussions-tab.tsx';
import { EventsTab } from '../components/events-tab.tsx';
import { LeaderboardTab } from '../components/leaderboard-tab.tsx';
import { NewDiscussionDialog } from '../components/new-discussion-dialog.tsx';
import { RoleCards } from '../components/role-cards.tsx';
import { TrendingTab } from '../components/trending-tab.tsx';
import { filterDiscussions, useDiscussions } from '../data/hooks.ts';
import { useT } from '../../../lib/i18n';
import { communityTexts } from '../texts.ts';

const m = communityTexts.page;

export default function CommunityPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)) });
  const discussions = useDiscussions();
  const [search, setSearch] = useState('');
  const filtered = useMemo(() => filterDiscussions(discussions.data, search), [discussions.data, search]);

  return (
    <Box>
      <PageHeader title={t(m.title)}>
        <HStack mt="4" gap="3" wrap="wrap">
          <Input
            maxW="md"
            type="search"
            aria-label={t(m.searchLabel)}
            placeholder={t(m.searchPlaceholder)}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <NewDiscussionDialog label={t(m.newDiscussion)} />
        </HStack>
      </PageHeader>

      <RoleCards />

      <Grid templateColumns={{ base: '1fr', lg: '1fr 300px' }} gap="6" mt="6">
        <Tabs.Root defaultValue="discussions" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="discussions">{t(m.tabs.discussions)}</Tabs.Trigger>
            <Tabs.Trigger value="trending">{t(m.tabs.trending)}</Tabs.Trigger>
            <Tabs.Trigger value="leaderboard">{t(m.tabs.leaderboard)}</Tabs.Trigger>
            <Tabs.Trigger value="events">{t(m.tabs.events)}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="discussions">
            <DiscussionsTab all={discussions.data} shown={filtered} loading={discussions.loading} searching={search.trim() !== ''} />
          </Tabs.Content>
          <Tabs.Content value="trending">
            <TrendingTab discussions={filtered} />
          </Tabs.Content>
          <Tabs.Content value="leaderboard">
            <LeaderboardTab />
          </Tabs.Content>
          <Tabs.Content value="events">
            <EventsTab />
          </Tabs.Content>
        </Tabs.Root>
        <CommunitySideCards discussionCount={discussions.data.length} />
      </Grid>
    </Box>
  );
}
