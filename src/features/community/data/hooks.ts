// Reactive reads of community data: RxDB live queries turned into plain objects for React, read models checked with valibot.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { useLiveDocs, type LiveResult, type DiscussionDoc, type DiscussionCommentDoc, type VoteDoc } from '../../../db/index.ts';

/** Every visible discussion the device keeps, pinned first, then newest first. */
export function useDiscussions(): LiveResult<DiscussionDoc[]> {
  const query = useMemo<MangoQuery<DiscussionDoc>>(() => ({ selector: { is_hidden: false }, sort: [{ created_at: 'desc' }] }), []);
  const result = useLiveDocs('discussions', query);
  const data = useMemo(() => sortPinnedFirst(result.data), [result.data]);
  return { ...result, data };
}

/** Pinned discussions first; within each group the order given (newest first). */
export function sortPinnedFirst(discussions: readonly DiscussionDoc[]): DiscussionDoc[] {
  return [...discussions.filter((d) => d.is_pinned), ...discussions.filter((d) => !d.is_pinned)];
}

/** Per keystroke, on the device: every word typed must appear in the title, content, a tag or the author's name. */
export function filterDiscussions(discussions: readonly DiscussionDoc[], search: string): DiscussionDoc[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...discussions];
  return discussions.filter((d) => {
    const haystack = [d.title, d.content, d.author_name ?? '', ...(d.tags ?? [])].join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Tags by how many discussions carry them, most first. */
export function countTags(discussions: readonly DiscussionDoc[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const d of discussions) for (const tag of d.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

export function useDiscussion(discussionId: string | null | undefined): LiveResult<DiscussionDoc | null> {
  const query = useMemo<MangoQuery<DiscussionDoc>>(() => ({ selector: { id: discussionId ?? '' } }), [discussionId]);
  const result = useLiveDocs('discussions', query);
  return { ...result, data: result.data[0] ?? null };
}

/** A discussion's visible comments, oldest first. */
export function useComments(discussionId: string | null | undefined): LiveResult<DiscussionCommentDoc[]> {
  const query = useMemo<MangoQuery<DiscussionCommentDoc>>(
    () => ({ selector: { discussion_id: discussionId ?? '', is_hidden: false }, sort: [{ created_at: 'asc' }] }),
    [discussionId],
  );
  return useLiveDocs('discussion_comments', query);
}

/** The signed-in user's own vote on a discussion, if any. */
export function useOwnVote(userId: string | null | undefined, discussionId: string | null | undefined): LiveResult<VoteDoc | null> {
  const query = useMemo<MangoQuery<VoteDoc>>(() => ({ selector: { user_id: userId ?? '', discussion_id: discussionId ?? '' } }), [userId, discussionId]);
  const result = useLiveDocs('votes', query);
  return { ...result, data: result.data[0] ?? null };
}

