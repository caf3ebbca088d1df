// Commands and hook for the conflicts list: the user's losing versions, to re-apply over the server's version or dismiss.
import { useMemo } from 'react';
import { useLiveRxQuery, useRxDatabase } from 'rxdb/plugins/react';
import { isSyncedCollectionName } from './collections.ts';
import type { MaarifaDatabase } from './database.ts';
import type { ConflictDoc } from './schemas/conflicts.ts';

/** Fields the server keeps; re-applying never overwrites them, so the push is based on the current server version. */
const KEEP_FROM_CURRENT = ['server_xid', 'server_modified', 'created_at', 'updated_at', 'total_students', 'total_duration', 'average_rating', 'instructor_name', 'instructor_avatar_url', 'author_name', 'author_avatar_url'];

/** Writes the losing version over the current one (which then syncs as a normal edit) and removes the entry. */
export async function reapplyConflict(db: MaarifaDatabase, conflictId: string): Promise<void> {
  const conflict = await db.conflicts.findOne(conflictId).exec();
  if (!conflict) return;
  if (!isSyncedCollectionName(conflict.collection_name)) throw new Error(`Unknown collection ${conflict.collection_name}`);
  const collection = db.collections[conflict.collection_name] as unknown as {
    findOne(id: string): { exec(): Promise<{ toMutableJSON(): Record<string, unknown> } | null> };
    upsert(doc: Record<string, unknown>): Promise<unknown>;
  };
  const current = await collection.findOne(conflict.doc_id).exec();
  const losing = { ...(conflict.local as Record<string, unknown>) };
  delete losing._deleted;
  const next: Record<string, unknown> = current ? { ...current.toMutableJSON(), ...losing } : { ...losing };
  if (current) {
    const currentData = current.toMutableJSON();
    for (const key of KEEP_FROM_CURRENT) if (key in currentData) next[key] = currentData[key];
  }
  await collection.upsert(next);
  await conflict.remove();
}

export async function dismissConflict(db: MaarifaDatabase, conflictId: string): Promise<void> {
  const conflict = await db.conflicts.findOne(conflictId).exec();
  if (conflict) await conflict.remove();
}

/** Newest first. */
export function useConflicts(): { conflicts: ConflictDoc[]; loading: boolean } {
  const db = useRxDatabase() as unknown as MaarifaDatabase;
  const query = useMemo(() => ({ selector: {}, sort: [{ created_at: 'desc' as const }] }), []);
  const { results, loading } = useLiveRxQuery<ConflictDoc>({ collection: db.conflicts as never, query });
  const conflicts = useMemo(() => results.map((doc) => doc.toJSON() as ConflictDoc), [results]);
  return { conflicts, loading };
}
