// /dashboard/community (spec §2 Community): search, role cards, tabs Discussions / Trending / Leaderboard / Events, side stats; all read from the device.
import { Badge, Box, Button, Card, Grid, HStack, Heading, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import { Input } from '../../../ui/parts';
import { useMemo, useRef, useState } from 'react';
import { useSession } from '../../../auth/use-session.ts';
import { communityEvents } from '../../../content/events.ts';
import { useIsUnsent } from '../../../db/index.ts';
import type { DiscussionDoc } from '../../../db/schemas/discussions.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta.ts';
import { DiscussionCard } from '../components/discussion-card.tsx';
import { NewDiscussionDialog } from '../components/new-discussion-dialog.tsx';
import { useCommunityStats, useLeaderboard } from '../../../db/server-views.ts';
import { useArrivals } from '../data/arrivals.ts';
import { filterDiscussions, useDiscussions } from '../data/hooks.ts';
import { fetchOlderDiscussions } from '../data/remote.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { communityTexts } from '../texts.ts';

const m = communityTexts.page;
const LIST_SIZE = 20;

const r = communityTexts.roles;
/** The role cards in the spec's order, each with its items in order. */
const ROLES = [
  { key: 'creators', title: r.creators.title, items: [r.creators.courseBuilder, r.creators.aiAssistant, r.creators.liveEvents] },
  { key: 'learners', title: r.learners.title, items: [r.learners.studyBuddy, r.learners.xpSystem, r.learners.peerRooms] },
  { key: 'ambassadors', title: r.ambassadors.title, items: [r.ambassadors.affiliateDashboard, r.ambassadors.referralLinks] },
  { key: 'admins', title: r.admins.title, items: [r.admins.moderationTools, r.admins.eventScheduler] },
];

/** Tags by how many discussions carry them, most first. */
export function countTags(discussions: readonly DiscussionDoc[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const d of discussions) for (const tag of d.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

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
        <SideCards discussionCount={discussions.data.length} />
      </Grid>
    </Box>
  );
}

function DiscussionsTab({ all, shown, loading, searching }: { all: DiscussionDoc[]; shown: DiscussionDoc[]; loading: boolean; searching: boolean }) {
  const t = useT();
  const isUnsent = useIsUnsent('discussions');
  const { user } = useSession();
  const top = useRef<HTMLDivElement>(null);
  // Live arrivals while the reader is further down wait behind an announcement instead of pushing the text down.
  const arrivals = useArrivals(shown, loading, user?.id ?? null, top);
  if (!loading && all.length === 0) {
    return (
      <Stack align="center" py="10" gap="3">
        <Text color="fg.muted">{t(m.empty)}</Text>
        <NewDiscussionDialog label={t(m.startDiscussion)} variant="outline" />
      </Stack>
    );
  }
  // Searching looks through everything the device keeps; otherwise the 20 newest (pinned first), as the spec shows.
  const list = searching ? arrivals.shown : arrivals.shown.slice(0, LIST_SIZE);
  return (
    <Stack gap="3" data-testid="discussion-list" ref={top} scrollMarginTop="20">
      <Box aria-live="polite" position="sticky" top="2" zIndex="1" alignSelf="center">
        {arrivals.waiting.length > 0 && (
          <Button size="sm" colorPalette="brand" borderRadius="full" shadow="md" onClick={arrivals.reveal} data-testid="new-discussions">
            {t(m.newArrivals, { count: arrivals.waiting.length })}
          </Button>
        )}
      </Box>
      {list.length === 0 && <Text color="fg.muted">{t(m.noMatches)}</Text>}
      {list.map((d) => (
        <DiscussionCard key={d.id} discussion={d} pending={isUnsent(d)} />
      ))}
      {!searching && <OlderDiscussions all={all} />}
    </Stack>
  );
}

/** Discussions older than what the device keeps, read online on demand. */
function OlderDiscussions({ all }: { all: DiscussionDoc[] }) {
  const t = useT();
  const online = useOnlineStatus();
  const [older, setOlder] = useState<DiscussionDoc[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'error' | 'end'>('idle');
  const keptIds = useMemo(() => new Set(all.map((d) => d.id)), [all]);

  async function load() {
    const oldest = [...all, ...older].reduce<string | null>((min, d) => (min === null || d.created_at < min ? d.created_at : min), null);
    setState('loading');
    try {
      const page = await fetchOlderDiscussions(oldest ?? new Date().toISOString());
      setOlder((previous) => [...previous, ...page.filter((d) => !keptIds.has(d.id))]);
      setState(page.length === 0 ? 'end' : 'idle');
    } catch {
      setState('error');
    }
  }

  return (
    <Stack gap="3" mt="4">
      {older.map((d) => (
        <DiscussionCard key={d.id} discussion={d} pending={false} />
      ))}
      {!online ? (
        <Text color="fg.muted" fontSize="sm" data-testid="older-offline">
          {t(m.olderOffline)}
        </Text>
      ) : state === 'end' ? (
        <Text color="fg.muted" fontSize="sm">
          {t(m.olderNone)}
        </Text>
      ) : (
        <Box>
          {state === 'error' && (
            <Text color="fg.error" fontSize="sm">
              {t(m.olderError)}
            </Text>
          )}
          <Button variant="outline" size="sm" loading={state === 'loading'} onClick={() => void load()}>
            {t(m.loadOlder)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function TrendingTab({ discussions }: { discussions: DiscussionDoc[] }) {
  const t = useT();
  const trending = useMemo(() => [...discussions].filter((d) => d.upvotes > 30).sort((a, b) => b.upvotes - a.upvotes).slice(0, 5), [discussions]);
  const tags = useMemo(() => countTags(discussions).slice(0, 10), [discussions]);
  const isUnsent = useIsUnsent('discussions');
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h2" size="md" mb="3">
          {t(m.trendingTitle)}
        </Heading>
        {trending.length === 0 ? (
          <Text color="fg.muted">{t(m.noTrending)}</Text>
        ) : (
          <Stack gap="3">
            {trending.map((d) => (
              <DiscussionCard key={d.id} discussion={d} pending={isUnsent(d)} />
            ))}
          </Stack>
        )}
      </Box>
      <Box>
        <Heading as="h2" size="md" mb="3">
          {t(m.popularTags)}
        </Heading>
        {tags.length === 0 ? (
          <Text color="fg.muted">{t(m.noTags)}</Text>
        ) : (
          <Wrap gap="2">
            {tags.map(({ tag, count }) => (
              <Badge data-user-text key={tag} variant="subtle">
                #{tag} ({count})
              </Badge>
            ))}
          </Wrap>
        )}
      </Box>
    </Stack>
  );
}

function LeaderboardTab() {
  const t = useT();
  const { data } = useLeaderboard();
  const { user } = useSession();
  const entries = data?.by_xp.all_time ?? [];
  return (
    <Box>
      <Heading as="h2" size="md" mb="3">
        {t(m.leaderboardTitle)}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t(m.leaderboardEmpty)}</Text>
      ) : (
        <Stack as="ol" gap="2" data-testid="leaderboard">
          {entries.map((entry) => (
            <HStack as="li" key={entry.user_id} justify="space-between" p="2" borderWidth="1px" borderRadius="md" bg={entry.user_id === user?.id ? 'bg.muted' : undefined}>
              <HStack gap="3">
                <Text fontWeight="bold" w="8">
                  #{entry.rank}
                </Text>
                <Text data-user-text>{entry.full_name ?? t(m.anonymous)}</Text>
                <Badge>{t(m.leaderboardLevel, { level: entry.level })}</Badge>
              </HStack>
              <Text fontWeight="semibold">{t(m.leaderboardPoints, { points: formatNumber(entry.points) })}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function EventsTab() {
  const t = useT();
  const e = communityTexts.events;
  return (
    <Stack gap="3">
      {communityEvents.map((event) => (
        <Card.Root key={event.id} size="sm">
          <Card.Body>
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Box>
                <Badge mb="1">{t(event.kind)}</Badge>
                <Text fontWeight="semibold">{t(event.title)}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {t(event.when)}
                </Text>
              </Box>
              <Button size="sm" colorPalette="brand" onClick={() => toaster.create({ type: 'info', title: t(e.toastTitle), description: t(e.toastDescription) })}>
                {t(event.action)}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function RoleCards() {
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

function SideCards({ discussionCount }: { discussionCount: number }) {
  const t = useT();
  const { data: stats } = useCommunityStats();
  return (
    <Stack gap="4" as="aside">
      <Card.Root size="sm">
        <Card.Header>
          <Heading as="h2" size="sm">
            {t(m.statsTitle)}
          </Heading>
        </Card.Header>
        <Card.Body>
          {stats ? (
            <Stack gap="1" fontSize="sm" data-testid="community-stats">
              <HStack justify="space-between">
                <Text>{t(m.statMembers)}</Text>
                <Text fontWeight="semibold">{stats.members}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text>{t(m.statActiveToday)}</Text>
                <Text fontWeight="semibold">{stats.active_today}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text>{t(m.statThisWeek)}</Text>
                <Text fontWeight="semibold">{stats.discussions_this_week}</Text>
              </HStack>
            </Stack>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t(m.statsPending)}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      {stats && stats.top_tags.length > 0 && (
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h2" size="sm">
              {t(m.topTopics)}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="1" fontSize="sm">
              {stats.top_tags.map(({ tag, count }) => (
                <HStack key={tag} justify="space-between">
                  <Text data-user-text>#{tag}</Text>
                  <Text color="fg.muted">{count}</Text>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <Card.Root size="sm">
        <Card.Body>
          <HStack justify="space-between">
            <Text>{t(m.discussionCount)}</Text>
            <Text fontWeight="semibold" data-testid="discussion-count">
              {stats?.discussion_count ?? discussionCount}
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
