// The usage meter's storage on the device: byte counts per day and category, and the learner's meter settings, in one
// IndexedDB database that both the pages and the service worker write (each counts what it fetches).
import { DEFAULT_USAGE_SETTINGS, clampResetDay, dayKey, type UsageCategory, type UsageDay, type UsageSettings } from './data-usage.ts';

const DB_NAME = 'maarifa-data-usage';
const DAYS = 'days';
const SETTINGS = 'settings';
const SETTINGS_KEY = 'meter';
/** Pages and the worker tell each other that counts or settings changed. */
export const USAGE_CHANNEL = 'maarifa-data-usage';
/** Days older than this are let go: the longest period is a month. */
const KEEP_DAYS = 70;

let opening: Promise<IDBDatabase> | null = null;

function openUsageDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(DAYS)) db.createObjectStore(DAYS, { keyPath: ['day', 'category'] });
      if (!db.objectStoreNames.contains(SETTINGS)) db.createObjectStore(SETTINGS);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Let a deletion (the browser clearing site data, a wipe) or a newer version through instead of blocking it;
      // the next count opens the database again.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function notify(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(USAGE_CHANNEL);
  channel.postMessage({ type: 'usage-changed' });
  channel.close();
}

// Counts arriving together (a precache of many files, a burst of requests) share one transaction.
const queued = new Map<string, UsageDay>();
let flushing: Promise<void> | null = null;

/** Adds bytes to today's count of a category; resolves once stored (with whatever else was queued). */
export function recordUsage(category: UsageCategory, down: number, up: number, at = new Date()): Promise<void> {
  if (!(down > 0) && !(up > 0)) return flushing ?? Promise.resolve();
  const day = dayKey(at);
  const key = `${day}|${category}`;
  const entry = queued.get(key) ?? { day, category, down: 0, up: 0 };
  entry.down += Math.max(0, down);
  entry.up += Math.max(0, up);
  queued.set(key, entry);
  flushing ??= flush();
  return flushing;
}

async function flush(): Promise<void> {
  try {
    // Let the counts of the same task join this write.
    await Promise.resolve();
    while (queued.size > 0) {
      const entries = [...queued.values()];
      queued.clear();
      const db = await openUsageDb();
      const transaction = db.transaction(DAYS, 'readwrite');
      const store = transaction.objectStore(DAYS);
      for (const entry of entries) {
        const read = store.get([entry.day, entry.category]) as IDBRequest<UsageDay | undefined>;
        read.onsuccess = () => {
          const old = read.result;
          store.put({ day: entry.day, category: entry.category, down: (old?.down ?? 0) + entry.down, up: (old?.up ?? 0) + entry.up });
        };
      }
      await done(transaction);
    }
    notify();
  } finally {
    flushing = null;
  }
}

/** Every stored day from `fromKey` on; older days are removed on the way. */
export async function readUsageDays(fromKey: string): Promise<UsageDay[]> {
  const db = await openUsageDb();
  const transaction = db.transaction(DAYS, 'readwrite');
  const store = transaction.objectStore(DAYS);
  const oldest = new Date();
  oldest.setDate(oldest.getDate() - KEEP_DAYS);
  store.delete(IDBKeyRange.upperBound([dayKey(oldest)], true));
  const all = await result(store.getAll(IDBKeyRange.lowerBound([fromKey])) as IDBRequest<UsageDay[]>);
  await done(transaction);
  return all;
}

export async function readUsageSettings(): Promise<UsageSettings> {
  const db = await openUsageDb();
  const stored = await result(db.transaction(SETTINGS).objectStore(SETTINGS).get(SETTINGS_KEY) as IDBRequest<Partial<UsageSettings> | undefined>);
  return {
    resetDay: clampResetDay(stored?.resetDay ?? DEFAULT_USAGE_SETTINGS.resetDay),
    capBytes: typeof stored?.capBytes === 'number' && stored.capBytes > 0 ? stored.capBytes : null,
    keepUsingSince: typeof stored?.keepUsingSince === 'string' ? stored.keepUsingSince : null,
  };
}

export async function writeUsageSettings(settings: UsageSettings): Promise<void> {
  const db = await openUsageDb();
  const transaction = db.transaction(SETTINGS, 'readwrite');
  transaction.objectStore(SETTINGS).put(settings, SETTINGS_KEY);
  await done(transaction);
  notify();
}
