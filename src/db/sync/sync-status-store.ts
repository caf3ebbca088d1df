// The sync status the app shell shows: a zustand store per engine, plus the app's default one and its hook.
import { useMemo } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

export type SyncState = 'offline' | 'syncing' | 'up-to-date' | 'error' | 'paused';

export type SyncStatus = {
  state: SyncState;
  /** Local writes not yet accepted by the server. */
  pending: number;
  /** `collection:id` of each record with a local write the server has not accepted yet (queued submissions aside). */
  unsent: readonly string[];
  /** ISO time of the last round that ended with everything in sync. */
  lastSyncedAt: string | null;
  /** Last error text, for the status popover; null once a round succeeds. */
  error: string | null;
  /** Losing versions waiting in the conflicts list. */
  conflicts: number;
  /** Why sync is paused: no session, or an access token that expired while offline. */
  pausedReason: 'signed-out' | 'token-expired' | 'not-leader' | null;
  /** Live updates are on: the device's Realtime channels are joined and a change elsewhere is pulled within seconds. */
  live: boolean;
};

export type SyncStatusStore = StoreApi<SyncStatus>;

export function createSyncStatusStore(): SyncStatusStore {
  return createStore<SyncStatus>(() => ({
    state: 'paused',
    pending: 0,
    unsent: [],
    lastSyncedAt: null,
    error: null,
    conflicts: 0,
    pausedReason: 'signed-out',
    live: false,
  }));
}

/** The app's store; `startSync` writes here unless given another (tests run two devices). */
export const syncStatusStore: SyncStatusStore = createSyncStatusStore();

/**
 * Whether a record still waits for the server: never sent (no server version yet), or changed here since. Every
 * screen marks such records, so nothing the user wrote looks saved on the server before it is.
 */
export function useIsUnsent(collection: string): (doc: { id: string; server_xid?: number | null }) => boolean {
  const unsent = useStore(syncStatusStore, (status) => status.unsent);
  return useMemo(() => {
    const ids = new Set(unsent.filter((key) => key.startsWith(`${collection}:`)).map((key) => key.slice(collection.length + 1)));
    return (doc) => doc.server_xid == null || ids.has(doc.id);
  }, [unsent, collection]);
}

export function useSyncStatus(): SyncStatus;
export function useSyncStatus<T>(selector: (status: SyncStatus) => T): T;
export function useSyncStatus<T>(selector?: (status: SyncStatus) => T): T | SyncStatus {
  return useStore(syncStatusStore, (selector ?? ((status: SyncStatus) => status)) as (status: SyncStatus) => T | SyncStatus);
}
