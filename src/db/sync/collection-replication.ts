// One RxDB replication per synced collection, whose pull and push handlers go through the shared request batcher.
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { WithDeleted } from 'rxdb';
import { SYNCED_COLLECTIONS, type SyncedCollectionName } from '../collections.ts';
import type { MaarifaDatabase } from '../database.ts';
import type { SyncNotes } from './conflict-handler.ts';
import type { PullCheckpoint, PushChange, PushRejection, PushResponse } from './protocol-types.ts';
import type { RequestBatcher } from './request-batcher.ts';
import { isDeepEqual, mapDocToServerRow, mapServerRowToDoc, type LocalDoc } from './row-mapping.ts';

/** A change refused because rows it needs are not on the server yet: retried, up to this many times. */
const MAX_PARENT_WAITS = 3;

/** Its parent (23503) or, for a course being published, its first module (23514) has not arrived yet. */
function isWaitingForOtherRows(table: string, rejection: PushRejection): boolean {
  if (rejection.code === '23503') return true;
  return table === 'courses' && rejection.code === '23514' && /module/i.test(rejection.message ?? '');
}

/**
 * A course created and published offline cannot reach the server in one step: the server
 * refuses a published course without modules, and the modules need the course first. So it is
 * inserted as a draft (its modules follow in the same batch) and published right after, based
 * on the version the insert produced.
 */
async function pushCourses(batcher: RequestBatcher, changes: PushChange[]): Promise<PushResponse> {
  const publishLater = new Map<string, PushChange>();
  const firstStep = changes.map((change) => {
    if (change.base_xid !== null || change.row.status !== 'published') return change;
    publishLater.set(change.row.id, change);
    return { ...change, row: { ...change.row, status: 'draft' } };
  });
  const response = await batcher.push(firstStep);
  for (const refused of [...response.conflicts, ...response.rejected]) publishLater.delete(refused.id);
  if (publishLater.size === 0) return response;
  const versions = await batcher.runGated((rpc) => rpc.readVersions('courses', [...publishLater.keys()]));
  const secondStep = [...publishLater.values()]
    .filter((change) => versions[change.row.id] !== undefined)
    .map((change) => ({ ...change, base_xid: versions[change.row.id]! }));
  if (secondStep.length === 0) return response;
  const published = await batcher.push(secondStep);
  return { conflicts: [...response.conflicts, ...published.conflicts], rejected: [...response.rejected, ...published.rejected] };
}

export class ParentNotYetSyncedError extends Error {
  override readonly name = 'ParentNotYetSyncedError';
}

export type CollectionReplicationOptions = {
  db: MaarifaDatabase;
  name: SyncedCollectionName;
  batcher: RequestBatcher;
  notes: SyncNotes;
  identifier: string;
  pushBatchSize: number;
  pullBatchSize: number;
  /** Resolves when the debounced push window opens; every collection shares it, so their pushes share a request. */
  waitBeforePersist: () => Promise<void>;
};

export type CollectionReplication = RxReplicationState<LocalDoc, PullCheckpoint>;

export function replicateMaarifaCollection(options: CollectionReplicationOptions): CollectionReplication {
  const { db, name, batcher, notes } = options;
  const collection = db.collections[name];
  const parentWaits = new Map<string, number>();

  return replicateRxCollection<LocalDoc, PullCheckpoint>({
    collection: collection as never,
    replicationIdentifier: `${options.identifier}:${name}`,
    live: true,
    // Network failures never reach RxDB (the batcher holds the calls); this only paces the retry
    // of a batch whose parent rows had not reached the server yet.
    retryTime: 1000,
    autoStart: false,
    waitForLeadership: true,
    // The engine decides when a visible tab syncs (and checks the token first).
    toggleOnDocumentVisible: false,
    pull: {
      batchSize: options.pullBatchSize,
      async handler(checkpoint) {
        const result = await batcher.pull(name, checkpoint ?? null);
        return {
          documents: result.rows.map((row) => mapServerRowToDoc(name, row)),
          checkpoint: result.checkpoint ?? checkpoint,
        };
      },
    },
    push: SYNCED_COLLECTIONS[name].push
      ? {
          // RxDB reads local changes in steps of this size and hands each step to the handler;
          // a large multiple of the request size lets the batcher fill every request.
          batchSize: options.pushBatchSize * Math.max(1, Math.ceil(1000 / options.pushBatchSize)),
          waitBeforePersist: options.waitBeforePersist,
          async handler(rows) {
            const changes: PushChange[] = [];
            const localById = new Map<string, WithDeleted<LocalDoc>>();
            const assumedById = new Map<string, WithDeleted<LocalDoc>>();
            for (const { newDocumentState, assumedMasterState } of rows) {
              if (assumedMasterState) assumedById.set(newDocumentState.id, assumedMasterState);
              const row = mapDocToServerRow(name, newDocumentState);
              // A resolved conflict equal to the server's version has nothing to say to the server.
              if (
                assumedMasterState &&
                isDeepEqual(row, mapDocToServerRow(name, assumedMasterState)) &&
                newDocumentState.server_xid === assumedMasterState.server_xid
              ) {
                continue;
              }
              const baseXid = assumedMasterState?.server_xid;
              changes.push({ table: name, base_xid: typeof baseXid === 'number' ? baseXid : null, row: row as PushChange['row'] });
              localById.set(newDocumentState.id, newDocumentState);
            }
            if (changes.length === 0) return [];

            // The batcher answers only once the server did: a failed request is held and sent again.
            const response = name === 'courses' ? await pushCourses(batcher, changes) : await batcher.push(changes);

            const losing: WithDeleted<LocalDoc>[] = [];
            for (const conflict of response.conflicts) {
              notes.noteRefusal(name, conflict.id, { reason: 'conflict', code: null, message: null, serverRowMissing: conflict.row === null });
              losing.push(toServerState(conflict.id, conflict.row));
            }
            let waitForParent = false;
            for (const rejection of response.rejected) {
              if (isWaitingForOtherRows(name, rejection)) {
                const waits = (parentWaits.get(rejection.id) ?? 0) + 1;
                parentWaits.set(rejection.id, waits);
                if (waits <= MAX_PARENT_WAITS) {
                  waitForParent = true;
                  continue;
                }
              }
              parentWaits.delete(rejection.id);
              notes.noteRefusal(name, rejection.id, {
                reason: 'rejected',
                code: rejection.code,
                message: rejection.message,
                serverRowMissing: rejection.row === null && !(rejection.unsent && assumedById.has(rejection.id)),
              });
              // A change the device could not send leaves the server's version as the device last knew it.
              const known = rejection.unsent ? assumedById.get(rejection.id) : undefined;
              losing.push(known ?? toServerState(rejection.id, rejection.row));
            }
            // Re-sending the whole batch is safe: the server counts an identical row as applied.
            if (waitForParent) throw new ParentNotYetSyncedError(`${name}: a parent row has not reached the server yet`);
            return losing;

            function toServerState(id: string, row: Parameters<typeof mapServerRowToDoc>[1] | null): WithDeleted<LocalDoc> {
              if (row) return mapServerRowToDoc(name, row);
              // No visible server row: the server's "version" is absence, i.e. deleted locally.
              const local = localById.get(id);
              return { ...(local as LocalDoc), _deleted: true } as WithDeleted<LocalDoc>;
            }
          },
        }
      : undefined,
  });
}
