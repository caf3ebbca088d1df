// The network seam of the engine: calls `sync_pull` / `sync_push` with the user's access token, never the anon key.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminAction } from '../admin-actions.ts';
import {
  SyncAuthError,
  SyncNetworkError,
  SyncServerError,
  SyncTooLargeError,
  type PullRequestCheckpoints,
  type PullResponse,
  type PushAnswer,
  type PushChange,
} from './protocol-types.ts';

export type SyncRpc = {
  pull(checkpoints: PullRequestCheckpoints, batchSize: number): Promise<PullResponse>;
  push(changes: PushChange[]): Promise<PushAnswer>;
  /** Records that the caller opened these discussions (the server counts each user once per discussion). */
  recordViews(discussionIds: string[]): Promise<void>;
  /** The current server version (`_xid`) of some rows; rows the caller cannot see are missing. */
  readVersions(table: string, ids: string[]): Promise<Record<string, number>>;
  /** Sends one queued admin decision; a refusal throws SyncServerError with the server's reason. */
  callAction(action: AdminAction): Promise<unknown>;
};

/**
 * `getAccessToken` returns a token the engine believes valid, or throws SyncAuthError. The token
 * is set as the Authorization header explicitly, because supabase-js would otherwise fall back
 * to the anon key whenever it has no session.
 */
export function createSyncRpc(
  supabase: SupabaseClient,
  getAccessToken: () => Promise<string>,
  /** A request with no answer after this long is given up (and, for a push, split). */
  requestTimeoutMs = 60_000,
  /** Names this device's database, so that pulls leave out the rows its own pushes wrote (docs/sync-protocol.md). */
  getDeviceId: () => Promise<string | null> = async () => null,
): SyncRpc {
  async function callRpc<T>(name: 'sync_pull' | 'sync_push' | 'record_discussion_views' | AdminAction['name'], args: Record<string, unknown>): Promise<T> {
    const token = await getAccessToken();
    let result: { data: unknown; error: { message: string; code?: string } | null; status: number };
    try {
      result = await supabase.rpc(name, args).setHeader('Authorization', `Bearer ${token}`).abortSignal(AbortSignal.timeout(requestTimeoutMs));
    } catch (error) {
      if (isTimeout(error)) throw new SyncTooLargeError(`No answer within ${requestTimeoutMs / 1000} s`, null);
      throw new SyncNetworkError(error instanceof Error ? error.message : String(error));
    }
    if (result.error) {
      if (result.status === 401 || result.error.code === 'PGRST301' || result.error.code === 'PGRST303') {
        throw new SyncAuthError(result.error.message);
      }
      if (isTooLargeOrSlow(result.status, result.error.code)) throw new SyncTooLargeError(result.error.message, result.status);
      // postgrest-js reports a failed fetch as status 0 rather than throwing.
      if (!result.status || result.status === 0) {
        if (/TimeoutError|timed out|signal timed out/i.test(result.error.message)) {
          throw new SyncTooLargeError(`No answer within ${requestTimeoutMs / 1000} s`, null);
        }
        throw new SyncNetworkError(result.error.message);
      }
      throw new SyncServerError(result.error.message, result.status);
    }
    return result.data as T;
  }

  async function readVersions(table: string, ids: string[]): Promise<Record<string, number>> {
    const token = await getAccessToken();
    let result: { data: { id: string; _xid: number | string }[] | null; error: { message: string; code?: string } | null; status: number };
    try {
      result = await supabase.from(table).select('id,_xid').in('id', ids).setHeader('Authorization', `Bearer ${token}`);
    } catch (error) {
      throw new SyncNetworkError(error instanceof Error ? error.message : String(error));
    }
    if (result.error) {
      if (result.status === 401) throw new SyncAuthError(result.error.message);
      if (!result.status) throw new SyncNetworkError(result.error.message);
      throw new SyncServerError(result.error.message, result.status);
    }
    return Object.fromEntries((result.data ?? []).map((row) => [row.id, Number(row._xid)]));
  }

  return {
    pull: async (checkpoints, batchSize) =>
      callRpc<PullResponse>('sync_pull', withDevice({ checkpoints, batch_size: batchSize }, await getDeviceId())),
    push: async (changes) => callRpc<PushAnswer>('sync_push', withDevice({ changes: groupChanges(changes) }, await getDeviceId())),
    recordViews: async (discussionIds) => {
      await callRpc<number>('record_discussion_views', { discussion_ids: discussionIds });
    },
    readVersions,
    callAction: async (action) => callRpc<unknown>(action.name, action.args),
  };
}

function withDevice(args: Record<string, unknown>, deviceId: string | null): Record<string, unknown> {
  return deviceId ? { ...args, device_id: deviceId } : args;
}

/**
 * The wire form of a push: consecutive changes of one table share an item `{ table, rows, base_xids? }`, and
 * `base_xids` is left out when every row is new. Order is kept, so parents still precede children.
 */
export function groupChanges(changes: PushChange[]): { table: string; rows: PushChange['row'][]; base_xids?: (number | null)[] }[] {
  const groups: { table: string; rows: PushChange['row'][]; base_xids: (number | null)[] }[] = [];
  for (const change of changes) {
    let group = groups[groups.length - 1];
    if (!group || group.table !== change.table) {
      group = { table: change.table, rows: [], base_xids: [] };
      groups.push(group);
    }
    group.rows.push(change.row);
    group.base_xids.push(change.base_xid);
  }
  return groups.map(({ table, rows, base_xids }) => (base_xids.every((xid) => xid === null) ? { table, rows } : { table, rows, base_xids }));
}

/** 413 Payload Too Large, 408 Request Timeout, 504 Gateway Timeout, or Postgres' statement timeout (57014). */
export function isTooLargeOrSlow(status: number, code: string | undefined): boolean {
  return status === 413 || status === 408 || status === 504 || code === '57014';
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
