// The browser's storage for this site: asking it to keep our data through storage pressure (persist), at the moments
// that make it matter, and reading what the site uses (estimate). Browsers without navigator.storage read as unknown.
import { createStore, useStore } from 'zustand';
import * as v from 'valibot';
import { readStoredJson, writeStoredJson } from './stored-json';

/** Why Maarifa asked: the first course kept offline, or work that has waited over a minute for the server. */
export type PersistReason = 'offline-course' | 'unsent-work';

const ASKED_KEY = 'maarifa:storage-persist-asked';
const askedSchema = v.object({ reason: v.picklist(['offline-course', 'unsent-work']), at: v.string(), granted: v.boolean() });
export type PersistAsk = v.InferOutput<typeof askedSchema>;

/** The last ask of this page load, for the one line that says why (shown by the dashboard's storage notices). */
export const persistAskStore = createStore<{ last: PersistAsk | null }>(() => ({ last: null }));

export function usePersistAsk(): PersistAsk | null {
  return useStore(persistAskStore, (state) => state.last);
}

/** The ask this device made, if any (kept across visits: it is made once per reason). */
export function readPersistAsk(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): PersistAsk | null {
  return readStoredJson(ASKED_KEY, askedSchema, storage);
}

type StorageManagerLike = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>;
function getStorageManager(): StorageManagerLike | null {
  const manager = typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManagerLike | undefined);
  return manager && typeof manager.persisted === 'function' ? manager : null;
}

/** True when the browser keeps the site's data through pressure; null when it does not say. */
export async function isStoragePersisted(): Promise<boolean | null> {
  const manager = getStorageManager();
  if (!manager) return null;
  try {
    return await manager.persisted();
  } catch {
    return null;
  }
}

/**
 * Asks once per reason, and only while the data is not persisted already: Chromium answers from how the site is used
 * (installed, bookmarked, engaged), Firefox asks the user, so an ask at a moment that explains itself is worth more
 * than one at start. Resolves with the answer, or null when nothing was asked.
 */
export async function requestPersistentStorage(reason: PersistReason, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): Promise<boolean | null> {
  const manager = getStorageManager();
  if (!manager || typeof manager.persist !== 'function') return null;
  const before = readPersistAsk(storage);
  if (before?.granted || before?.reason === reason) return null;
  if (await isStoragePersisted()) return null;
  const granted = await manager.persist().catch(() => false);
  const ask: PersistAsk = { reason, at: new Date().toISOString(), granted };
  writeStoredJson(ASKED_KEY, ask, storage);
  persistAskStore.setState({ last: ask });
  return granted;
}

/** The learner's own ask (profile → Data): always asked, since they chose to. */
export async function askPersistentStorage(): Promise<boolean | null> {
  const manager = getStorageManager();
  if (!manager || typeof manager.persist !== 'function') return null;
  try {
    return await manager.persist();
  } catch {
    return false;
  }
}

export type StorageEstimateSummary = { usage: number; quota: number } | null;

/** What the site stores (IndexedDB, caches, the service worker) and what the browser allows it; null when unknown. */
export async function readStorageEstimate(): Promise<StorageEstimateSummary> {
  const manager = getStorageManager();
  if (!manager || typeof manager.estimate !== 'function') return null;
  try {
    const estimate = await manager.estimate();
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 };
  } catch {
    return null;
  }
}
