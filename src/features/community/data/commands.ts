// The only writers of community data (discussions, comments, upvotes, moderation flags): validate, write to RxDB, sync does the rest.
import * as v from 'valibot';
import { type MaarifaDatabase, noteDiscussionView } from '../../../db';
import { fail, type CommandResult } from '../../../lib/command-result.ts';
import { deriveUuid } from '../../../lib/derived-id.ts';
import { getFieldErrors } from '../../../lib/field-errors.ts';
import { commentFormSchema, discussionFormSchema, type CommentFormInput, type DiscussionFormInput } from '../schema.ts';
import { t } from '../../../lib/i18n';
import { communityTexts } from '../texts.ts';

const errors = communityTexts.errors;

function getNow(): string {
  return new Date().toISOString();
}

/** Who is writing: the signed-in user's id and the name shown until the server fills in its own copy. */
export type Author = { id: string; name: string | null; avatarUrl?: string | null };

/** A new discussion shows at once, marked as waiting to sync until the server has it. */
export async function startDiscussion(db: MaarifaDatabase, author: Author | null, input: DiscussionFormInput): Promise<CommandResult<{ id: string }>> {
  if (!author) return fail(t(errors.notLoggedIn));
  const parsed = v.safeParse(discussionFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const id = crypto.randomUUID();
  await db.discussions.insert({
    id,
    author_id: author.id,
    title: parsed.output.title,
    content: parsed.output.content,
    tags: parsed.output.tags,
    upvotes: 0,
    view_count: 0,
    comment_count: 0,
    is_pinned: false,
    is_hidden: false,
    author_name: author.name,
    author_avatar_url: author.avatarUrl ?? null,
    created_at: getNow(),
    server_xid: null,
    server_modified: null,
  });
  return { ok: true, value: { id } };
}

/** Authors edit their own discussion's words (the server refuses anyone else). */
export async function editDiscussion(db: MaarifaDatabase, userId: string | null, discussionId: string, input: DiscussionFormInput): Promise<CommandResult<{ id: string }>> {
  if (!userId) return fail(t(errors.notLoggedIn));
  const doc = await db.discussions.findOne(discussionId).exec();
  if (!doc) return fail(t(errors.notFound));
  if (doc.author_id !== userId) return fail(t(errors.notAllowed));
  const parsed = v.safeParse(discussionFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  await doc.incrementalPatch({ title: parsed.output.title, content: parsed.output.content, tags: parsed.output.tags });
  return { ok: true, value: { id: discussionId } };
}

/** A deleted discussion is a soft delete: it leaves every device, and its XP is taken back by the server. */
export async function deleteDiscussion(db: MaarifaDatabase, userId: string | null, discussionId: string): Promise<CommandResult<{ id: string }>> {
  if (!userId) return fail(t(errors.notLoggedIn));
  const doc = await db.discussions.findOne(discussionId).exec();
  if (!doc) return fail(t(errors.notFound));
  if (doc.author_id !== userId) return fail(t(errors.notAllowed));
  await doc.remove();
  return { ok: true, value: { id: discussionId } };
}

/** Admins and superadmins pin, unpin and hide; the server keeps the flags for everyone else. */
export async function moderateDiscussion(
  db: MaarifaDatabase,
  isModerator: boolean,
  discussionId: string,
  change: { is_pinned?: boolean; is_hidden?: boolean },
): Promise<CommandResult<{ id: string }>> {
  if (!isModerator) return fail(t(errors.moderatorsOnly));
  const doc = await db.discussions.findOne(discussionId).exec();
  if (!doc) return fail(t(errors.notFound));
  await doc.incrementalPatch(change);
  return { ok: true, value: { id: discussionId } };
}

export async function addComment(db: MaarifaDatabase, author: Author | null, discussionId: string, input: CommentFormInput): Promise<CommandResult<{ id: string }>> {
  if (!author) return fail(t(errors.notLoggedIn));
  const parsed = v.safeParse(commentFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const id = crypto.randomUUID();
  await db.discussion_comments.insert({
    id,
    discussion_id: discussionId,
    author_id: author.id,
    content: parsed.output.content,
    author_name: author.name,
    author_avatar_url: author.avatarUrl ?? null,
    is_hidden: false,
    created_at: getNow(),
    updated_at: null,
    server_xid: null,
    server_modified: null,
  });
  return { ok: true, value: { id } };
}

export async function editComment(db: MaarifaDatabase, userId: string | null, commentId: string, input: CommentFormInput): Promise<CommandResult<{ id: string }>> {
  if (!userId) return fail(t(errors.notLoggedIn));
  const doc = await db.discussion_comments.findOne(commentId).exec();
  if (!doc) return fail(t(errors.notFound));
  if (doc.author_id !== userId) return fail(t(errors.notAllowed));
  const parsed = v.safeParse(commentFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  await doc.incrementalPatch({ content: parsed.output.content });
  return { ok: true, value: { id: commentId } };
}

export async function deleteComment(db: MaarifaDatabase, userId: string | null, commentId: string): Promise<CommandResult<{ id: string }>> {
  if (!userId) return fail(t(errors.notLoggedIn));
  const doc = await db.discussion_comments.findOne(commentId).exec();
  if (!doc) return fail(t(errors.notFound));
  if (doc.author_id !== userId) return fail(t(errors.notAllowed));
  await doc.remove();
  return { ok: true, value: { id: commentId } };
}

/** Admins hide any comment (the server lets them change nothing else of it). */
export async function hideComment(db: MaarifaDatabase, isModerator: boolean, commentId: string): Promise<CommandResult<{ id: string }>> {
  if (!isModerator) return fail(t(errors.moderatorsOnly));
  const doc = await db.discussion_comments.findOne(commentId).exec();
  if (!doc) return fail(t(errors.notFound));
  await doc.incrementalPatch({ is_hidden: true });
  return { ok: true, value: { id: commentId } };
}

/**
 * One vote id per (user, discussion), the same on every device and tab: two taps, two tabs or two phones make one vote,
 * and removing it deletes that row (voting again brings the same row back).
 */
export function getVoteId(userId: string, discussionId: string): Promise<string> {
  return deriveUuid(`maarifa-vote:${userId}:${discussionId}`);
}

/**
 * Upvotes, or takes the upvote back. Not on one's own discussion. Answers whether the user now upvotes it.
 * `want` is what the button showed when it was pressed (Upvote → true): a second press that raced the first (a double click,
 * another tab still showing Upvote) asks for the same state and changes nothing, so it counts once.
 */
export async function toggleUpvote(db: MaarifaDatabase, userId: string | null, discussionId: string, want?: boolean): Promise<CommandResult<{ upvoted: boolean }>> {
  if (!userId) return fail(t(errors.notLoggedIn));
  const discussion = await db.discussions.findOne(discussionId).exec();
  if (!discussion) return fail(t(errors.notFound));
  if (discussion.author_id === userId) return fail(t(errors.ownDiscussionVote));
  const id = await getVoteId(userId, discussionId);
  // A vote written elsewhere under another id (seed data, an older client) is still this user's vote on it.
  const existing = (await db.votes.findOne(id).exec()) ?? (await db.votes.findOne({ selector: { user_id: userId, discussion_id: discussionId } }).exec());
  if (want !== undefined && want === !!existing) return { ok: true, value: { upvoted: want } };
  if (existing) {
    await existing.remove();
    return { ok: true, value: { upvoted: false } };
  }
  // An upsert, not an insert: a second tab voting at the same moment (over the same once-removed vote) writes the same
  // row again instead of failing on a write conflict, so the vote stands in both tabs.
  await db.votes.upsert({ id, discussion_id: discussionId, user_id: userId, created_at: getNow(), server_xid: null, server_modified: null });
  return { ok: true, value: { upvoted: true } };
}

/** Opening a discussion counts a view, once per user; it is recorded with the next sync round. */
export async function recordView(db: MaarifaDatabase, discussionId: string): Promise<void> {
  await noteDiscussionView(db, discussionId);
}
