// Test devices for the sync suite: an RxDB database on fake-indexeddb, a signed-in supabase-js client whose fetch can go offline, drop or fail.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createMaarifaDatabase, type MaarifaDatabase } from '../../../src/db/database.ts';
import type { MaarifaCollectionName } from '../../../src/db/collections.ts';
import { startSync, type StartSyncOptions, type SyncHandle } from '../../../src/db/sync/engine.ts';
import { clearLocalData } from '../../../src/db/local-data.ts';
import { createSyncStatusStore } from '../../../src/db/sync/sync-status-store.ts';
import { createTestDatabaseName, createTestStorage } from '../../../src/db/test-storage.ts';
import type { TestBackend, TestUser } from '../support/backend.ts';

export type RecordedRequest = { url: string; path: string; authorization: string | null; status: number | 'failed'; requestBytes: number; responseBytes: number };

/**
 * The device's network: every request supabase-js makes passes here, so a test can count
 * requests and bytes, cut the network, drop a push before or after the server committed it,
 * or answer with a 5xx.
 */
export class TestNetwork {
  offline = false;
  /** The next `sync_push` is lost: 'before' it reaches the server, or 'after' the server committed. */
  dropNextPush: 'before' | 'after' | null = null;
  /** Answer every data request with this status instead of forwarding it. */
  failWithStatus: number | null = null;
  /** Send every request to this origin instead (the device's server was replaced, e.g. reset to a fresh database). */
  redirectTo: string | null = null;
  readonly requests: RecordedRequest[] = [];
  /** How many pushes were dropped, and when. */
  readonly dropped: ('before' | 'after')[] = [];

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url).pathname;
    const headers = new Headers(init?.headers);
    const requestBytes = typeof init?.body === 'string' ? Buffer.byteLength(init.body) : 0;
    const record: RecordedRequest = { url, path, authorization: headers.get('Authorization'), status: 'failed', requestBytes, responseBytes: 0 };
    this.requests.push(record);
    if (this.offline) throw new TypeError('fetch failed (test network offline)');
    if (this.failWithStatus !== null && path.startsWith('/rest/v1/')) {
      record.status = this.failWithStatus;
      return new Response(JSON.stringify({ message: 'Service unavailable (test)' }), { status: this.failWithStatus, headers: { 'content-type': 'application/json' } });
    }
    const isPush = path === '/rest/v1/rpc/sync_push';
    const drop = isPush ? this.dropNextPush : null;
    if (drop) {
      this.dropNextPush = null;
      this.dropped.push(drop);
    }
    if (drop === 'before') throw new TypeError('fetch failed (connection dropped before commit)');
    const target = this.redirectTo ? new URL(new URL(url).pathname + new URL(url).search, this.redirectTo).href : input;
    const response = await fetch(target, init);
    const body = await response.arrayBuffer();
    record.status = response.status;
    record.responseBytes = body.byteLength;
    if (drop === 'after') throw new TypeError('fetch failed (connection dropped after commit)');
    const isBodyless = response.status === 204 || response.status === 205 || response.status === 304;
    return new Response(isBodyless ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };

  count(path: string, onlyAnswered = true): number {
    return this.requests.filter((request) => request.path === path && (!onlyAnswered || request.status === 200)).length;
  }
}

// Node 20 has no WebSocket: devices have no live updates (they poll) unless a test gives them `ws`.
class NoRealtimeTransport {
  constructor() {
    throw new Error('This test device has no WebSocket');
  }
}

/** Where a device's supabase-js keeps its session, when a test needs to see or age it (as a browser's localStorage). */
export class SessionStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  /** Makes the stored access token look expired, as it is after a day offline. */
  expireAccessToken(): void {
    for (const [key, value] of this.items) {
      if (!key.endsWith('-auth-token')) continue;
      this.items.set(key, JSON.stringify({ ...(JSON.parse(value) as object), expires_at: Math.floor(Date.now() / 1000) - 60 }));
    }
  }
}

export async function signInDevice(
  backend: TestBackend,
  user: Pick<TestUser, 'email' | 'password'>,
  network: TestNetwork,
  storage?: SessionStorage,
  realtime = false,
): Promise<SupabaseClient> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: storage
      ? { persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false }
      : { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: (realtime ? WebSocket : NoRealtimeTransport) as unknown as typeof globalThis.WebSocket },
    global: { fetch: network.fetch },
  });
  const signedIn = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (signedIn.error) throw signedIn.error;
  return client;
}

export type TestDevice = {
  db: MaarifaDatabase;
  sync: SyncHandle;
  supabase: SupabaseClient;
  network: TestNetwork;
  /** Stops sync and removes the database (safe to call twice). */
  close(): Promise<void>;
};

export async function openDevice(
  backend: TestBackend,
  user: Pick<TestUser, 'email' | 'password'>,
  options: {
    collections?: MaarifaCollectionName[];
    sync?: Partial<StartSyncOptions>;
    clearOnSignOut?: boolean;
    authStorage?: SessionStorage;
    /** Give the device a WebSocket (`ws`), so it holds the live doorbell as a browser does. */
    realtime?: boolean;
  } = {},
): Promise<TestDevice> {
  const network = new TestNetwork();
  const supabase = await signInDevice(backend, user, network, options.authStorage, options.realtime);
  const db = await createMaarifaDatabase({
    name: createTestDatabaseName('device'),
    storage: createTestStorage(),
    multiInstance: false,
    collections: options.collections ?? ['courses', 'course_modules', 'lessons'],
  });
  const sync = startSync({
    db,
    supabase,
    statusStore: createSyncStatusStore(),
    pushDebounceMs: 30,
    coalesceMs: 15,
    backoffBaseMs: 100,
    backoffMaxMs: 400,
    // What the app does: an explicit sign-out clears the device.
    onSignedOut: options.clearOnSignOut ? () => clearLocalData(db) : undefined,
    ...options.sync,
  });
  let closed = false;
  return {
    db,
    sync,
    supabase,
    network,
    async close() {
      if (closed) return;
      closed = true;
      await sync.stop();
      if (!db.closed) await db.remove();
    },
  };
}

export async function waitFor(condition: () => boolean | Promise<boolean>, what = 'condition', timeoutMs = 40_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function waitForState(device: TestDevice, state: string): Promise<void> {
  return waitFor(() => device.sync.status.getState().state === state, `state ${state} (now ${device.sync.status.getState().state})`);
}
