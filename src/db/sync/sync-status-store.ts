// The sync status the app shell shows: a zustand store per engine, plus the app's default one and its hook.
import { createStore, useStore, type StoreApi } from 'zustand';

export type SyncState = 'offline' | 'syncing' | 'up-to-date' | 'error' | 'paused';

export type SyncStatus = {
  state: SyncState;
  /** Local writes not yet accepted by the server. */
  pending: number;
  /** ISO time of the last round that ended with everything in sync. */
  lastSyncedAt: string | null;
  /** Last error text, for the status popover; null once a round succeeds. */
  error: string | null;
  /** Losing versions waiting in the conflicts list. */
  conflicts: number;
  /** Why sync is paused: no session, or an access token that expired while offline. */
  pausedReason: 'signed-out' | 'token-expired' | 'not-leader' | null;
};

export type SyncStatusStore = StoreApi<SyncStatus>;

export function createSyncStatusStore(): SyncStatusStore {
  return createStore<SyncStatus>(() => ({
    state: 'paused',
    pending: 0,
    lastSyncedAt: null,
    error: null,
    conflicts: 0,
    pausedReason: 'signed-out',
  }));
}

/** The app's store; `startSync` writes here unless given another (tests run two devices). */
export const syncStatusStore: SyncStatusStore = createSyncStatusStore();

export function useSyncStatus(): SyncStatus;
export function useSyncStatus<T>(selector: (status: SyncStatus) => T): T;
export function useSyncStatus<T>(selector?: (status: SyncStatus) => T): T | SyncStatus {
  return useStore(syncStatusStore, (selector ?? ((status: SyncStatus) => status)) as (status: SyncStatus) => T | SyncStatus);
}
