// TypeScript shapes of the wire contract in docs/sync-protocol.md (`sync_pull`, `sync_push`).
import type { ServerRow } from './row-mapping.ts';

/**
 * `epoch` names the server's history; a checkpoint from another one makes the server answer from the start (`reset`).
 * `server_views` checkpoints also carry the version of each view the device holds, and when the server last computed
 * each hashed view for it (`checked`, opaque to the device: it only sends it back).
 */
export type PullCheckpoint = {
  xid: number;
  id: string;
  epoch?: string;
  since?: number;
  versions?: Record<string, number>;
  checked?: Record<string, { at: number; own: number }>;
};
/** A collection's checkpoint: one per server table it holds. */
export type CollectionCheckpoint = Record<string, PullCheckpoint | null>;
export type PullRequestCheckpoints = Record<string, PullCheckpoint | null>;
export type PullTableResult = { rows: ServerRow[]; checkpoint: PullCheckpoint | null; more: boolean; reset?: boolean };
export type PullResponse = Record<string, PullTableResult>;

export type PushChange = { table: string; base_xid: number | null; row: Record<string, unknown> & { id: string } };
export type PushConflict = { table: string; id: string; row: ServerRow | null };
/** `unsent`: the device gave up sending this change (too large); the server never saw it, so its row is unknown, not absent. */
export type PushRejection = { table: string; id: string; code: string | null; message: string | null; row: ServerRow | null; unsent?: boolean };
/**
 * `sync_push`'s answer (docs/sync-protocol.md). Every row the call wrote carries `xid` as its new `_xid`; `kept` holds the
 * server-kept columns of written rows of tables that have some; `unchanged`, rows counted as applied without a write.
 * Servers before protocol v2 answer only `conflicts` and `rejected`.
 */
export type PushAnswer = {
  conflicts: PushConflict[];
  rejected: PushRejection[];
  xid?: number | string | null;
  modified?: string;
  kept?: Record<string, Record<string, Record<string, unknown>>>;
  unchanged?: { table: string; id: string; _xid: number | string; _modified: string | null; kept?: Record<string, unknown> }[];
};
/** The server's new version of a row it applied: what the device bases its next edit on, with no pull. */
export type AppliedVersion = { xid: number; modified: string | null; kept: Record<string, unknown> };
/** A push as the collections see it: refusals, and the new version of each applied change, by `table:id`. */
export type PushResponse = { conflicts: PushConflict[]; rejected: PushRejection[]; applied: Map<string, AppliedVersion> };

export function getChangeKey(table: string, id: string): string {
  return `${table}:${id}`;
}

/** Thrown when a request could not reach the server or got no answer: nothing is known to have happened. */
export class SyncNetworkError extends Error {
  override readonly name = 'SyncNetworkError';
}

/** Thrown when the server answered with an error status (5xx, 4xx other than auth). */
export class SyncServerError extends Error {
  override readonly name = 'SyncServerError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The server refused a request for its size (413) or gave up on it in time (408, 504, a statement timeout, or no
 * answer within the request timeout): a smaller request may pass.
 */
export class SyncTooLargeError extends Error {
  override readonly name = 'SyncTooLargeError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Thrown instead of sending when there is no valid access token, or the server refused it (401). */
export class SyncAuthError extends Error {
  override readonly name = 'SyncAuthError';
}
