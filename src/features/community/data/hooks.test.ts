import { describe, expect, it } from 'vitest';
import type { DiscussionDoc } from '../../../db/schemas/discussions.ts';
import { communityStatsSchema, leaderboardSchema } from '../../../db/server-views.ts';
import { filterDiscussions, sortPinnedFirst } from './hooks.ts';
import * as v from 'valibot';

const base = (over: Partial<DiscussionDoc>): DiscussionDoc =>
  ({ id: 'x', author_id: 'a', title: 'T', content: '', tags: [], upvotes: 0, view_count: 0, comment_count: 0, is_pinned: false, is_hidden: false, author_name: null, author_avatar_url: null, created_at: '2026-01-01', server_xid: 1, server_modified: null, ...over }) as DiscussionDoc;

describe('community reads', () => {
  const list = [
    base({ id: '1', title: 'Solar sizing', content: 'Panels and batteries' }),
    base({ id: '2', title: 'Python group', tags: ['kenya', 'study-group'], is_pinned: true }),
    base({ id: '3', title: 'Freelance', author_name: 'Amina Njoroge' }),
  ];

  it('filters by title, content, tags and author name, every word, case-insensitively', () => {
    expect(filterDiscussions(list, 'sol').map((d) => d.id)).toEqual(['1']);
    expect(filterDiscussions(list, 'BATTERIES').map((d) => d.id)).toEqual(['1']);
    expect(filterDiscussions(list, 'kenya').map((d) => d.id)).toEqual(['2']);
    expect(filterDiscussions(list, 'amina free').map((d) => d.id)).toEqual(['3']);
    expect(filterDiscussions(list, '  ').map((d) => d.id)).toEqual(['1', '2', '3']);
    expect(filterDiscussions(list, 'nothing')).toEqual([]);
  });

  it('puts pinned discussions first and keeps the order otherwise', () => {
    expect(sortPinnedFirst(list).map((d) => d.id)).toEqual(['2', '1', '3']);
  });

  it('reads the server read models only in the shape the screen expects', () => {
    expect(v.safeParse(communityStatsSchema, { members: 3, active_today: 1, discussions_this_week: 2, discussion_count: 9, top_tags: [{ tag: 'solar', count: 2 }] }).success).toBe(true);
    expect(v.safeParse(communityStatsSchema, { members: 'many' }).success).toBe(false);
    const entry = { user_id: 'u', full_name: null, avatar_url: null, level: 2, country: null, points: 120, rank: 1 };
    expect(v.safeParse(leaderboardSchema, { by_xp: { week: [entry], all_time: null }, by_contribution: { week: [], all_time: [] }, me: { by_xp: { week: null, all_time: { rank: 1, points: 120 } } } }).success).toBe(true);
  });
});
