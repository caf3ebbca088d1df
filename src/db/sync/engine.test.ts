// Unit tests of the sync engine against the in-memory protocol server (the integration suite runs the real backend).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createMaarifaDatabase, type MaarifaDatabase } from '../database.ts';
import { createTestDatabaseName, createTestStorage } from '../test-storage.ts';
import { addLesson, addModule, createCourse, deleteLesson } from '../../features/courses/data/commands.ts';
import { startSync, type SyncHandle } from './engine.ts';
import { queueAdminAction } from '../admin-actions.ts';
import { noteDiscussionView } from '../outbox.ts';
import { FakeSyncServer } from './fake-sync-server.ts';
import { createSyncStatusStore } from './sync-status-store.ts';

type Listener = (event: string, session: unknown) => void;

function createFakeSupabase() {
  const listeners = new Set<Listener>();
  const session = { access_token: 'token', refresh_token: 'refresh', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'u1' } };
  const client = {
    supabaseUrl: 'http://fake',
    // No live channel can be opened here; the doorbell's retry still re-authorises Realtime and removes its channels.
    realtime: { setAuth: async () => undefined },
    removeChannel: async () => 'ok' as const,
    auth: {
      onAuthStateChange(listener: Listener) {
        listeners.add(listener);
        setTimeout(() => listener('INITIAL_SESSION', session), 0);
        return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
      },
      async refreshSession() {
        return { data: { session }, error: null };
      },
    },
  };
  return { supabase: client as unknown as SupabaseClient, emit: (event: string, value: unknown) => listeners.forEach((listener) => listener(event, value)) };
}

// Generous timeouts: these run real storage and timers, and CI machines can be busy.
vi.setConfig({ testTimeout: 30_000 });

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function openDevice(server: FakeSyncServer, pushBatchSize = 100, backoffBaseMs = 50): Promise<{ db: MaarifaDatabase; sync: SyncHandle }> {
  const db = await createMaarifaDatabase({
    name: createTestDatabaseName('engine'),
    storage: createTestStorage(),
    multiInstance: false,
    collections: ['courses', 'course_modules', 'lessons'],
  });
  const { supabase } = createFakeSupabase();
  const sync = startSync({ db, supabase, rpc: server.createRpc(), statusStore: createSyncStatusStore(), pushDebounceMs: 20, coalesceMs: 10, pushBatchSize, backoffBaseMs, backoffMaxMs: Math.max(200, backoffBaseMs) });
  cleanup.push(async () => {
    await sync.stop();
    await db.remove();
  });
  await waitFor(() => sync.status.getState().state === 'up-to-date');
  return { db, sync };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const course = { title: 'Intro to Swahili', description: 'Learn the basics of Swahili.', category: 'other', difficulty: 'beginner' as const, price: 10 };

describe('sync engine', () => {
  it('moves a course with modules and lessons, edits and deletes between two devices', async () => {
    const server = new FakeSyncServer();
    const a = await openDevice(server);
    const b = await openDevice(server);
    const created = await createCourse(a.db, 'u1', course);
    if (!created.ok) throw new Error('not created');
    const module = await addModule(a.db, created.value.id, { title: 'Greetings' });
    if (!module.ok) throw new Error('not created');
    const lesson = await addLesson(a.db, module.value.id, { title: 'Jambo', duration: 5 });
    if (!lesson.ok) throw new Error('not created');
    await a.sync.syncNow();
    await b.sync.syncNow();
    expect((await b.db.lessons.findOne(lesson.value.id).exec())?.title).toBe('Jambo');

    await (await a.db.courses.findOne(created.value.id).exec())!.incrementalPatch({ title: 'Swahili for travellers' });
    await deleteLesson(a.db, lesson.value.id);
    await a.sync.syncNow();
    await b.sync.syncNow();
    expect((await b.db.courses.findOne(created.value.id).exec())?.title).toBe('Swahili for travellers');
    expect(await b.db.lessons.findOne(lesson.value.id).exec()).toBeNull();
    expect(await a.db.conflicts.count().exec()).toBe(0);
  });

  it('edits a row it created right after pushing it without a false conflict', async () => {
    const server = new FakeSyncServer();
    const a = await openDevice(server);
    const created = await createCourse(a.db, 'u1', course);
    if (!created.ok) throw new Error('not created');
    await a.sync.syncNow();
    await (await a.db.courses.findOne(created.value.id).exec())!.incrementalPatch({ title: 'Second title' });
    await a.sync.syncNow();
    expect(server.getTable('courses').get(created.value.id)?.title).toBe('Second title');
    expect(await a.db.conflicts.count().exec()).toBe(0);
  });

  it('names each record whose change has not reached the server, an edit of a synced record too, until the server has it', async () => {
    const server = new FakeSyncServer();
    const a = await openDevice(server);
    const created = await createCourse(a.db, 'u1', course);
    if (!created.ok) throw new Error('not created');
    await a.sync.syncNow();
    expect(a.sync.status.getState().unsent).toEqual([]);
    server.offline = true;
    await (await a.db.courses.findOne(created.value.id).exec())!.incrementalPatch({ title: 'Edited offline' });
    await waitFor(() => a.sync.status.getState().unsent.includes(`courses:${created.value.id}`));
    server.offline = false;
    await a.sync.syncNow();
    await waitFor(() => a.sync.status.getState().unsent.length === 0);
    expect(server.getTable('courses').get(created.value.id)?.title).toBe('Edited offline');
  });

  it('pushes 200 offline writes in ceil(200 / batch size) requests', async () => {
    const server = new FakeSyncServer();
    // A long back-off: the reconnect comes from the test, as from the browser's `online` event.
    const a = await openDevice(server, 50, 60_000);
    server.offline = true;
    // The device knows it is offline (in a browser the `offline` event tells it), as after days away.
    await a.sync.syncNow();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the failed round's replication work settles
    const started = Date.now();
    for (let i = 0; i < 200; i += 1) await createCourse(a.db, 'u1', { ...course, title: `Course ${i}` });
    console.log('200 writes took', Date.now() - started, 'ms');
    await waitFor(() => a.sync.status.getState().state === 'offline');
    server.offline = false;
    const before = server.requests.filter((request) => request.kind === 'push').length;
    await a.sync.syncNow();
    await waitFor(() => server.getTable('courses').size === 200, 15_000).catch((error) => {
      console.log('STUCK', server.getTable('courses').size, JSON.stringify(a.sync.status.getState()), server.requests);
      throw error;
    });
    console.log('push requests', server.requests.filter((request) => request.kind === 'push').map((request) => request.size));
    const pushes = server.requests.filter((request) => request.kind === 'push').length - before;
    expect(pushes).toBeLessThanOrEqual(Math.ceil(200 / 50));
  }, 60_000);

  for (const drop of ['before', 'after'] as const) {
    it(`loses and duplicates nothing when the push drops ${drop} the commit`, async () => {
      const server = new FakeSyncServer();
      const a = await openDevice(server);
      server.dropNext = drop;
      const created = await createCourse(a.db, 'u1', course);
      if (!created.ok) throw new Error('not created');
      await waitFor(() => server.getTable('courses').has(created.value.id));
      await (await a.db.courses.findOne(created.value.id).exec())!.incrementalPatch({ title: 'After the drop' });
      await a.sync.syncNow();
      await waitFor(() => server.getTable('courses').get(created.value.id)?.title === 'After the drop');
      expect(server.getTable('courses').size).toBe(1);
      expect(await a.db.conflicts.count().exec()).toBe(0);
    });
  }

  it('learns the new versions from the push answer and pulls once, after the push; from an older server, by one more round', async () => {
    for (const answersWithVersions of [true, false]) {
      const server = new FakeSyncServer();
      server.answersWithVersions = answersWithVersions;
      const a = await openDevice(server);
      const created = await createCourse(a.db, 'u1', course);
      if (!created.ok) throw new Error('not created');
      // The write itself starts a round (no syncNow here: a call during a round asks for another one).
      await waitFor(async () => (await a.db.courses.findOne(created.value.id).exec())?.server_xid === Number(server.getTable('courses').get(created.value.id)?._xid));
      await waitFor(() => a.sync.status.getState().state === 'up-to-date');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const kinds = server.requests.map((request) => request.kind);
      const afterLastPush = kinds.slice(kinds.lastIndexOf('push') + 1);
      // The round's one pull waits for its push (it brings what the push changed on the server); an older server's
      // answer without versions makes the engine run one more round to pull them.
      const pullsAfter = afterLastPush.filter((kind) => kind === 'pull').length;
      if (answersWithVersions) expect(pullsAfter).toBe(1);
      else expect(pullsAfter).toBeGreaterThanOrEqual(2);
      // The next edit is based on the right version: no conflict.
      await (await a.db.courses.findOne(created.value.id).exec())!.incrementalPatch({ title: 'Edited after the push' });
      await a.sync.syncNow();
      await waitFor(() => server.getTable('courses').get(created.value.id)?.title === 'Edited after the push');
      expect(await a.db.conflicts.count().exec()).toBe(0);
    }
  });

  it('records noted discussion views in one call with the next round, once per discussion, and never counts them as unsent work', async () => {
    const server = new FakeSyncServer();
    server.writeAsServer('discussions', { id: 'd1', title: 'Habari', view_count: 0 });
    server.writeAsServer('discussions', { id: 'd2', title: 'Jambo', view_count: 0 });
    const db = await createMaarifaDatabase({ name: createTestDatabaseName('views'), storage: createTestStorage(), multiInstance: false, collections: ['outbox'] });
    const { supabase } = createFakeSupabase();
    const sync = startSync({ db, supabase, rpc: server.createRpc(), statusStore: createSyncStatusStore(), pushDebounceMs: 20, coalesceMs: 10 });
    cleanup.push(async () => {
      await sync.stop();
      await db.remove();
    });
    await waitFor(() => sync.status.getState().state === 'up-to-date');
    await noteDiscussionView(db, 'd1');
    await noteDiscussionView(db, 'd1');
    await noteDiscussionView(db, 'd2');
    expect(await sync.countUnsent()).toBe(0);
    await sync.syncNow();
    await waitFor(async () => (await db.outbox.count().exec()) === 0);
    expect(server.getTable('discussions').get('d1')?.view_count).toBe(1);
    expect(server.getTable('discussions').get('d2')?.view_count).toBe(1);
  });

  it('sends admin decisions queued offline once each, in the order made; a refused one is kept with the reason', async () => {
    const server = new FakeSyncServer();
    const db = await createMaarifaDatabase({ name: createTestDatabaseName('admin'), storage: createTestStorage(), multiInstance: false, collections: ['outbox'] });
    const { supabase } = createFakeSupabase();
    const sync = startSync({ db, supabase, rpc: server.createRpc(), statusStore: createSyncStatusStore(), pushDebounceMs: 20, coalesceMs: 10, backoffBaseMs: 50, backoffMaxMs: 200 });
    cleanup.push(async () => {
      await sync.stop();
      await db.remove();
    });
    await waitFor(() => sync.status.getState().state === 'up-to-date');
    server.offline = true;
    const hide = { name: 'moderate_content', args: { target_table: 'discussions', target_id: 'd1', flag: 'is_hidden', value: true } } as const;
    const unhide = { name: 'moderate_content', args: { ...hide.args, value: false } } as const;
    const grant = { name: 'set_user_role', args: { target_user_id: 'u2', role: 'admin', granted: true } } as const;
    // All three in one millisecond, as a quick double click makes them: the order made must still be the order sent.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await queueAdminAction(db, hide);
    await queueAdminAction(db, unhide);
    const refused = await queueAdminAction(db, grant);
    clock.mockRestore();
    server.refuseActions.set('set_user_role', 'Only a superadmin can grant or revoke the admin role');
    expect(await sync.countUnsent()).toBe(3);
    server.offline = false;
    await sync.syncNow();
    await waitFor(async () => (await db.outbox.count({ selector: { status: 'pending' } }).exec()) === 0);
    expect(server.actions).toEqual([hide, unhide]);
    const failed = await db.outbox.findOne(refused).exec();
    expect([failed?.status, failed?.error]).toEqual(['failed', 'Only a superadmin can grant or revoke the admin role']);
    await sync.syncNow();
    expect(server.actions).toHaveLength(2);
  });

  it('lets the server version win and keeps the losing version in the conflicts list', async () => {
    const server = new FakeSyncServer();
    const a = await openDevice(server);
    const b = await openDevice(server);
    const created = await createCourse(a.db, 'u1', course);
    if (!created.ok) throw new Error('not created');
    await a.sync.syncNow();
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.courses.findOne(created.value.id).exec()) !== null);
    server.offline = true;
    await (await a.db.courses.findOne(created.value.id).exec())!.incrementalPatch({ title: 'Title from A' });
    await (await b.db.courses.findOne(created.value.id).exec())!.incrementalPatch({ title: 'Title from B' });
    await waitFor(() => a.sync.status.getState().state === 'offline' && b.sync.status.getState().state === 'offline');
    server.offline = false;
    await b.sync.syncNow();
    await a.sync.syncNow();
    await waitFor(async () => (await a.db.courses.findOne(created.value.id).exec())?.title === 'Title from B').catch(async (error) => {
      console.log('diagnostics', JSON.stringify(a.sync.status.getState()), JSON.stringify(b.sync.status.getState()), (await a.db.courses.findOne(created.value.id).exec())?.toJSON(), server.getTable('courses').get(created.value.id), server.requests.slice(-8));
      throw error;
    });
    const conflicts = await a.db.conflicts.find().exec();
    expect(conflicts).toHaveLength(1);
    expect((conflicts[0]!.local as { title: string }).title).toBe('Title from A');
    expect((await b.db.courses.findOne(created.value.id).exec())?.title).toBe('Title from B');
  });

  it('counts writes left unsent by an earlier session as pending when it starts offline', async () => {
    const server = new FakeSyncServer();
    const a = await openDevice(server, 100, 60_000);
    server.offline = true;
    await a.sync.syncNow();
    for (let i = 0; i < 3; i += 1) await createCourse(a.db, 'u1', { ...course, title: `Unsent ${i}` });
    await a.sync.stop();

    const { supabase } = createFakeSupabase();
    const restarted = startSync({ db: a.db, supabase, rpc: server.createRpc(), statusStore: createSyncStatusStore(), pushDebounceMs: 20, coalesceMs: 10, backoffBaseMs: 60_000 });
    cleanup.push(() => restarted.stop());
    await waitFor(() => restarted.status.getState().state === 'offline' && restarted.status.getState().pending === 3);
    server.offline = false;
    await restarted.syncNow();
    await waitFor(() => restarted.status.getState().state === 'up-to-date' && restarted.status.getState().pending === 0);
    expect(server.getTable('courses').size).toBe(3);
  });

  it('counts what a sign-out would delete: unpushed writes and queued submissions, none once the server has them', async () => {
    const server = new FakeSyncServer();
    const a = await openDevice(server, 100, 60_000);
    expect(await a.sync.countUnsent()).toBe(0);
    server.offline = true;
    await a.sync.syncNow();
    for (let i = 0; i < 2; i += 1) await createCourse(a.db, 'u1', { ...course, title: `Unsent ${i}` });
    expect(await a.sync.countUnsent()).toBe(2);
    server.offline = false;
    await a.sync.syncNow();
    await waitFor(() => server.getTable('courses').size === 2);
    await waitFor(async () => (await a.sync.countUnsent()) === 0);
  });

  it('stops and asks for a clear when another user signs in on a device holding someone else\'s data', async () => {
    const server = new FakeSyncServer();
    const db = await createMaarifaDatabase({ name: createTestDatabaseName('owner'), storage: createTestStorage(), multiInstance: false, collections: ['profiles', 'courses'] });
    cleanup.push(async () => {
      await db.remove();
    });
    await db.profiles.insert({ id: 'someone-else', full_name: 'Previous user', email: null, bio: null, country: null, skills: [], avatar_url: null, rating: null, created_at: new Date().toISOString(), roles: [], xp_total: 0, level: 1, server_xid: 1, server_modified: null });
    let cleared = false;
    const { supabase } = createFakeSupabase();
    const sync = startSync({ db, supabase, rpc: server.createRpc(), statusStore: createSyncStatusStore(), onSignedOut: () => void (cleared = true) });
    cleanup.push(() => sync.stop());
    await waitFor(() => cleared);
    expect(server.requests).toHaveLength(0);
  });
});
