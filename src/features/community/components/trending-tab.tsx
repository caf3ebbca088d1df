// The Trending tab: the most upvoted discussions and the most used tags among those shown.
import { Badge, Box, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIsUnsent, type DiscussionDoc } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { countTags } from '../data/hooks.ts';
import { communityTexts } from '../texts.ts';
import { DiscussionCard } from './discussion-card.tsx';

const m = communityTexts.page;

export function TrendingTab({ discussions }: { discussions: DiscussionDoc[] }) {
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
              <Badge data-user-text dir="auto" key={tag} variant="subtle">
                #{tag} ({formatNumber(count)})
              </Badge>
            ))}
          </Wrap>
        )}
      </Box>
    </Stack>
  );
}
