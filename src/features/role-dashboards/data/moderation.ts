// Moderation on /dashboard/admin: the newest discussions and comments, read online, hidden or pinned by an admin
// (the server lets only admins change is_hidden and is_pinned; devices learn the change on their next pull).

export type ModerationItem =
  | { kind: 'discussion'; id: string; title: string; author: string; created_at: string; is_hidden: boolean; is_pinned: boolean }
  | { kind: 'comment'; id: string; title: string; author: string; created_at: string; is_hidden: boolean };

async function getClient() {
  const { getSupabaseClient } = await import('../../../lib/supabase-client.ts');
  return getSupabaseClient();
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
  const client = await getClient();
  const [discussions, comments] = await Promise.all([
    client.from('discussions').select('id,title,author_name,created_at,is_hidden,is_pinned').eq('_deleted', false).order('created_at', { ascending: false }).limit(limit),
    client.from('discussion_comments').select('id,content,author_name,created_at,is_hidden').eq('_deleted', false).order('created_at', { ascending: false }).limit(limit),
  ]);
  if (discussions.error) throw new Error(discussions.error.message);
  if (comments.error) throw new Error(comments.error.message);
  return mergeModerationItems((discussions.data ?? []) as DiscussionRow[], (comments.data ?? []) as CommentRow[]);
}

export async function setModerationFlag(item: ModerationItem, flag: 'is_hidden' | 'is_pinned', value: boolean): Promise<void> {
  const table = item.kind === 'discussion' ? 'discussions' : 'discussion_comments';
  const { error, count } = await (await getClient()).from(table).update({ [flag]: value }, { count: 'exact' }).eq('id', item.id);
  if (error) throw new Error(error.message);
  if (count === 0) throw new Error('Nothing was changed: the item is gone or you may not moderate it.');
}
