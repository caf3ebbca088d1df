// The Leaderboard tab: all-time ranks by XP from the server's read model, the signed-in user's row marked.
import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../../auth/use-session.ts';
import { useLeaderboard } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { communityTexts } from '../texts.ts';

const m = communityTexts.page;

export function LeaderboardTab() {
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
                <Text data-user-text dir="auto">{entry.full_name ?? t(m.anonymous)}</Text>
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
