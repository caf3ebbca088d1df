// The Discussions tab: the newest discussions kept on the device (pinned first), live arrivals held behind an announcement, older ones online.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useSession } from '../../../auth/use-session.ts';
import { useIsUnsent, type DiscussionDoc } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { useArrivals } from '../data/arrivals.ts';
import { communityTexts } from '../texts.ts';
import { DiscussionCard } from './discussion-card.tsx';
import { NewDiscussionDialog } from './new-discussion-dialog.tsx';
import { OlderDiscussions } from './older-discussions.tsx';

const m = communityTexts.page;
const LIST_SIZE = 20;

export function DiscussionsTab({ all, shown, loading, searching }: { all: DiscussionDoc[]; shown: DiscussionDoc[]; loading: boolean; searching: boolean }) {
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
