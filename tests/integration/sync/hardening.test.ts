// Sync hardening on real devices (RxDB on fake-indexeddb) against the real local backend: pushes stay within the server's caps, an oversized batch is split,
// hard deletes reach other devices, a reset server is noticed, masked secrets stay masked, unsent work is counted whole.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueSubmission } from '../../../src/db/outbox.ts';
import { SYNC_PUSH_LIMITS } from '../../../src/lib/limits.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, waitFor, waitForState, type TestDevice } from './devices.ts';

let backend: TestBackend;
let amina: TestUser;
let baraka: TestUser;
const devices: TestDevice[] = [];
const backends: TestBackend[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  [amina, baraka] = await Promise.all([createTestUser(backend, { fullName: 'Amina Okafor' }), createTestUser(backend, { fullName: 'Baraka Mwangi' })]);
});
afterEach(async () => {
  for (const device of devices.splice(0)) await device.close();
});
afterAll(async () => {
  for (const extra of backends) await extra.stop();
  await backend?.stop();
});

async function open(user: TestUser, collections: NonNullable<Parameters<typeof openDevice>[2]>['collections'], pushBatchSize?: number): Promise<TestDevice> {
  const device = await openDevice(backend, user, { collections, sync: pushBatchSize ? { pushBatchSize } : {} });
  devices.push(device);
  await waitForState(device, 'up-to-date');
  return device;
}

function discussion(user: TestUser, title: string, content: string) {
  return { id: randomUUID(), author_id: user.id, title, content, upvotes: 0, view_count: 0, is_pinned: false, comment_count: 0, is_hidden: false, tags: [], author_name: null, author_avatar_url: null, created_at: new Date().toISOString() };
}

describe('sync hardening on devices', () => {
  it('fills each push to what the server takes, and a change too large for any request goes to the conflicts list unsent', async () => {
    const device = await open(amina, ['discussions']);
    device.network.offline = true;
    const body = 'Habari '.repeat(2_800); // ~20 KB each, within the 20,000-character limit: 60 of them are over the 1 MiB request cap
    const small = Array.from({ length: 60 }, (_, i) => discussion(amina, `Study group ${i}`, body));
    const huge = discussion(amina, 'Whole textbook pasted', 'x'.repeat(1_100_000));
    await device.db.discussions.bulkInsert([...small, huge]);
    device.network.offline = false;
    await device.sync.syncNow();
    await waitFor(async () => (await device.db.conflicts.count().exec()) === 1, 'the oversized change in the conflicts list');
    await waitForState(device, 'up-to-date');

    const onServer = await backend.sql<{ n: number }>('select count(*)::int as n from discussions where author_id = $1 and title like $2', [amina.id, 'Study group %']);
    expect(onServer[0]!.n).toBe(60);
    expect(await backend.sql('select id from discussions where id = $1', [huge.id])).toEqual([]);
    const pushes = device.network.requests.filter((r) => r.path === '/rest/v1/rpc/sync_push');
    expect(pushes.length).toBeGreaterThan(1);
    expect(pushes.every((r) => r.status === 200 && r.requestBytes <= SYNC_PUSH_LIMITS.maxBytes)).toBe(true);
    const conflict = (await device.db.conflicts.findOne().exec())!.toJSON();
    expect(conflict).toMatchObject({ collection_name: 'discussions', doc_id: huge.id, reason: 'rejected', code: '413' });
    expect(conflict.message).toMatch(/too large/);
    expect((conflict.local as { content: string }).content.length).toBe(1_100_000);
    // Nothing is held back: the next write goes straight through.
    const later = discussion(amina, 'After the big one', 'a short one after it');
    await device.db.discussions.insert(later);
    await device.sync.syncNow();
    await waitFor(async () => (await backend.sql('select id from discussions where id = $1', [later.id])).length === 1, 'the later write on the server');
  });

  it('splits a push the server refuses as too large (413) until every part passes; one change too large on its own goes to the conflicts list', async () => {
    // A server whose caps are below what the device fills a request with (a hosted gateway with a smaller body limit, say).
    await backend.sql('update private.sync_push_limits set max_changes = 7, max_bytes = 4000');
    try {
      const device = await open(amina, ['discussions']);
      device.network.offline = true;
      const small = Array.from({ length: 30 }, (_, i) => discussion(amina, `Reading circle ${i}`, 'We meet on Thursdays.'));
      const big = discussion(amina, 'Long minutes of the meeting', 'm'.repeat(5_000));
      await device.db.discussions.bulkInsert([...small.slice(0, 15), big, ...small.slice(15)]);
      device.network.offline = false;
      await device.sync.syncNow();
      await waitFor(async () => (await device.db.conflicts.count().exec()) === 1, 'the change too large for this server in the conflicts list');
      await waitForState(device, 'up-to-date');

      expect(await backend.sql('select count(*)::int as n from discussions where id = any($1::uuid[])', [small.map((d) => d.id)])).toEqual([{ n: 30 }]);
      expect(await backend.sql('select id from discussions where id = $1', [big.id])).toEqual([]);
      const pushes = device.network.requests.filter((r) => r.path === '/rest/v1/rpc/sync_push');
      expect(pushes.some((r) => r.status === 413)).toBe(true);
      const conflict = (await device.db.conflicts.findOne().exec())!.toJSON();
      expect(conflict).toMatchObject({ collection_name: 'discussions', doc_id: big.id, reason: 'rejected', code: '413' });
      expect(conflict.message).toMatch(/too large/);
      expect((conflict.local as { content: string }).content).toBe(big.content);
    } finally {
      await backend.sql(`update private.sync_push_limits set max_changes = ${SYNC_PUSH_LIMITS.maxChanges}, max_bytes = ${SYNC_PUSH_LIMITS.maxBytes}`);
    }
  });

  it(`never sends more than ${SYNC_PUSH_LIMITS.maxChanges} changes in one push, whatever batch size it is given`, async () => {
    const device = await open(baraka, ['discussions'], 2_000);
    device.network.offline = true;
    const rows = Array.from({ length: SYNC_PUSH_LIMITS.maxChanges + 20 }, (_, i) => discussion(baraka, `Offline note ${i}`, 'Written on the bus.'));
    await device.db.discussions.bulkInsert(rows);
    device.network.offline = false;
    await device.sync.syncNow();
    await waitFor(async () => (await backend.sql<{ n: number }>('select count(*)::int as n from discussions where id = any($1::uuid[])', [rows.map((d) => d.id)]))[0]!.n === rows.length, 'every write on the server');
    const pushes = device.network.requests.filter((r) => r.path === '/rest/v1/rpc/sync_push');
    expect(pushes.length).toBeGreaterThanOrEqual(2);
    expect(pushes.every((r) => r.status === 200)).toBe(true);
    expect(await device.db.conflicts.count().exec()).toBe(0);
  });

  it('a hard delete on the server reaches the other device', async () => {
    const reader = await open(baraka, ['discussions']);
    const row = discussion(amina, 'Deleted by REST', 'soon gone from here');
    expect((await amina.client.from('discussions').insert({ id: row.id, author_id: amina.id, title: row.title, content: row.content })).error).toBeNull();
    await reader.sync.syncNow();
    await waitFor(async () => (await reader.db.discussions.findOne(row.id).exec()) !== null, 'the discussion on the reader');
    expect((await amina.client.from('discussions').delete().eq('id', row.id)).error).toBeNull();
    await reader.sync.syncNow();
    await waitFor(async () => (await reader.db.discussions.findOne(row.id).exec()) === null, 'the deletion on the reader');
  });

  it('after a server reset the device pulls again from the start and still pushes its unsent writes', async () => {
    const device = await open(amina, ['discussions']);
    const synced = discussion(amina, 'Synced before the reset', 'on the old server');
    await device.db.discussions.insert(synced);
    await device.sync.syncNow();
    await waitFor(async () => (await backend.sql('select id from discussions where id = $1', [synced.id])).length === 1, 'first write on the old server');

    device.network.offline = true;
    const unsent = discussion(amina, 'Written offline', 'must survive the reset');
    await device.db.discussions.insert(unsent);
    await (await device.db.discussions.findOne(synced.id).exec())!.incrementalPatch({ content: 'edited offline' });

    // The server comes back as a fresh database (same project keys, the same account, nothing else).
    const fresh = await startTestBackend();
    backends.push(fresh);
    await fresh.sql(`insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data) values ($1, $2, now(), '{"full_name":"Amina Okafor"}')`, [amina.id, amina.email]);
    await fresh.sql(`insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())`, [baraka.id, baraka.email]);
    const newcomer = randomUUID();
    await fresh.sql(`insert into discussions (id, author_id, title, content) values ($1, $2, 'Posted on the new server', 'hello')`, [newcomer, baraka.id]);

    device.network.redirectTo = fresh.url;
    device.network.offline = false;
    await device.sync.syncNow();
    await waitFor(async () => (await device.db.discussions.findOne(newcomer).exec()) !== null, 'a row of the new server on the device');
    await waitFor(async () => (await fresh.sql('select id from discussions where id = any($1::uuid[])', [[unsent.id, synced.id]])).length === 2, 'unsent writes on the new server');
    expect(await fresh.sql('select content from discussions where id = $1', [synced.id])).toEqual([{ content: 'edited offline' }]);
    expect(await device.db.conflicts.count().exec()).toBe(0);
  });

  it('an edit made on the device never overwrites the stored secret with its mask', async () => {
    const device = await open(amina, ['creator_tools']);
    const id = randomUUID();
    await device.db.creator_tools.insert({
      id, kind: 'tech_connection', user_id: amina.id, tech_id: 'ai', credentials: { apiKey: 'sk-test-abcdefghijklmnop1234' }, is_active: true,
      created_at: new Date().toISOString(), creator_id: null, name: null, description: null, trigger_type: null, trigger_config: null, actions: null,
      updated_at: null, api_key_hash: null, api_key_last4: null, server_xid: null, server_modified: null,
    });
    await device.sync.syncNow();
    await waitFor(async () => ((await device.db.creator_tools.findOne(id).exec())?.credentials as { apiKey?: string } | undefined)?.apiKey === '••••1234', 'masked copy on the device');
    await (await device.db.creator_tools.findOne(id).exec())!.incrementalPatch({ is_active: false });
    await device.sync.syncNow();
    await waitFor(async () => (await backend.sql<{ is_active: boolean }>('select is_active from tech_connections where id = $1', [id]))[0]?.is_active === false, 'the edit on the server');
    expect(await backend.sql('select credentials from tech_connections where id = $1', [id])).toEqual([{ credentials: { apiKey: 'sk-test-abcdefghijklmnop1234' } }]);
  });

  it('counts refused submissions and losing versions as unsent work (what a sign-out would delete)', async () => {
    const device = await open(baraka, ['outbox', 'discussions']);
    expect(await device.sync.countUnsent()).toBe(0);
    await queueSubmission(device.db, 'contact_messages', { user_id: baraka.id, first_name: 'Baraka', last_name: '', email: 'not-an-email', subject: 'Hi', message: 'Refused by the email check' });
    await device.sync.syncNow();
    await waitFor(async () => (await device.db.outbox.count({ selector: { status: 'failed' } }).exec()) === 1, 'the refused submission');
    expect(await device.sync.countUnsent()).toBe(1);
    await device.db.conflicts.insert({ id: randomUUID(), collection_name: 'discussions', doc_id: randomUUID(), reason: 'rejected', local: {}, server: null, code: '42501', message: 'refused', created_at: new Date().toISOString() });
    expect(await device.sync.countUnsent()).toBe(2);
  });
});
