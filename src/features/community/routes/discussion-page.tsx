// /dashboard/community/:discussionId (spec §3 Discussion): the discussion, its upvote, comments oldest first, a comment box; authors edit and
// delete their own words, admins pin, unpin and hide. Every write is local first; opening the page records a view for the next sync round.
import { Badge, Box, Button, HStack, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Field, Input, Textarea } from '../../../ui/parts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { hasAnyRole, ROLE_GATES } from '../../../auth/roles.ts';
import { useRoles } from '../../../auth/use-roles.ts';
import { useSession } from '../../../auth/use-session.ts';
import { useIsUnsent, useMaarifaDatabase } from '../../../db/index.ts';
import type { DiscussionCommentDoc } from '../../../db/schemas/discussion-comments.ts';
import type { DiscussionDoc } from '../../../db/schemas/discussions.ts';
import type { CommandResult } from '../../../lib/command-result.ts';
import { BackArrow } from '../../../ui/direction-arrow.tsx';
import ConfirmDialog from '../../../ui/confirm-dialog.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta.ts';
import {
  addComment,
  deleteComment,
  deleteDiscussion,
  editComment,
  editDiscussion,
  moderateDiscussion,
  recordView,
  toggleUpvote,
} from '../data/commands.ts';
import { useComments, useDiscussion, useOwnVote } from '../data/hooks.ts';
import { fetchDiscussion } from '../data/remote.ts';
import { t as translate, useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/i18n/format';
import { communityTexts } from '../texts.ts';
import { useOwnProfile } from '../../../db/own-profile.ts';
import { AppIcon } from '../../../ui/app-icon';
import * as icons from '../../../content/icon-paths';

const m = communityTexts.discussion;
const p = communityTexts.page;

function reportFailure(result: CommandResult<unknown>): boolean {
  if (result.ok) return true;
  toaster.create({ type: 'error', title: translate(communityTexts.form.errorTitle), description: result.error });
  return false;
}

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
        <BackLink />
        <Text data-testid="discussion-missing">{message}</Text>
      </Stack>
    );
  }
  return <DiscussionView discussion={discussion} kept={!!local.data} />;
}

function BackLink() {
  const t = useT();
  return (
    <Link asChild color="fg.muted" fontSize="sm">
      <RouterLink to="/dashboard/community">
        <BackArrow /> {t(m.back)}
      </RouterLink>
    </Link>
  );
}

function DiscussionView({ discussion, kept }: { discussion: DiscussionDoc; kept: boolean }) {
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
      <BackLink />
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
          <Heading data-user-text as="h1" size="2xl">
            {discussion.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {discussion.author_name ?? t(p.anonymous)} · {formatDateTime(discussion.created_at)} · {t(p.views, { count: discussion.view_count })}
          </Text>
          {discussion.tags.length > 0 && (
            <Wrap mt="2" gap="1">
              {discussion.tags.map((tag) => (
                <Badge data-user-text key={tag} variant="outline">
                  #{tag}
                </Badge>
              ))}
            </Wrap>
          )}
          <Text data-user-text mt="4" whiteSpace="pre-wrap">
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

      <Comments discussionId={discussion.id} kept={kept} commentCount={discussion.comment_count} />
    </Stack>
  );
}

function EditDiscussionForm({ discussion, onDone }: { discussion: DiscussionDoc; onDone: () => void }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const [title, setTitle] = useState(discussion.title);
  const [content, setContent] = useState(discussion.content ?? '');
  const [tags, setTags] = useState(discussion.tags.join(', '));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const f = communityTexts.form;

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await editDiscussion(db, user?.id ?? null, discussion.id, { title, content, tags: tags.split(',') });
    if (result.ok) onDone();
    else if (Object.keys(result.fieldErrors).length > 0) setFieldErrors(result.fieldErrors);
    else reportFailure(result);
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="3">
      <Field.Root invalid={!!fieldErrors.title}>
        <Field.Label>{t(f.titleLabel)}</Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} />
        <Field.ErrorText>{fieldErrors.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!fieldErrors.content}>
        <Field.Label>{t(f.contentLabel)}</Field.Label>
        <Textarea rows={5} value={content} onChange={(e) => setContent(e.target.value)} />
        <Field.ErrorText>{fieldErrors.content}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!fieldErrors.tags}>
        <Field.Label>{t(f.tagsLabel)}</Field.Label>
        <Input value={tags} onChange={(e) => setTags(e.target.value)} />
        <Field.ErrorText>{fieldErrors.tags}</Field.ErrorText>
      </Field.Root>
      <HStack>
        <Button type="submit" size="sm" colorPalette="brand">
          {t(m.save)}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t(m.cancel)}
        </Button>
      </HStack>
      </Stack>
    </form>
  );
}

function Comments({ discussionId, kept, commentCount }: { discussionId: string; kept: boolean; commentCount: number }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const { profile } = useOwnProfile(user?.id);
  const comments = useComments(discussionId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const author = user ? { id: user.id, name: profile?.full_name ?? null, avatarUrl: profile?.avatar_url ?? null } : null;
    const result = await addComment(db, author, discussionId, { content });
    if (result.ok) {
      setContent('');
      setError(null);
    } else setError(result.fieldErrors.content ?? result.error);
  }

  return (
    <Box as="section" aria-labelledby="comments-title">
      <Heading as="h2" size="md" mb="3" id="comments-title">
        {t(m.commentsTitle, { count: kept ? comments.data.length : commentCount })}
      </Heading>
      <Stack gap="3" data-testid="comments">
        {comments.data.length === 0 && <Text color="fg.muted">{t(m.noComments)}</Text>}
        {comments.data.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </Stack>
      {kept && user && (
        <form onSubmit={submit} noValidate>
          <Stack gap="2" mt="4">
          <Field.Root invalid={!!error}>
            <Field.Label>{t(m.commentLabel)}</Field.Label>
            <Textarea rows={3} value={content} onChange={(e) => setContent(e.target.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Box>
            <Button type="submit" size="sm" colorPalette="brand">
              {t(m.commentSubmit)}
            </Button>
          </Box>
          </Stack>
        </form>
      )}
    </Box>
  );
}

function CommentItem({ comment }: { comment: DiscussionCommentDoc }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const isCommentUnsent = useIsUnsent('discussion_comments');
  const { user } = useSession();
  const isOwn = user?.id === comment.author_id;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await editComment(db, user?.id ?? null, comment.id, { content: draft });
    if (result.ok) {
      setEditing(false);
      setError(null);
    } else setError(result.fieldErrors.content ?? result.error);
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="comment">
      <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text data-user-text fontWeight="semibold" color="fg">
          {comment.author_name ?? t(p.anonymous)}
        </Text>
        <Text>{formatDateTime(comment.created_at)}</Text>
        {isCommentUnsent(comment) && (
          <Badge colorPalette="yellow" data-testid="pending-marker">
            {t(p.pending)}
          </Badge>
        )}
      </HStack>
      {editing ? (
        <form onSubmit={save} noValidate>
          <Stack gap="2" mt="2">
          <Field.Root invalid={!!error}>
            <Textarea rows={2} value={draft} onChange={(e) => setDraft(e.target.value)} aria-label={t(m.edit)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack>
            <Button type="submit" size="xs" colorPalette="brand">
              {t(m.save)}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setEditing(false)}>
              {t(m.cancel)}
            </Button>
          </HStack>
          </Stack>
        </form>
      ) : (
        <Text data-user-text mt="1" whiteSpace="pre-wrap">
          {comment.content}
        </Text>
      )}
      {isOwn && !editing && (
        <HStack mt="2">
          <Button size="xs" variant="ghost" onClick={() => setEditing(true)}>
            {t(m.edit)}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void deleteComment(db, user?.id ?? null, comment.id).then(reportFailure)}>
            {t(m.delete)}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
