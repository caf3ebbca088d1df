// One RxDB replication per synced collection, whose pull and push handlers go through the shared request batcher.
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { WithDeleted } from 'rxdb';
import { SYNCED_COLLECTIONS, getCollectionTables, getDocTable, type SyncedCollectionName } from '../collections.ts';
import type { MaarifaDatabase } from '../database.ts';
import type { SyncNotes } from './conflict-handler.ts';
import { getChangeKey, type CollectionCheckpoint, type PullCheckpoint, type PushChange, type PushRejection, type PushResponse } from './protocol-types.ts';
import type { RequestBatcher } from './request-batcher.ts';
import { isDeepEqual, mapDocToServerRow, mapServerRowToDoc, maskCredentials, type LocalDoc } from './row-mapping.ts';

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
  // The answer names the drafts' new versions; an older server's does not, and then they are read.
  const versions: Record<string, number> = {};
  for (const id of publishLater.keys()) {
    const applied = response.applied.get(getChangeKey('courses', id));
    if (applied) versions[id] = applied.xid;
  }
  const unknown = [...publishLater.keys()].filter((id) => versions[id] === undefined);
  if (unknown.length > 0) Object.assign(versions, await batcher.runGated((rpc) => rpc.readVersions('courses', unknown)));
  const secondStep = [...publishLater.values()]
    .filter((change) => versions[change.row.id] !== undefined)
    .map((change) => ({ ...change, base_xid: versions[change.row.id]! }));
  // Until the second step lands, the server holds a draft: its version must not pass for the published one.
  for (const change of publishLater.values()) response.applied.delete(getChangeKey('courses', change.row.id));
  if (secondStep.length === 0) return response;
  const published = await batcher.push(secondStep);
  return {
    conflicts: [...response.conflicts, ...published.conflicts],
    rejected: [...response.rejected, ...published.rejected],
    applied: new Map([...response.applied, ...published.applied]),
  };
}

/**
 * The server version a local edit is based on: RxDB's last known server state of the row, or, for a document carried
 * over by the upgrade to data layer v2 (its new collection's replication starts afresh), the old replication's, or
 * else the version the document itself last received from the server.
 */
function getBaseXid(doc: WithDeleted<LocalDoc>, assumed: Record<string, unknown> | undefined): number | null {
  const base = assumed ? assumed.server_xid : doc.server_xid;
  return typeof base === 'number' ? base : null;
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

export type CollectionReplication = RxReplicationState<LocalDoc, CollectionCheckpoint>;

/** A checkpoint stored before collections held several tables was the one table's own. */
function readCheckpoint(tables: string[], checkpoint: CollectionCheckpoint | PullCheckpoint | undefined): CollectionCheckpoint {
  if (!checkpoint) return {};
  if (tables.length === 1 && typeof (checkpoint as PullCheckpoint).xid === 'number') return { [tables[0]!]: checkpoint as PullCheckpoint };
  return checkpoint as CollectionCheckpoint;
}

export function replicateMaarifaCollection(options: CollectionReplicationOptions): CollectionReplication {
  const { db, name, batcher, notes } = options;
  const collection = db.collections[name];
  const tables = getCollectionTables(name);
  const parentWaits = new Map<string, number>();

  return replicateRxCollection<LocalDoc, CollectionCheckpoint>({
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
      async handler(stored) {
        // Each table of the collection is pulled from its own checkpoint; the batcher puts them in one request.
        const checkpoints = readCheckpoint(tables, stored);
        const results = await Promise.all(tables.map((table) => batcher.pull(table, checkpoints[table] ?? null)));
        const next: CollectionCheckpoint = { ...checkpoints };
        const documents = results.flatMap((result, index) => {
          const table = tables[index]!;
          next[table] = result.checkpoint ?? checkpoints[table] ?? null;
          return result.rows.map((row) => mapServerRowToDoc(table, row));
        });
        return { documents, checkpoint: next };
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
            const tableById = new Map<string, string>();
            const assumedById = new Map<string, WithDeleted<LocalDoc>>();
            for (const { newDocumentState, assumedMasterState } of rows) {
              if (assumedMasterState) assumedById.set(newDocumentState.id, assumedMasterState);
              const table = getDocTable(name, newDocumentState);
              const row = mapDocToServerRow(table, newDocumentState);
              // A resolved conflict equal to the server's version has nothing to say to the server.
              if (
                assumedMasterState &&
                isDeepEqual(row, mapDocToServerRow(table, assumedMasterState)) &&
                newDocumentState.server_xid === assumedMasterState.server_xid
              ) {
                continue;
              }
              const base = getBaseXid(newDocumentState, assumedMasterState ?? notes.getCarried(name, newDocumentState.id));
              if (assumedMasterState) notes.forgetCarried(name, newDocumentState.id);
              // A new row is not deleted; leaving that out keeps inserts small. An update always says it.
              if (base === null && row._deleted === false) delete row._deleted;
              changes.push({ table, base_xid: base, row: row as PushChange['row'] });
              localById.set(newDocumentState.id, newDocumentState);
              tableById.set(newDocumentState.id, table);
            }
            if (changes.length === 0) return [];

            // The batcher answers only once the server did: a failed request is held and sent again.
            const response = name === 'courses' ? await pushCourses(batcher, changes) : await batcher.push(changes);

            // Each applied row's new version is handed back as the server's state: the device bases its next edit on
            // it (and shows the server-kept fields) without pulling the row again.
            const masterStates: WithDeleted<LocalDoc>[] = [];
            for (const [id, local] of localById) {
              const applied = response.applied.get(getChangeKey(tableById.get(id)!, id));
              if (!applied) continue;
              notes.noteApplied(name, id, local);
              const master: Record<string, unknown> = { ...local, server_xid: applied.xid, server_modified: applied.modified };
              for (const [column, value] of Object.entries(applied.kept)) if (column in local) master[column] = value;
              // The device keeps a secret only until the server has it, then its mask, as a pull would bring.
              if (tableById.get(id) === 'tech_connections') master.credentials = maskCredentials(local.credentials);
              masterStates.push(master as WithDeleted<LocalDoc>);
            }

            const losing: WithDeleted<LocalDoc>[] = masterStates;
            for (const conflict of response.conflicts) {
              notes.noteRefusal(name, conflict.id, { reason: 'conflict', code: null, message: null, serverRowMissing: conflict.row === null });
              losing.push(toServerState(conflict.id, conflict.table, conflict.row));
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
              losing.push(known ?? toServerState(rejection.id, rejection.table, rejection.row));
            }
            // Re-sending the whole batch is safe: the server counts an identical row as applied.
            if (waitForParent) throw new ParentNotYetSyncedError(`${name}: a parent row has not reached the server yet`);
            return losing;

            function toServerState(id: string, table: string, row: Parameters<typeof mapServerRowToDoc>[1] | null): WithDeleted<LocalDoc> {
              if (row) return mapServerRowToDoc(table, row);
              // No visible server row: the server's "version" is absence, i.e. deleted locally.
              const local = localById.get(id);
              return { ...(local as LocalDoc), _deleted: true } as WithDeleted<LocalDoc>;
            }
          },
        }
      : undefined,
  });
}
