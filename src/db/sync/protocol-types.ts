// TypeScript shapes of the wire contract in PROTOCOL.md (`sync_pull`, `sync_push`).
import type { ServerRow } from './row-mapping.ts';

/** `epoch` names the server's history; a checkpoint from another one makes the server answer from the start (`reset`). */
export type PullCheckpoint = { xid: number; id: string; epoch?: string };
export type PullRequestCheckpoints = Record<string, PullCheckpoint | null>;
export type PullTableResult = { rows: ServerRow[]; checkpoint: PullCheckpoint | null; more: boolean; reset?: boolean };
export type PullResponse = Record<string, PullTableResult>;

export type PushChange = { table: string; base_xid: number | null; row: Record<string, unknown> & { id: string } };
export type PushConflict = { table: string; id: string; row: ServerRow | null };
/** `unsent`: the device gave up sending this change (too large); the server never saw it, so its row is unknown, not absent. */
export type PushRejection = { table: string; id: string; code: string | null; message: string | null; row: ServerRow | null; unsent?: boolean };
export type PushResponse = { conflicts: PushConflict[]; rejected: PushRejection[] };

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
