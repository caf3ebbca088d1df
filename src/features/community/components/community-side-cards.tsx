// The community page's side column: member and activity figures, top topics, and the discussion count.
import { Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useCommunityStats } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { communityTexts } from '../texts.ts';

const m = communityTexts.page;

export function CommunitySideCards({ discussionCount }: { discussionCount: number }) {
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
                  <Text data-user-text dir="auto">#{tag}</Text>
                  <Text color="fg.muted">{formatNumber(count)}</Text>
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
