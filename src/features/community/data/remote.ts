// On-demand online reads (ARCHITECTURE §3 rule 5): discussions older than what the device keeps, read with the user's client.
import type { DiscussionDoc } from '../../../db';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

const COLUMNS = 'id,author_id,title,content,tags,upvotes,view_count,comment_count,is_pinned,is_hidden,author_name,author_avatar_url,created_at';

/** Visible discussions created before `before`, newest first. */
export async function fetchOlderDiscussions(before: string, limit = 20): Promise<DiscussionDoc[]> {
  const { data, error } = await (await loadSupabaseClient())
    .from('discussions')
    .select(COLUMNS)
    .eq('is_hidden', false)
    .lt('created_at', before)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new Error(error.message);
  return ((data ?? []) as DiscussionDoc[]).map((d) => ({ ...d, server_xid: null, server_modified: null }));
}

/** One discussion straight from the server (one the device does not keep); null when absent or hidden. */
export async function fetchDiscussion(id: string): Promise<DiscussionDoc | null> {
  const { data, error } = await (await loadSupabaseClient()).from('discussions').select(COLUMNS).eq('id', id).eq('is_hidden', false).maybeSingle();
  if (error) throw new Error(error.message);
  return (data as DiscussionDoc | null) ?? null;
}
