// What the device's database held, kept outside it (localStorage): whether it had the user's data and how many of
// their writes were unsent, so a database the browser wiped while the session survived is noticed, with what was lost.
import * as v from 'valibot';
import { createStore, useStore } from 'zustand';
import { readStoredJson, writeStoredJson } from '../lib/stored-json';
import type { MaarifaDatabase, SyncHandle, SyncStatusStore } from '../db';
import { DEVICE_LEDGER_KEY as STORAGE_KEY } from './device-ledger-key';

export { forgetDeviceLedger } from './device-ledger-key';

const ledgerSchema = v.object({
  userId: v.string(),
  /** The user's own profile had reached this database: from then on an empty database is a wiped one. */
  hadData: v.boolean(),
  /** Local writes and queued submissions the server did not have yet, as last counted. */
  unsent: v.number(),
});
export type DeviceLedger = v.InferOutput<typeof ledgerSchema>;

type LedgerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

export function readDeviceLedger(storage: LedgerStorage = globalThis.localStorage): DeviceLedger | null {
  return readStoredJson(STORAGE_KEY, ledgerSchema, storage);
}

export function writeDeviceLedger(ledger: DeviceLedger, storage: LedgerStorage = globalThis.localStorage): void {
  writeStoredJson(STORAGE_KEY, ledger, storage);
}

/** The browser wiped this device's data while the session survived; `lost` unsent writes went with it. */
export type WipedData = { lost: number };

export const wipedDataStore = createStore<{ wiped: WipedData | null }>(() => ({ wiped: null }));

export function useWipedData(): WipedData | null {
  return useStore(wipedDataStore, (state) => state.wiped);
}

export function dismissWipedData(): void {
  wipedDataStore.setState({ wiped: null });
}

async function hasOwnProfile(db: MaarifaDatabase, userId: string): Promise<boolean> {
  const profiles = db.collections.profiles;
  if (!profiles || db.closed) return false;
  return (await profiles.findOne(userId).exec()) !== null;
}

/**
 * Run right after the database opens, before sync pulls anything: the ledger says this user's data was here, and the
 * database has not even their profile. Sync then rebuilds it from the server as on a new device; this only tells.
 */
export async function checkForWipedData(db: MaarifaDatabase, userId: string | null, storage: LedgerStorage = globalThis.localStorage): Promise<WipedData | null> {
  const ledger = readDeviceLedger(storage);
  if (!userId || !ledger || ledger.userId !== userId || !ledger.hadData) return null;
  if (await hasOwnProfile(db, userId)) return null;
  const wiped = { lost: ledger.unsent };
  writeDeviceLedger({ userId, hadData: false, unsent: 0 }, storage);
  wipedDataStore.setState({ wiped });
  return wiped;
}

/**
 * Keeps the ledger up to date as the database fills and the unsent work changes: counted from the database itself
 * (the sync engine's count of rows the server lacks), a moment after the sync status moves, so a burst is one count.
 */
export function followDeviceLedger(options: {
  db: MaarifaDatabase;
  sync: SyncHandle;
  userId: string;
  status: SyncStatusStore;
  storage?: LedgerStorage;
  delayMs?: number;
}): () => void {
  const { db, sync, userId, status } = options;
  const storage = options.storage ?? globalThis.localStorage;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const record = async () => {
    if (stopped || db.closed) return;
    try {
      const [hadData, unsent] = await Promise.all([hasOwnProfile(db, userId), sync.countUnsent()]);
      if (stopped || db.closed) return;
      const known = readDeviceLedger(storage);
      writeDeviceLedger({ userId, hadData: hadData || (known?.userId === userId && known.hadData), unsent }, storage);
    } catch {
      // A closing database counts nothing; the next change counts again.
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void record(), options.delayMs ?? 300);
  };
  let unsubscribe = () => {};
  // Only the tab that replicates can count (another tab's replications never start); it is also the one that writes.
  void sync.whenLeader().then(() => {
    if (stopped) return;
    unsubscribe = status.subscribe((next, before) => {
      if (next.pending !== before.pending || next.state !== before.state) schedule();
    });
    schedule();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
