// Counts local writes the server has not accepted yet, from RxDB's replication state (survives reloads, unlike an in-memory tally).
import { getAssumedMasterState, getChangedDocumentsSince, getLastCheckpointDoc, writeDocToDocState } from 'rxdb';
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
