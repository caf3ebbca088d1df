// Moderation on /dashboard/admin: the newest discussions and comments, read online (the last list seen kept per user
// for offline visits), hidden or pinned by an admin through moderate_content (queued as an admin decision; the server
// lets only admins change is_hidden and is_pinned, audits each change; devices learn it on their next pull).
import * as v from 'valibot';
import type { AdminAction, QueuedAdminAction } from '../../../db/index.ts';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

const itemSchema = v.variant('kind', [
  v.object({ kind: v.literal('discussion'), id: v.string(), title: v.string(), author: v.string(), created_at: v.string(), is_hidden: v.boolean(), is_pinned: v.boolean() }),
  v.object({ kind: v.literal('comment'), id: v.string(), title: v.string(), author: v.string(), created_at: v.string(), is_hidden: v.boolean() }),
]);
export type ModerationItem = v.InferOutput<typeof itemSchema>;

const storedSchema = v.object({ savedAt: v.string(), items: v.array(itemSchema) });
const storageKey = (userId: string) => `maarifa.admin.moderation.${userId}`;

export function readLastSeenItems(userId: string, storage?: Pick<Storage, 'getItem'>): v.InferOutput<typeof storedSchema> | null {
  return readStoredJson(storageKey(userId), storedSchema, storage);
}

export function saveLastSeenItems(userId: string, items: ModerationItem[], storage?: Pick<Storage, 'setItem' | 'removeItem'>): void {
  writeStoredJson(storageKey(userId), { savedAt: new Date().toISOString(), items }, storage);
}

export function moderationAction(item: ModerationItem, flag: 'is_hidden' | 'is_pinned', value: boolean): AdminAction {
  return { name: 'moderate_content', args: { target_table: item.kind === 'discussion' ? 'discussions' : 'discussion_comments', target_id: item.id, flag, value } };
}

/** The item as it will be once its waiting moderation is delivered. */
export function itemAfter(item: ModerationItem, queued: readonly QueuedAdminAction[]): ModerationItem {
  let result = item;
  for (const entry of queued) {
    if (entry.status !== 'pending' || entry.action.name !== 'moderate_content') continue;
    const { flag, value } = entry.action.args;
    if (flag === 'is_hidden') result = { ...result, is_hidden: value };
    else if (result.kind === 'discussion') result = { ...result, is_pinned: value };
  }
  return result;
}

type DiscussionRow = { id: string; title: string; author_name: string | null; created_at: string; is_hidden: boolean; is_pinned: boolean };
type CommentRow = { id: string; content: string; author_name: string | null; created_at: string; is_hidden: boolean };

/** Both lists merged, newest first. */
export function mergeModerationItems(discussions: DiscussionRow[], comments: CommentRow[]): ModerationItem[] {
  const items: ModerationItem[] = [
    ...discussions.map((d) => ({ kind: 'discussion' as const, id: d.id, title: d.title, author: d.author_name ?? '', created_at: d.created_at, is_hidden: d.is_hidden, is_pinned: d.is_pinned })),
    ...comments.map((c) => ({ kind: 'comment' as const, id: c.id, title: c.content.length > 140 ? `${c.content.slice(0, 140)}…` : c.content, author: c.author_name ?? '', created_at: c.created_at, is_hidden: c.is_hidden })),
  ];
  return items.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function fetchModerationItems(limit = 20): Promise<ModerationItem[]> {
  const client = await loadSupabaseClient();
  const [discussions, comments] = await Promise.all([
    client.from('discussions').select('id,title,author_name,created_at,is_hidden,is_pinned').eq('_deleted', false).order('created_at', { ascending: false }).limit(limit),
    client.from('discussion_comments').select('id,content,author_name,created_at,is_hidden').eq('_deleted', false).order('created_at', { ascending: false }).limit(limit),
  ]);
  if (discussions.error) throw new Error(discussions.error.message);
  if (comments.error) throw new Error(comments.error.message);
  return mergeModerationItems((discussions.data ?? []) as DiscussionRow[], (comments.data ?? []) as CommentRow[]);
}
