// Test-only: an in-memory server following docs/sync-protocol.md (xid order, compare-and-swap, outbox inserts), for engine unit tests.
import type { AdminAction } from '../admin-actions.ts';
import { SyncNetworkError, SyncServerError, type PullResponse, type PushAnswer, type PushChange } from './protocol-types.ts';
import type { SyncRpc } from './rpc-client.ts';
import type { ServerRow } from './row-mapping.ts';

const OUTBOX_TABLES = new Set(['instructor_applications', 'affiliate_applications', 'contact_messages']);

export class FakeSyncServer {
  readonly tables = new Map<string, Map<string, ServerRow>>();
  private xid = 100;
  readonly requests: { kind: 'pull' | 'push'; size: number }[] = [];
  /** 'before': fail without applying; 'after': apply, then lose the answer. */
  dropNext: 'before' | 'after' | null = null;
  offline = false;
  /** Admin decisions received, in order; one whose name is in `refuseActions` is refused with that reason. */
  readonly actions: AdminAction[] = [];
  refuseActions = new Map<string, string>();
  /** Push answers carry the new versions (protocol v2); false answers as servers before it did. */
  answersWithVersions = true;
  /** Columns compared for "already applied", like the server's client-writable columns. */
  private static readonly IGNORED = new Set(['_xid', '_modified', 'created_at', 'updated_at']);

  getTable(name: string): Map<string, ServerRow> {
    let table = this.tables.get(name);
    if (!table) {
      table = new Map();
      this.tables.set(name, table);
    }
    return table;
  }

  /** A write made on the server by someone else. */
  writeAsServer(table: string, row: Record<string, unknown> & { id: string }, xid = ++this.xid): void {
    const existing = this.getTable(table).get(row.id);
    const deleted = row._deleted === undefined ? existing?._deleted === true : row._deleted === true;
    this.getTable(table).set(row.id, { ...existing, ...row, _deleted: deleted, _xid: xid, _modified: new Date().toISOString() } as ServerRow);
  }

  createRpc(): SyncRpc {
    return {
      pull: async (checkpoints, batchSize) => {
        this.checkNetwork();
        this.requests.push({ kind: 'pull', size: Object.keys(checkpoints).length });
        const response: PullResponse = {};
        for (const [table, checkpoint] of Object.entries(checkpoints)) {
          const rows = [...this.getTable(table).values()]
            .filter((row) => !checkpoint || Number(row._xid) > checkpoint.xid || (Number(row._xid) === checkpoint.xid && row.id > checkpoint.id))
            .sort((a, b) => Number(a._xid) - Number(b._xid) || a.id.localeCompare(b.id))
            .slice(0, batchSize);
          const last = rows[rows.length - 1];
          response[table] = { rows: structuredClone(rows), checkpoint: last ? { xid: Number(last._xid), id: last.id } : checkpoint, more: rows.length === batchSize };
        }
        return response;
      },
      recordViews: async (ids) => {
        this.checkNetwork();
        for (const id of ids) {
          const row = this.getTable('discussions').get(id);
          if (row) this.writeAsServer('discussions', { ...row, view_count: Number(row.view_count ?? 0) + 1 });
        }
      },
      callAction: async (action) => {
        this.checkNetwork();
        const refusal = this.refuseActions.get(action.name);
        if (refusal) throw new SyncServerError(refusal, 403);
        this.actions.push(structuredClone(action));
        return null;
      },
      readVersions: async (table, ids) => {
        this.checkNetwork();
        const versions: Record<string, number> = {};
        for (const id of ids) {
          const row = this.getTable(table).get(id);
          if (row) versions[id] = Number(row._xid);
        }
        return versions;
      },
      push: async (changes) => {
        this.checkNetwork();
        const drop = this.dropNext;
        this.dropNext = null;
        if (drop === 'before') throw new SyncNetworkError('connection dropped before commit');
        this.requests.push({ kind: 'push', size: changes.length });
        const response = this.applyPush(changes);
        if (drop === 'after') throw new SyncNetworkError('connection dropped after commit');
        return response;
      },
    };
  }

  private checkNetwork(): void {
    if (this.offline) throw new SyncNetworkError('offline');
  }

  private applyPush(changes: PushChange[]): PushAnswer {
    const response: PushAnswer = { conflicts: [], rejected: [] };
    // Every row one call writes carries the call's transaction id, as on the real server.
    const xid = ++this.xid;
    let wrote = false;
    const unchanged: NonNullable<PushAnswer['unchanged']> = [];
    for (const change of changes) {
      const table = this.getTable(change.table);
      const existing = table.get(change.row.id);
      if (OUTBOX_TABLES.has(change.table)) {
        if (!existing) this.writeAsServer(change.table, change.row, xid);
        continue;
      }
      if (existing && this.isSameRow(existing, change.row)) {
        unchanged.push({ table: change.table, id: change.row.id, _xid: Number(existing._xid), _modified: existing._modified ?? null });
        continue;
      }
      if ((!existing && change.base_xid === null) || (existing && Number(existing._xid) === change.base_xid)) {
        this.writeAsServer(change.table, change.row, xid);
        wrote = true;
      } else {
        response.conflicts.push({ table: change.table, id: change.row.id, row: existing ? structuredClone(existing) : null });
      }
    }
    if (!this.answersWithVersions) return response;
    return { ...response, xid: wrote ? xid : null, modified: new Date().toISOString(), kept: {}, unchanged };
  }

  private isSameRow(existing: ServerRow, row: Record<string, unknown>): boolean {
    return Object.entries(row).every(([key, value]) => FakeSyncServer.IGNORED.has(key) || JSON.stringify(existing[key] ?? null) === JSON.stringify(value ?? null));
  }
}
