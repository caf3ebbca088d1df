// One discussion shown in full: markers, title, byline, tags, text; the upvote, the author's edit and delete, the admins' pin and hide; then its comments.
import { Badge, Box, Button, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasAnyRole, ROLE_GATES } from '../../../auth/roles.ts';
import { useRoles } from '../../../auth/use-roles.ts';
import { useSession } from '../../../auth/use-session.ts';
import { useIsUnsent, useMaarifaDatabase, type DiscussionDoc } from '../../../db/index.ts';
import ConfirmDialog from '../../../ui/confirm-dialog.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { deleteDiscussion, moderateDiscussion, toggleUpvote } from '../data/commands.ts';
import { useOwnVote } from '../data/hooks.ts';
import { useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/i18n/format';
import { communityTexts } from '../texts.ts';
import { AppIcon } from '../../../ui/app-icon';
import * as icons from '../../../content/icon-paths';
import { BackToCommunityLink } from './back-to-community-link.tsx';
import { DiscussionComments } from './discussion-comments.tsx';
import { EditDiscussionForm } from './edit-discussion-form.tsx';
import { reportFailure } from './report-failure.ts';

const m = communityTexts.discussion;
const p = communityTexts.page;

export function DiscussionView({ discussion, kept }: { discussion: DiscussionDoc; kept: boolean }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const isUnsent = useIsUnsent('discussions');
  const navigate = useNavigate();
  const { user } = useSession();
  const { roles } = useRoles();
  const isModerator = hasAnyRole(roles, ROLE_GATES.admin);
  const userId = user?.id ?? null;
  const isOwn = userId !== null && discussion.author_id === userId;
  const vote = useOwnVote(userId, discussion.id);
  const [editing, setEditing] = useState(false);

  // One press at a time; each asks for the state the button showed, so a double click or a second tab counts once.
  const voting = useRef(false);
  async function upvote() {
    if (voting.current) return;
    voting.current = true;
    try {
      reportFailure(await toggleUpvote(db, userId, discussion.id, !vote.data));
    } finally {
      voting.current = false;
    }
  }
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  async function remove() {
    setConfirmingDelete(false);
    if (reportFailure(await deleteDiscussion(db, userId, discussion.id))) {
      toaster.create({ type: 'success', title: t(m.deleted) });
      void navigate('/dashboard/community');
    }
  }
  async function moderate(change: { is_pinned?: boolean; is_hidden?: boolean }) {
    if (!reportFailure(await moderateDiscussion(db, isModerator, discussion.id, change))) return;
    if (change.is_hidden) {
      toaster.create({ type: 'success', title: t(m.hidden) });
      void navigate('/dashboard/community');
    }
  }

  return (
    <Stack gap="6" as="article">
      {confirmingDelete && (
        <ConfirmDialog
          title={t(m.confirmDelete)}
          body={t(m.confirmDeleteBody)}
          cancelLabel={t(m.cancel)}
          confirmLabel={t(m.delete)}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => void remove()}
          testId="confirm-delete-discussion"
        />
      )}
      <BackToCommunityLink />
      {editing ? (
        <EditDiscussionForm discussion={discussion} onDone={() => setEditing(false)} />
      ) : (
        <Box>
          <HStack gap="2" wrap="wrap" mb="1">
            {discussion.is_pinned && (
              <Badge colorPalette="brand" data-testid="pinned-marker">
                <AppIcon path={icons.pin} /> {t(p.pinned)}
              </Badge>
            )}
            {discussion.upvotes > 50 && (
              <Badge colorPalette="orange">
                <AppIcon path={icons.flame} /> {t(p.hot)}
              </Badge>
            )}
            {kept && isUnsent(discussion) && (
              <Badge colorPalette="yellow" data-testid="pending-marker">
                {t(p.pending)}
              </Badge>
            )}
          </HStack>
          <Heading data-user-text dir="auto" as="h1" size="2xl">
            {discussion.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            <span data-user-text dir="auto">{discussion.author_name ?? t(p.anonymous)}</span> · {formatDateTime(discussion.created_at)} · {t(p.views, { count: discussion.view_count })}
          </Text>
          {discussion.tags.length > 0 && (
            <Wrap mt="2" gap="1">
              {discussion.tags.map((tag) => (
                <Badge data-user-text dir="auto" key={tag} variant="outline">
                  #{tag}
                </Badge>
              ))}
            </Wrap>
          )}
          <Text data-user-text dir="auto" mt="4" whiteSpace="pre-wrap">
            {discussion.content}
          </Text>
        </Box>
      )}

      <HStack gap="3" wrap="wrap">
        <Text data-testid="upvote-count">{t(p.upvotes, { count: discussion.upvotes })}</Text>
        {kept && !isOwn && userId && (
          <Button size="sm" variant={vote.data ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={!!vote.data} onClick={() => void upvote()} data-testid="upvote-button">
            {vote.data ? t(m.upvoted) : t(m.upvote)}
          </Button>
        )}
        {kept && isOwn && !editing && (
          <>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t(m.edit)}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmingDelete(true)}>
              {t(m.delete)}
            </Button>
          </>
        )}
        {kept && isModerator && (
          <>
            <Button size="sm" variant="outline" onClick={() => void moderate({ is_pinned: !discussion.is_pinned })}>
              {discussion.is_pinned ? t(m.unpin) : t(m.pin)}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void moderate({ is_hidden: true })}>
              {t(m.hide)}
            </Button>
          </>
        )}
      </HStack>

      <DiscussionComments discussionId={discussion.id} kept={kept} commentCount={discussion.comment_count} />
    </Stack>
  );
}
