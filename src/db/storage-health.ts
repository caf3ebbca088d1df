// Whether the device's storage still takes writes: recognises the browser's refusals (quota, I/O), keeps that state
// for the screens and the sync engine, and wraps an RxDB storage so that every write, whoever makes it, reports here.
import { createStore, useStore, type StoreApi } from 'zustand';

export type StorageHealth = {
  /** 'full' from a refused write until a write of the user's own gets through again. */
  state: 'ok' | 'full';
  /** Refusals since the page loaded: each one is a new moment to tell the user (they pressed Post again). */
  refusals: number;
  /** Epoch ms of the last refusal. */
  refusedAt: number | null;
  /** The browser's own words for the last refusal (for the sync status), never shown as the message. */
  reason: string | null;
  /** The last refused write was the sync engine's own (pulled rows, checkpoints), not a command's. */
  refusedSyncWrite: boolean;
};

export type StorageHealthStore = StoreApi<StorageHealth>;

export const storageHealthStore: StorageHealthStore = createStore<StorageHealth>(() => ({
  state: 'ok',
  refusals: 0,
  refusedAt: null,
  reason: null,
  refusedSyncWrite: false,
}));

export function useStorageHealth(): StorageHealth;
export function useStorageHealth<T>(selector: (health: StorageHealth) => T): T;
export function useStorageHealth<T>(selector?: (health: StorageHealth) => T): T | StorageHealth {
  return useStore(storageHealthStore, (selector ?? ((health: StorageHealth) => health)) as (health: StorageHealth) => T | StorageHealth);
}

/**
 * What a refused write throws, whatever the browser and Dexie wrapped it in, so callers test one class. The write did
 * not happen: the caller keeps what it was about to write (a form keeps its text) and may try again.
 */
export class StorageRefusedError extends Error {
  override readonly name = 'StorageRefusedError';
  constructor(override readonly cause: unknown) {
    super(`The device's storage refused a write: ${describeError(cause)}`);
  }
}

/**
 * IndexedDB's names for "no room" and for a failing disk. Chromium reports a full disk under a quota as
 * QuotaExceededError, and an I/O failure of its backing store (a full tmpfs, a full phone) as UnknownError; Firefox
 * has its own name; Dexie keeps the name on its own error classes.
 */
const REFUSAL_NAMES = new Set(['QuotaExceededError', 'UnknownError', 'NS_ERROR_DOM_QUOTA_REACHED', 'NS_ERROR_FILE_NO_DEVICE_SPACE']);
const REFUSAL_WORDS = /quota ?exceeded|QuotaExceededError|quota has been exceeded|no space left|disk (is )?full|NS_ERROR_DOM_QUOTA_REACHED/i;
/** DOMException's legacy code for QUOTA_EXCEEDED_ERR. */
const QUOTA_EXCEEDED_CODE = 22;

/**
 * True when `error` (or anything it wraps: Dexie's `inner` and `failures`, RxDB's `parameters` and write errors, `cause`) is the
 * browser refusing to store data, as opposed to a bug or a conflict, which must not read as "storage is full".
 */
export function isStorageRefusal(error: unknown): boolean {
  return findRefusal(error, 0);
}

function findRefusal(error: unknown, depth: number): boolean {
  if (depth > 6 || error === null || typeof error !== 'object') return false;
  if (error instanceof StorageRefusedError) return true;
  const candidate = error as {
    name?: unknown;
    message?: unknown;
    inner?: unknown;
    cause?: unknown;
    error?: unknown;
    failures?: unknown;
    parameters?: unknown;
    errors?: unknown;
  };
  if (typeof candidate.name === 'string' && REFUSAL_NAMES.has(candidate.name)) return true;
  if (typeof DOMException !== 'undefined' && error instanceof DOMException && error.code === QUOTA_EXCEEDED_CODE) return true;
  if (typeof candidate.message === 'string' && REFUSAL_WORDS.test(candidate.message)) return true;
  const nested: unknown[] = [candidate.inner, candidate.cause, candidate.error];
  for (const list of [candidate.failures, candidate.errors]) {
    if (Array.isArray(list)) nested.push(...list);
    else if (list && typeof list === 'object') nested.push(...Object.values(list));
  }
  if (candidate.parameters && typeof candidate.parameters === 'object') nested.push(...Object.values(candidate.parameters));
  return nested.some((inner) => findRefusal(inner, depth + 1));
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** A write was refused: the screens say so, and the sync engine backs off instead of trying again at once. */
export function noteStorageRefusal(error: unknown, options: { bySync?: boolean; now?: number } = {}): void {
  storageHealthStore.setState((health) => ({
    state: 'full',
    refusals: health.refusals + 1,
    refusedAt: options.now ?? Date.now(),
    reason: describeError(error),
    refusedSyncWrite: options.bySync === true,
  }));
}

/** A write got through: whatever was full has room again. */
export function noteStorageRecovered(): void {
  if (storageHealthStore.getState().state === 'ok') return;
  storageHealthStore.setState({ state: 'ok', reason: null });
}

/** RxDB names the writes of a replication (rows pulled, checkpoints, meta) `replication-…`. */
function isSyncWrite(context: string): boolean {
  return context.startsWith('replication-');
}

type AnyStorageInstance = {
  bulkWrite(rows: never, context: never): Promise<unknown>;
  /** Dexie storage's own state: its Dexie database, which can be reopened. */
  internals?: Promise<{ dexieDb?: { isOpen(): boolean; open(): Promise<unknown> } }>;
};

/** RxDB's storage, as `createRxDatabase` takes it (Dexie, or a wrapper around it). */
type AnyRxStorage = {
  createStorageInstance(params: never): Promise<AnyStorageInstance>;
};

/**
 * Chromium closes an IndexedDB connection after an I/O error (a disk with no byte left), and every later transaction on
 * it fails. Dexie reopens it on its own, but when that reopen also failed (the disk was still full) it stays closed for
 * good. A write after that reopens it here: once there is room again, the learner's next press of Post goes through.
 */
async function reopenClosedConnection(instance: AnyStorageInstance, closedOnPurpose: () => boolean): Promise<'reopened' | 'not-closed'> {
  // A database RxDB closed or removed (sign-out) stays closed: reopening it would bring an empty one back.
  if (closedOnPurpose()) return 'not-closed';
  const dexie = (await instance.internals)?.dexieDb;
  if (!dexie || dexie.isOpen()) return 'not-closed';
  // A failure to reopen says why (on a full disk: UnknownError), which is what the caller reports.
  await dexie.open();
  return 'reopened';
}

/** The storage instance's reads (RxDB's RxStorageInstance interface). */
const READS = ['query', 'count', 'findDocumentsById', 'getChangedDocumentsSince', 'getAttachmentData'] as const;

/** Runs `call`, and once more after reopening the connection if the browser had closed it under it. */
function withReopen<A extends never[], R>(instance: AnyStorageInstance, closedOnPurpose: () => boolean, call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await call(...args);
    } catch (error) {
      if (!isClosedConnection(error) || (await reopenClosedConnection(instance, closedOnPurpose)) === 'not-closed') throw error;
      return call(...args);
    }
  };
}

const CLOSED_CONNECTION_NAMES = new Set(['DatabaseClosedError', 'InvalidStateError']);
function isClosedConnection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && CLOSED_CONNECTION_NAMES.has(String((error as { name?: unknown }).name));
}

/**
 * Wraps an RxDB storage so that each write reports to `storageHealthStore`: a refusal is noted and rethrown as a
 * `StorageRefusedError`; a later write that goes through marks the storage usable again. Only writes that are not the
 * replication's own count as a recovery: the replication's small checkpoint writes can pass while its pulled rows
 * cannot, and counting them would let the engine think space is back at every round (and retry at once, every round).
 */
export function watchStorageWrites<S>(storage: S): S {
  const inner = storage as unknown as AnyRxStorage;
  const wrapped = Object.create(storage as object) as AnyRxStorage;
  wrapped.createStorageInstance = async (params: never) => {
    const instance = await inner.createStorageInstance(params);
    const methods = instance as unknown as Record<string, unknown>;
    let closing = false;
    for (const name of ['close', 'remove']) {
      const end = methods[name];
      if (typeof end !== 'function') continue;
      methods[name] = (...args: unknown[]) => {
        closing = true;
        return (end as (...args: unknown[]) => unknown).apply(instance, args);
      };
    }
    const closedOnPurpose = () => closing;
    // Reading goes on after a full disk closed the connection, too.
    for (const name of READS) {
      const read = methods[name];
      if (typeof read !== 'function') continue;
      methods[name] = withReopen(instance, closedOnPurpose, read.bind(instance) as (...args: never[]) => Promise<unknown>);
    }
    const write = withReopen(instance, closedOnPurpose, instance.bulkWrite.bind(instance) as (rows: never, context: string) => Promise<unknown>);
    instance.bulkWrite = async (rows: never, context: never) => {
      try {
        const result = await write(rows, context);
        if (!isSyncWrite(context)) noteStorageRecovered();
        return result;
      } catch (error) {
        if (!isStorageRefusal(error)) throw error;
        noteStorageRefusal(error, { bySync: isSyncWrite(context) });
        throw new StorageRefusedError(error);
      }
    };
    return instance;
  };
  return wrapped as unknown as S;
}
