// Reactive reads of community data: RxDB live queries turned into plain objects for React, read models checked with valibot.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import * as v from 'valibot';
import { useLiveDocs, type LiveResult } from '../../../db/live-query.ts';
import type { DiscussionDoc } from '../../../db/schemas/discussions.ts';
import type { DiscussionCommentDoc } from '../../../db/schemas/discussion-comments.ts';
import type { ProfileDoc } from '../../../db/schemas/profiles.ts';
import type { ServerViewDoc } from '../../../db/schemas/server-views.ts';
import type { VoteDoc } from '../../../db/schemas/votes.ts';

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

export function useProfile(userId: string | null | undefined): ProfileDoc | null {
  const query = useMemo<MangoQuery<ProfileDoc>>(() => ({ selector: { id: userId ?? '' } }), [userId]);
  return useLiveDocs('profiles', query).data[0] ?? null;
}

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const communityStatsSchema = v.object({
  members: countSchema,
  active_today: countSchema,
  discussions_this_week: countSchema,
  discussion_count: countSchema,
  top_tags: v.array(v.object({ tag: v.string(), count: countSchema })),
});
export type CommunityStats = v.InferOutput<typeof communityStatsSchema>;

const entrySchema = v.object({
  user_id: v.string(),
  full_name: v.nullable(v.string()),
  avatar_url: v.nullish(v.string()),
  level: v.number(),
  country: v.nullish(v.string()),
  points: v.number(),
  rank: v.number(),
});
export type LeaderboardEntry = v.InferOutput<typeof entrySchema>;
const placeSchema = v.nullable(v.object({ rank: v.number(), points: v.number() }));
const periodSchema = v.object({ week: v.nullish(v.array(entrySchema), []), all_time: v.nullish(v.array(entrySchema), []) });

export const leaderboardSchema = v.object({
  by_xp: periodSchema,
  by_contribution: periodSchema,
  me: v.optional(v.object({ by_xp: v.object({ week: placeSchema, all_time: placeSchema }) })),
});
export type Leaderboard = v.InferOutput<typeof leaderboardSchema>;

/** One read model by name, its data checked against the shape this screen reads; null when absent or not of that shape. */
function useServerView<T>(name: string, schema: v.GenericSchema<unknown, T>): { data: T | null; loading: boolean } {
  const query = useMemo<MangoQuery<ServerViewDoc>>(() => ({ selector: { name } }), [name]);
  const result = useLiveDocs('server_views', query);
  const data = useMemo(() => {
    const doc = result.data[0];
    if (!doc) return null;
    const parsed = v.safeParse(schema, doc.data);
    return parsed.success ? parsed.output : null;
  }, [result.data, schema]);
  return { data, loading: result.loading };
}

export function useCommunityStats() {
  return useServerView('community_stats', communityStatsSchema);
}

export function useLeaderboard() {
  return useServerView('leaderboard', leaderboardSchema);
}
