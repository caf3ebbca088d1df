// The home feed's right column: the leaderboard (By XP / By Contribution, top 5, ranks 1–3 marked, the learner's own
// rank when outside them), the three upcoming events, and peers the server suggests (the spec's static three otherwise).
import { Badge, Box, Card, HStack, Heading, Stack, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSession } from '../../../auth/use-session';
import { communityEvents } from '../../../content/events';
import { samplePeers } from '../../../content/home';
import { type Leaderboard, type LeaderboardEntry, useLeaderboard, useSuggestedPeers } from '../../../db';
import { AppIcon } from '../../../ui/app-icon';
import * as icons from '../../../content/icon-paths';
import type { IconPath } from '../../../content/icon-paths';
import { useT, type Translate } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { homeTexts as m } from '../texts';

// The app's own line icons, not emoji: phones without a colour-emoji font (and Debian's Chromium) draw emoji as empty boxes.
const RANK_ICONS: Record<number, { path: IconPath; color: string }> = {
  1: { path: icons.trophy, color: 'yellow.500' },
  2: { path: icons.medal, color: 'gray.400' },
  3: { path: icons.medal, color: 'orange.600' },
};

export function LeaderboardCard() {
  const t = useT();
  const { data } = useLeaderboard();
  return (
    <Card.Root as="section" aria-labelledby="leaderboard-heading" size="sm">
      <Card.Header>
        <Heading as="h2" size="sm" id="leaderboard-heading">
          {t(m.leaderboard.title)}
        </Heading>
      </Card.Header>
      <Card.Body>
        {!data ? (
          <Text color="fg.muted" fontSize="sm">
            {t(m.leaderboard.empty)}
          </Text>
        ) : (
          <Tabs.Root defaultValue="xp" size="sm" variant="enclosed">
            <Tabs.List>
              <Tabs.Trigger value="xp">{t(m.leaderboard.byXp)}</Tabs.Trigger>
              <Tabs.Trigger value="contribution">{t(m.leaderboard.byContribution)}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="xp">
              <Ranking entries={data.by_xp.all_time} me={data.me?.by_xp.all_time ?? null} label={t(m.leaderboard.byXp)} />
            </Tabs.Content>
            <Tabs.Content value="contribution">
              <Ranking entries={data.by_contribution.all_time} me={data.me?.by_contribution?.all_time ?? null} label={t(m.leaderboard.byContribution)} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

type Place = NonNullable<Leaderboard['me']>['by_xp']['all_time'];

function Ranking({ entries, me, label }: { entries: readonly LeaderboardEntry[]; me: Place; label: string }) {
  const t = useT();
  const { user } = useSession();
  const top = entries.slice(0, 5);
  const inTop = top.some((entry) => entry.user_id === user?.id);
  return (
    <Stack gap="2">
      <Stack as="ol" listStyleType="none" p="0" gap="1" aria-label={label} data-testid="home-leaderboard">
        {top.map((entry) => (
          <HStack as="li" key={entry.user_id} justify="space-between" p="1" borderRadius="md" bg={entry.user_id === user?.id ? 'brand.subtle' : undefined} data-rank={entry.rank}>
            <HStack gap="2" minW="0">
              <RankMarker rank={entry.rank} />
              <Box minW="0">
                <Text data-user-text dir="auto" fontSize="sm" lineClamp={1} data-testid="leader-name">
                  {entry.full_name ?? t(m.anonymous)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(m.leaderboard.level, { level: entry.level })}
                </Text>
              </Box>
            </HStack>
            <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap" flexShrink={0} data-testid="leader-points">
              {t(m.leaderboard.points, { points: formatNumber(entry.points) })}
            </Text>
          </HStack>
        ))}
      </Stack>
      {me && !inTop && (
        <Text fontSize="sm" fontWeight="medium" data-testid="own-rank">
          {t(m.leaderboard.you, { rank: me.rank, points: formatNumber(me.points) })}
        </Text>
      )}
    </Stack>
  );
}

/** Ranks 1–3 as an icon with the rank in words for screen readers; from 4 on, the number. */
function RankMarker({ rank }: { rank: number }) {
  const t = useT();
  const icon = RANK_ICONS[rank];
  return (
    <Text as="span" w="6" flexShrink={0} display="inline-flex" justifyContent="center" fontWeight="bold">
      {icon ? (
        <span data-testid="rank-icon">
          <AppIcon path={icon.path} color={icon.color} boxSize="5" />
          <VisuallyHidden>{t(m.leaderboard.rank, { rank })}</VisuallyHidden>
        </span>
      ) : (
        <>
          <span aria-hidden="true">#{rank}</span>
          <VisuallyHidden>{t(m.leaderboard.rank, { rank })}</VisuallyHidden>
        </>
      )}
    </Text>
  );
}

export function EventsCard() {
  const t = useT();
  return (
    <Card.Root as="section" aria-labelledby="events-heading" size="sm">
      <Card.Header>
        <Heading as="h2" size="sm" id="events-heading">
          {t(m.events.title)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" p="0" gap="3">
          {communityEvents.map((event) => (
            <Box as="li" key={event.id}>
              <Badge size="sm" mb="1">
                {t(event.kind)}
              </Badge>
              <Text fontSize="sm" fontWeight="semibold">
                {t(event.title)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t(event.when)}
              </Text>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function PeersCard() {
  const t = useT();
  const { data } = useSuggestedPeers();
  const peers = data?.peers ?? [];
  return (
    <Card.Root as="section" aria-labelledby="peers-heading" size="sm">
      <Card.Header>
        <Heading as="h2" size="sm" id="peers-heading">
          {t(m.peers.title)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" p="0" gap="2" data-testid="peers">
          {peers.length > 0
            ? peers.map((peer) => (
                <Box as="li" key={peer.user_id}>
                  <Text data-user-text dir="auto" fontSize="sm" fontWeight="semibold">
                    {peer.full_name ?? t(m.anonymous)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {peer.role ? t(m.peers.role, { role: peer.role }) : t(m.peers.member)} · {shared(t, peer.shared_courses, peer.shared_skills)}
                  </Text>
                </Box>
              ))
            : samplePeers.map((peer) => (
                <Box as="li" key={peer.name} data-testid="sample-peer">
                  <Text data-user-text dir="auto" fontSize="sm" fontWeight="semibold">
                    {peer.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t(peer.role)} · {t(m.peers.mutual, { count: peer.mutual })}
                  </Text>
                </Box>
              ))}
        </Stack>
        {peers.length === 0 && (
          <Text fontSize="xs" color="fg.subtle" mt="2">
            {t(m.peers.samplesNote)}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** "2 shared courses · 1 shared skill", leaving out what is none. */
function shared(t: Translate, courses: number, skills: number): string {
  const parts = [courses > 0 ? t(m.peers.sharedCourses, { count: courses }) : null, skills > 0 ? t(m.peers.sharedSkills, { count: skills }) : null];
  return parts.filter(Boolean).join(' · ');
}
