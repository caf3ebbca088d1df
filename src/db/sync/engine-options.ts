// The sync engine's public contract: the options `startSync` takes (each with its default) and the handle it returns.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MaarifaDatabase } from '../database.ts';
import type { SyncRpc } from './rpc-client.ts';
import type { SyncStatusStore } from './sync-status-store.ts';

export type StartSyncOptions = {
  db: MaarifaDatabase;
  supabase: SupabaseClient;
  /** Most changes per `sync_push` request. Default 100. */
  pushBatchSize?: number;
  /** Most rows per table per `sync_pull` answer. Default 200. */
  pullBatchSize?: number;
  /** Quiet time after a local write before it is pushed. Default 1000 ms. */
  pushDebounceMs?: number;
  /** How long a handler waits for the other collections to join its request. Default 25 ms. */
  coalesceMs?: number;
  /** Sync every this often while online. Default 5 minutes. */
  intervalMs?: number;
  /** Back-off after errors: base doubles per failure up to max, with jitter. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Where status goes; defaults to the app's `syncStatusStore`. */
  statusStore?: SyncStatusStore;
  /**
   * Called after sync stopped because a different user signed in on a device holding someone
   * else's data. The app calls `clearLocalData()` here and opens a fresh database. (A session
   * ended by the server only pauses sync: the device keeps its unsent writes for the same user's
   * next sign-in. An explicit sign-out clears the data itself.)
   */
  onSignedOut?: () => void | Promise<void>;
  /** A token this close to expiry is not used (a request must not outlive it). Default 10 s. */
  tokenExpiryMarginMs?: number;
  /** Clock, for tests of token expiry. */
  now?: () => number;
  /** Replaces the network seam (unit tests run the engine against an in-memory server). */
  rpc?: SyncRpc;
  /**
   * Live updates (docs/sync-protocol.md, "Live updates"): hold one Realtime connection while this tab leads, is online, not hidden
   * for long and not in data-saver mode, and pull when a doorbell rings. Default true; the poll stays either way.
   */
  live?: boolean;
  /** Quiet time after a doorbell before the pull, plus up to as much again at random (devices spread out). Default 250 ms. */
  liveDebounceMs?: number;
  /** A tab hidden this long lets its connection go (the poll and the return to the tab catch up). Default 5 minutes. */
  liveHiddenGraceMs?: number;
  /** First back-off after a refused or lost channel (doubles per failure, up to 5 minutes). Default 2000 ms. */
  liveRetryBaseMs?: number;
  /** True while downloads wait for the learner (monthly data cap reached): pulls are held, pushes still go. */
  pullsHeld?: () => Promise<boolean>;
  /** Subscribes to the end of that wait (the learner lifted it, or a new period began); returns the unsubscribe. */
  onPullsResumed?: (listener: () => void) => () => void;
};

export type SyncHandle = {
  /** Runs a sync round now (push, pull, outbox) and resolves when it ended, successfully or not. */
  syncNow(): Promise<void>;
  /**
   * Counts, from storage rather than the status tally, what the server does not have and a sign-out now would
   * delete: local writes not accepted yet, queued or refused submissions, and losing versions in the conflicts list.
   */
  countUnsent(): Promise<number>;
  /** Resolves once this tab runs replication (at once in a single-instance database); never in a tab that is not the leader. */
  whenLeader(): Promise<void>;
  /** Stops replication and every trigger. Local data is untouched. */
  stop(): Promise<void>;
  readonly status: SyncStatusStore;
  readonly db: MaarifaDatabase;
};
