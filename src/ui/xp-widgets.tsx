// The level card (level, title, progress to the next level, total and pending XP) and the XP activity list from the
// server's ledger: the XP page and the profile both show them.
import { Badge, Box, Card, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { XpActivity } from '../db/server-views.ts';
import { getLevelProgress } from '../lib/xp.ts';
import { xpTexts as t } from './xp-texts.ts';

export function formatRelativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days}d ago`;
  return new Date(iso).toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function LevelCard({ xp, pending, heading }: { xp: number; pending: number; heading?: string }) {
  const progress = getLevelProgress(xp);
  return (
    <Card.Root data-testid="level-card">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" flexWrap="wrap">
          <Box>
            {heading && (
              <Text color="fg.muted" fontSize="sm">
                {heading}
              </Text>
            )}
            <Heading as="h2" size="xl" data-testid="level">
              {t.level(progress.level)} · {progress.title}
            </Heading>
          </Box>
          <Stack gap="1" align="end">
            <Text fontSize="2xl" fontWeight="bold" data-testid="xp-total">
              {t.totalXp(progress.xp)}
            </Text>
            {pending > 0 && (
              <Badge colorPalette="yellow" data-testid="xp-pending" title={t.pendingHint}>
                {t.pending(pending)}
              </Badge>
            )}
          </Stack>
        </HStack>
        <Progress.Root value={progress.percent} aria-label={t.progressLabel} colorPalette="brand">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text color="fg.muted" fontSize="sm" data-testid="xp-to-next">
          {progress.nextTitle ? t.toNext(progress.toNext, progress.nextTitle) : t.topLevel}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function XpActivityList({ events }: { events: readonly XpActivity[] | null }) {
  if (!events) return <Text color="fg.muted">{t.activityWaiting}</Text>;
  if (events.length === 0) return <Text color="fg.muted">{t.activityEmpty}</Text>;
  return (
    <Stack as="ol" listStyleType="none" p="0" gap="2" aria-label="XP activity" data-testid="xp-activity">
      {events.map((event) => (
        <HStack as="li" key={event.id} justify="space-between" borderWidth="1px" borderRadius="md" p="2">
          <Box>
            <Text>{t.activity[event.kind] ?? t.activityFallback}</Text>
            <Text color="fg.muted" fontSize="xs">
              {formatRelativeTime(event.created_at)}
            </Text>
          </Box>
          <Badge colorPalette="green">{t.points(event.points)}</Badge>
        </HStack>
      ))}
    </Stack>
  );
}
