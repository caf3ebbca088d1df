// TypeScript shapes of the wire contract in PROTOCOL.md (`sync_pull`, `sync_push`).
import type { ServerRow } from './row-mapping.ts';

export type PullCheckpoint = { xid: number; id: string };
export type PullRequestCheckpoints = Record<string, PullCheckpoint | null>;
export type PullTableResult = { rows: ServerRow[]; checkpoint: PullCheckpoint | null; more: boolean };
export type PullResponse = Record<string, PullTableResult>;

export type PushChange = { table: string; base_xid: number | null; row: Record<string, unknown> & { id: string } };
export type PushConflict = { table: string; id: string; row: ServerRow | null };
export type PushRejection = { table: string; id: string; code: string | null; message: string | null; row: ServerRow | null };
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

/** Thrown instead of sending when there is no valid access token, or the server refused it (401). */
export class SyncAuthError extends Error {
  override readonly name = 'SyncAuthError';
}
