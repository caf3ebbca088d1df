// Commands and hook for the conflicts list: the user's losing versions, to re-apply over the server's version or dismiss.
import { useMemo } from 'react';
import { isSyncedCollectionName } from './collections.ts';
import type { MaarifaDatabase } from './database.ts';
import type { ConflictDoc } from './schemas/conflicts.ts';
import { useLiveDocs } from './live-query.ts';
import { pickServerKeptFields } from './sync/row-mapping.ts';


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
  // Server-kept fields come from the current version, so the push is based on it and says nothing about them.
  if (current) Object.assign(next, pickServerKeptFields(conflict.collection_name, current.toMutableJSON()));
  await collection.upsert(next);
  await conflict.remove();
}

export async function dismissConflict(db: MaarifaDatabase, conflictId: string): Promise<void> {
  const conflict = await db.conflicts.findOne(conflictId).exec();
  if (conflict) await conflict.remove();
}

/** Newest first. */
export function useConflicts(): { conflicts: ConflictDoc[]; loading: boolean } {
  const query = useMemo(() => ({ selector: {}, sort: [{ created_at: 'desc' as const }] }), []);
  const { data, loading } = useLiveDocs('conflicts', query);
  return { conflicts: data, loading };
}
