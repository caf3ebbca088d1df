// A device whose storage refuses writes (a full phone): the refusal is recognised in every form the browser and Dexie
// give it, a command's write fails without losing what was already unsent, sync backs off, and both recover when space returns.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import type { SupabaseClient } from '@supabase/supabase-js';
import { newRxError } from 'rxdb';
import { createMaarifaDatabase, type MaarifaDatabase } from './database.ts';
import { createTestDatabaseName, createTestStorage } from './test-storage.ts';
import { isStorageRefusal, noteStorageRecovered, StorageRefusedError, storageHealthStore } from './storage-health.ts';
import { createCourse } from '../features/courses/data/commands.ts';
import { startSync, type SyncHandle } from './sync/engine.ts';
import { FakeSyncServer } from './sync/fake-sync-server.ts';
import { createSyncStatusStore } from './sync/sync-status-store.ts';

vi.setConfig({ testTimeout: 30_000 });

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('isStorageRefusal', () => {
  it("recognises the browser's refusals in Dexie's and RxDB's wrappings", () => {
    expect(isStorageRefusal(quota())).toBe(true);
    expect(isStorageRefusal(new DOMException('Internal error when writing to the backing store', 'UnknownError'))).toBe(true);
    expect(isStorageRefusal(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isStorageRefusal(new Dexie.AbortError('Transaction aborted', quota()))).toBe(true);
    expect(isStorageRefusal(new Dexie.BulkError('1 of 3 operations failed', { 1: quota() }))).toBe(true);
    expect(isStorageRefusal(newRxError('RC_PULL', { writeError: { status: 500, error: quota() } as never }))).toBe(true);
    expect(isStorageRefusal(new StorageRefusedError(quota()))).toBe(true);
    // Chromium on a disk with no byte left: the write, then the reopen, fail as I/O errors.
    expect(isStorageRefusal(new Dexie.OpenFailedError(new DOMException('IO error: FILE_ERROR_NO_SPACE', 'UnknownError')))).toBe(true);
  });

  it('does not take a conflict, a constraint or a bug for a full disk', () => {
    expect(isStorageRefusal(new DOMException('Key already exists in the object store.', 'ConstraintError'))).toBe(false);
    expect(isStorageRefusal(new Dexie.AbortError('Transaction aborted', new DOMException('x', 'ConstraintError')))).toBe(false);
    expect(isStorageRefusal(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isStorageRefusal(newRxError('CONFLICT', { id: 'x' } as never))).toBe(false);
    expect(isStorageRefusal(null)).toBe(false);
  });
});

/** Dexie over fake-indexeddb whose writes fail while `full`, each time in another of the forms a browser gives. */
function createFillableStorage() {
  const base = createTestStorage();
  const control = { full: false, refused: 0 };
  const forms = [() => quota(), () => new Dexie.AbortError('Transaction aborted', quota()), () => new DOMException('Internal error', 'UnknownError')];
  const storage = Object.create(base) as typeof base;
  storage.createStorageInstance = async (params) => {
    const instance = await base.createStorageInstance(params);
    const write = instance.bulkWrite.bind(instance);
    instance.bulkWrite = async (rows, context) => {
      if (control.full) {
        control.refused += 1;
        throw forms[control.refused % forms.length]!();
      }
      return write(rows, context);
    };
    return instance;
  };
  return { storage, control };
}

function createFakeSupabase(): SupabaseClient {
  const session = { access_token: 'token', refresh_token: 'refresh', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'u1' } };
  return {
    supabaseUrl: 'http://fake',
    realtime: { setAuth: async () => undefined },
    removeChannel: async () => 'ok' as const,
    auth: {
      onAuthStateChange(listener: (event: string, session: unknown) => void) {
        setTimeout(() => listener('INITIAL_SESSION', session), 0);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      async refreshSession() {
        return { data: { session }, error: null };
      },
    },
  } as unknown as SupabaseClient;
}

const cleanup: (() => Promise<void>)[] = [];
beforeEach(() => {
  noteStorageRecovered();
});
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function openDevice(server: FakeSyncServer, options: { backoffBaseMs: number; backoffMaxMs: number }) {
  const { storage, control } = createFillableStorage();
  const db: MaarifaDatabase = await createMaarifaDatabase({
    name: createTestDatabaseName('storage'),
    storage,
    multiInstance: false,
    collections: ['courses', 'course_modules', 'lessons'],
  });
  const sync: SyncHandle = startSync({ db, supabase: createFakeSupabase(), rpc: server.createRpc(), statusStore: createSyncStatusStore(), pushDebounceMs: 20, coalesceMs: 10, ...options });
  cleanup.push(async () => {
    control.full = false;
    await sync.stop();
    await db.remove();
  });
  await waitFor(() => sync.status.getState().state === 'up-to-date');
  return { db, sync, control };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const course = (title: string) => ({ title, description: 'Learn the basics of Swahili.', category: 'other', difficulty: 'beginner' as const, price: 10 });

describe('a device whose storage is full', () => {
  it("refuses a command's write with StorageRefusedError, keeps the unsent rows and reads on; the next write after space returns goes through and reaches the server", async () => {
    const server = new FakeSyncServer();
    // A long back-off: only the user's next write can bring this round about, not the timer.
    const device = await openDevice(server, { backoffBaseMs: 10 * 60_000, backoffMaxMs: 10 * 60_000 });
    server.offline = true;
    const unsent = await createCourse(device.db, 'u1', course('Written offline'));
    if (!unsent.ok) throw new Error('not created');
    // The round after that write failed: sync now waits for its back-off timer.
    await waitFor(() => device.sync.status.getState().state === 'offline' && device.sync.status.getState().pending === 1);

    device.control.full = true;
    await expect(createCourse(device.db, 'u1', course('Refused'))).rejects.toBeInstanceOf(StorageRefusedError);
    expect(storageHealthStore.getState()).toMatchObject({ state: 'full', refusals: 1 });
    // Nothing already unsent is lost, and reading still works.
    const titles = (await device.db.courses.find().exec()).map((doc) => doc.title);
    expect(titles).toEqual(['Written offline']);
    expect(device.sync.status.getState().pending).toBe(1);

    // Space returns and the learner presses the button again: the write lands, and sync takes both to the server.
    device.control.full = false;
    server.offline = false;
    const again = await createCourse(device.db, 'u1', course('Refused'));
    if (!again.ok) throw new Error('not created');
    expect(storageHealthStore.getState().state).toBe('ok');
    await waitFor(() => server.getTable('courses').has(again.value.id) && server.getTable('courses').has(unsent.value.id));
    await waitFor(() => device.sync.status.getState().pending === 0);
  });

  it("ends the round when pulled rows cannot be stored, backs off instead of retrying at once, and recovers by itself once there is room", async () => {
    const server = new FakeSyncServer();
    const writer = await openDevice(server, { backoffBaseMs: 50, backoffMaxMs: 200 });
    const reader = await openDevice(server, { backoffBaseMs: 300, backoffMaxMs: 300 });
    const created = await createCourse(writer.db, 'u1', course('From another device'));
    if (!created.ok) throw new Error('not created');
    await writer.sync.syncNow();
    expect(server.getTable('courses').has(created.value.id)).toBe(true);

    reader.control.full = true;
    const pullsBefore = server.requests.filter((request) => request.kind === 'pull').length;
    await reader.sync.syncNow();
    expect(reader.sync.status.getState()).toMatchObject({ state: 'error' });
    expect(reader.sync.status.getState().error).toMatch(/storage refused a write/);
    expect(storageHealthStore.getState()).toMatchObject({ state: 'full', refusedSyncWrite: true });
    // The refused round's pull was made once; the next waits for the back-off timer.
    expect(server.requests.filter((request) => request.kind === 'pull').length).toBe(pullsBefore + 1);
    expect(await reader.db.courses.findOne(created.value.id).exec()).toBeNull();

    // Room again: the timer's round stores the pulled course with no action of the user's.
    reader.control.full = false;
    await waitFor(async () => (await reader.db.courses.findOne(created.value.id).exec()) !== null);
    await waitFor(() => reader.sync.status.getState().state === 'up-to-date');
    expect(storageHealthStore.getState().state).toBe('ok');
  });
});
