// The columns the server keeps itself, per table: the device never sends them and never counts a difference in them as a conflict.
// The database holds the same list in `private.server_kept_columns` (read by sync_push); a test keeps the two equal.

/** '*' applies to every synced table. */
export const SERVER_KEPT_COLUMNS = {
  '*': ['_modified', '_xid'],
  profiles: ['email', 'rating', 'xp_total', 'level', 'roles'],
  courses: ['total_students', 'total_duration', 'average_rating', 'instructor_name', 'instructor_avatar_url', 'updated_at'],
  lesson_progress: ['course_id'],
  discussions: ['upvotes', 'view_count', 'comment_count', 'author_name', 'author_avatar_url', 'updated_at'],
  discussion_comments: ['author_name', 'author_avatar_url', 'updated_at'],
  tech_connections: ['updated_at'],
  instructor_applications: ['status', 'review_note', 'reviewed_by', 'reviewed_at'],
  affiliate_applications: ['status', 'review_note', 'reviewed_by', 'reviewed_at'],
} as const satisfies Record<string, readonly string[]>;

/** How the device names the server's bookkeeping columns (RxDB reserves `_`-prefixed fields). */
export const LOCAL_SERVER_FIELDS = { _xid: 'server_xid', _modified: 'server_modified' } as const;

const cache = new Map<string, ReadonlySet<string>>();

/** Server-kept columns of a table, under both their server and their local names. */
export function getServerKeptColumns(table: string): ReadonlySet<string> {
  let columns = cache.get(table);
  if (!columns) {
    const own = (SERVER_KEPT_COLUMNS as Record<string, readonly string[]>)[table] ?? [];
    columns = new Set([...SERVER_KEPT_COLUMNS['*'], ...Object.values(LOCAL_SERVER_FIELDS), ...own]);
    cache.set(table, columns);
  }
  return columns;
}
