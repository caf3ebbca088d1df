// The level card (level, title, progress to the next level, total and pending XP) and the XP activity list from the
// server's ledger: the XP page and the profile both show them.
import { Badge, Box, Card, HStack, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import type { XpActivity } from '../../../db';
import { useT, type Translate } from '../../../lib/i18n';
import { formatNumber, formatRelativeTime } from '../../../lib/i18n/format';
import { getLevelProgress } from '../../../lib/xp.ts';
import { xpTexts as m } from './xp-widgets-texts.ts';

/** A level's title in the active language (src/lib/xp.ts keeps the English one with the numbers). */
export function levelTitle(t: Translate, level: number): string {
  const key = `l${level}` as keyof typeof m.levelTitles;
  return t(m.levelTitles[key] ?? m.levelTitles.l1);
}

export function LevelCard({ xp, pending, heading }: { xp: number; pending: number; heading?: string }) {
  const t = useT();
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
              {t(m.levelWithTitle, { level: t(m.level, { level: progress.level }), title: levelTitle(t, progress.level) })}
            </Heading>
          </Box>
          <Stack gap="1" align="end">
            <Text fontSize="2xl" fontWeight="bold" data-testid="xp-total">
              {t(m.totalXp, { xp: formatNumber(progress.xp) })}
            </Text>
            {pending > 0 && (
              <Badge colorPalette="yellow" data-testid="xp-pending" title={t(m.pendingHint)}>
                {t(m.pending, { xp: formatNumber(pending) })}
              </Badge>
            )}
          </Stack>
        </HStack>
        <Progress.Root value={progress.percent} aria-label={t(m.progressLabel)} colorPalette="brand">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text color="fg.muted" fontSize="sm" data-testid="xp-to-next">
          {progress.nextTitle ? t(m.toNext, { xp: formatNumber(progress.toNext), title: levelTitle(t, progress.level + 1) }) : t(m.topLevel)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function XpActivityList({ events }: { events: readonly XpActivity[] | null }) {
  const t = useT();
  if (!events) return <Text color="fg.muted">{t(m.activityWaiting)}</Text>;
  if (events.length === 0) return <Text color="fg.muted">{t(m.activityEmpty)}</Text>;
  const activity: Record<string, (typeof m.activity)[keyof typeof m.activity] | undefined> = m.activity;
  return (
    <Stack as="ol" listStyleType="none" p="0" gap="2" aria-label={t(m.activityLabel)} data-testid="xp-activity">
      {events.map((event) => (
        <HStack as="li" key={event.id} justify="space-between" borderWidth="1px" borderRadius="md" p="2">
          <Box>
            <Text>{t(activity[event.kind] ?? m.activityFallback)}</Text>
            <Text color="fg.muted" fontSize="xs">
              {formatRelativeTime(event.created_at)}
            </Text>
          </Box>
          <Badge colorPalette="green">{t(m.points, { points: formatNumber(event.points) })}</Badge>
        </HStack>
      ))}
    </Stack>
  );
}
