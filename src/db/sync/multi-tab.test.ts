// Two tabs of one browser, simulated as two instances of the same database: only the leader replicates, both see every change.
import { afterEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createMaarifaDatabase, type MaarifaDatabase } from '../database.ts';
import { createTestDatabaseName, createTestStorage } from '../test-storage.ts';
import { createCourse } from '../../features/courses/data/commands.ts';
import { startSync, type SyncHandle } from './engine.ts';
import { FakeSyncServer } from './fake-sync-server.ts';
import { createSyncStatusStore } from './sync-status-store.ts';

const session = { access_token: 'token', refresh_token: 'refresh', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'u1' } };
const fakeSupabase = {
  supabaseUrl: 'http://fake',
  auth: {
    onAuthStateChange(listener: (event: string, value: unknown) => void) {
      setTimeout(() => listener('INITIAL_SESSION', session), 0);
      return { data: { subscription: { unsubscribe: () => undefined } } };
    },
    async refreshSession() {
      return { data: { session }, error: null };
    },
  },
} as unknown as SupabaseClient;

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('multi-tab', () => {
  it('replicates from the leader tab only, and every tab sees the changes', async () => {
    const server = new FakeSyncServer();
    const rpc = server.createRpc();
    const requestsByTab = [0, 0];
    const name = createTestDatabaseName('tabs');
    const tabs: { db: MaarifaDatabase; sync: SyncHandle }[] = [];
    for (const index of [0, 1]) {
      const db = await createMaarifaDatabase({ name, storage: createTestStorage(), multiInstance: true, devMode: true, asSecondTab: index === 1, collections: ['courses'] });
      const countingRpc = {
        pull: (...args: Parameters<typeof rpc.pull>) => ((requestsByTab[index]! += 1), rpc.pull(...args)),
        push: (...args: Parameters<typeof rpc.push>) => ((requestsByTab[index]! += 1), rpc.push(...args)),
        readVersions: rpc.readVersions,
        recordViews: rpc.recordViews,
        callAction: rpc.callAction,
      };
      const sync = startSync({ db, supabase: fakeSupabase, rpc: countingRpc, statusStore: createSyncStatusStore(), pushDebounceMs: 20, coalesceMs: 10 });
      tabs.push({ db, sync });
      cleanup.push(async () => {
        await sync.stop();
        if (!db.closed) await db.close();
      });
    }
    await waitFor(() => tabs.some((tab) => tab.sync.status.getState().state === 'up-to-date'));
    const leaderIndex = requestsByTab[0]! > 0 ? 0 : 1;
    const follower = tabs[1 - leaderIndex]!;

    const created = await createCourse(follower.db, 'u1', { title: 'Written in the other tab', description: 'A course from the follower tab.', category: 'other', price: 0 });
    if (!created.ok) throw new Error(created.error);
    await waitFor(() => server.getTable('courses').has(created.value.id));
    server.writeAsServer('courses', { ...server.getTable('courses').get(created.value.id)!, title: 'Edited on the server' });
    await tabs[leaderIndex]!.sync.syncNow();
    await waitFor(async () => (await follower.db.courses.findOne(created.value.id).exec())?.title === 'Edited on the server');
    expect(requestsByTab[1 - leaderIndex]).toBe(0);
    // The follower shows the leader's status.
    await waitFor(() => follower.sync.status.getState().state === 'up-to-date');
    await tabs[0]!.db.remove().catch(() => undefined);
  }, 30_000);
});
