// /dashboard/community/:discussionId (spec §3 Discussion): the discussion, its upvote, comments oldest first, a comment box; authors edit and
// delete their own words, admins pin, unpin and hide. Every write is local first; opening the page records a view for the next sync round.
import { Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMaarifaDatabase, type DiscussionDoc } from '../../../db/index.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta.ts';
import { BackToCommunityLink } from '../components/back-to-community-link.tsx';
import { DiscussionView } from '../components/discussion-view.tsx';
import { recordView } from '../data/commands.ts';
import { useDiscussion } from '../data/hooks.ts';
import { fetchDiscussion } from '../data/remote.ts';
import { useT } from '../../../lib/i18n';
import { communityTexts } from '../texts.ts';

const m = communityTexts.discussion;

export default function DiscussionPage() {
  const t = useT();
  const { discussionId = '' } = useParams();
  const db = useMaarifaDatabase();
  const local = useDiscussion(discussionId);
  const online = useOnlineStatus();
  const [remote, setRemote] = useState<{ id: string; doc: DiscussionDoc | null; error: boolean } | null>(null);
  const discussion = local.data ?? (remote?.id === discussionId ? remote.doc : null);
  usePageMeta({ title: discussion ? pageTitle(discussion.title) : undefined });

  // Opening it records a view (batched into the next sync round, once per user on the server).
  useEffect(() => {
    if (discussionId) void recordView(db, discussionId);
  }, [db, discussionId]);

  // Not kept on this device: read it online on demand.
  const missing = !local.loading && !local.data;
  useEffect(() => {
    if (!missing || !online || remote?.id === discussionId) return;
    let cancelled = false;
    fetchDiscussion(discussionId).then(
      (doc) => !cancelled && setRemote({ id: discussionId, doc, error: false }),
      () => !cancelled && setRemote({ id: discussionId, doc: null, error: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [missing, online, discussionId, remote?.id]);

  if (local.loading && !local.data) return <PageLoading />;
  if (!discussion) {
    let message = t(m.notFound);
    if (!online) message = t(m.offlineNotKept);
    else if (remote?.id !== discussionId) message = t(m.loadingOnline);
    return (
      <Stack gap="3">
        <BackToCommunityLink />
        <Text data-testid="discussion-missing">{message}</Text>
      </Stack>
    );
  }
  return <DiscussionView discussion={discussion} kept={!!local.data} />;
}
