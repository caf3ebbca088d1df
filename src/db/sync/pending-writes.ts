// Counts local writes the server has not accepted yet, from RxDB's replication state (survives reloads, unlike an in-memory tally).
import { getAssumedMasterState, getChangedDocumentsSince, getLastCheckpointDoc, writeDocToDocState } from 'rxdb';
import type { SyncedCollectionName } from '../collections.ts';
import type { MaarifaDatabase } from '../database.ts';
import type { CollectionReplication } from './collection-replication.ts';

/** Ids of documents whose local version differs from the last version known to be on the server. */
export async function listUnpushedDocumentIds(replication: CollectionReplication, limit = 10_000): Promise<string[]> {
  const state = replication.internalReplicationState;
  if (!state || !replication.push) return [];
  const checkpoint = await getLastCheckpointDoc(state, 'up');
  const { documents } = await getChangedDocumentsSince(state.input.forkInstance, limit, checkpoint);
  if (documents.length === 0) return [];
  const ids = documents.map((doc) => doc.id);
  const assumed = await getAssumedMasterState(state, ids);
  return documents
    .filter((doc) => {
      const known = assumed[doc.id];
      return !known || !state.input.conflictHandler.isEqual(known.docData, writeDocToDocState(doc, false, false), 'maarifa-pending-count');
    })
    .map((doc) => doc.id);
}

/**
 * Keys (`collection:id`, `outbox:id`) of every local write and queued submission the server has not accepted, read
 * from storage. Replication state exists only once a replication started; `startIdle` starts the ones that have not
 * (signed out, nothing leaves: the batcher's gate is closed) so that their writes can be counted.
 */
export async function listUnsentKeys(
  db: MaarifaDatabase,
  replications: ReadonlyMap<SyncedCollectionName, CollectionReplication>,
  isStopped: () => boolean,
  startIdle = false,
): Promise<string[]> {
  const keys: string[] = [];
  for (const [name, replication] of replications) {
    if (startIdle && !replication.internalReplicationState && !isStopped()) await replication.start();
    for (const id of await listUnpushedDocumentIds(replication)) keys.push(`${name}:${id}`);
  }
  const outbox = db.collections.outbox;
  // A noted view is not the user's work: it is neither counted nor kept back from a sign-out.
  if (outbox) for (const entry of await outbox.find({ selector: { status: 'pending', kind: { $ne: 'discussion_view' } } }).exec()) keys.push(`outbox:${entry.id}`);
  return keys;
}

/** What a sign-out now would delete: unsent writes and submissions, refused submissions, and losing versions in the conflicts list. */
export async function countUnsentWork(
  db: MaarifaDatabase,
  replications: ReadonlyMap<SyncedCollectionName, CollectionReplication>,
  isStopped: () => boolean,
): Promise<number> {
  const unsent = await listUnsentKeys(db, replications, isStopped, true);
  const conflicts = db.collections.conflicts;
  const failed = db.collections.outbox ? await db.collections.outbox.count({ selector: { status: 'failed' } }).exec() : 0;
  return unsent.length + failed + (conflicts ? await conflicts.count().exec() : 0);
}
