// Sync benchmark on the local backend: requests, bytes and time for full sync, catch-up and offline push, and the stock replicateSupabase push for comparison.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { replicateSupabase } from 'rxdb/plugins/replication-supabase';
import { createMaarifaDatabase, type MaarifaDatabase } from '../../src/db/database.ts';
import { ALL_COLLECTION_NAMES } from '../../src/db/collections.ts';
import { startSync, type SyncHandle } from '../../src/db/sync/engine.ts';
import { createSyncStatusStore } from '../../src/db/sync/sync-status-store.ts';
import { createTestDatabaseName, createTestStorage } from '../../src/db/test-storage.ts';
import { startTestBackend, type TestBackend } from '../integration/support/backend.ts';
import { sized } from './smoke.ts';

const LEARNER = { email: 'learner@maarifa.test', password: 'maarifa-learner' };
const INSTRUCTOR = { email: 'instructor@maarifa.test', password: 'maarifa-instructor' };
/** A seeded course taught by the instructor demo account. */
const INSTRUCTOR_COURSE_ID = '00000000-0000-4000-b000-000000000002';
const OTHER_AUTHOR_ID = '00000000-0000-4000-a000-000000000005';
const WRITES = sized(1000, 20);
const FORUM_SIZE = sized(10_000, 50);

/** `bytes`: decoded, both directions; `wire`: what crossed the network (answers compressed by the backend). */
type Row = { scenario: string; requests: number; bytes: number; wire: number; ms: number; note: string };

/** Counts the data requests (REST and RPC) and their bytes, both directions; can cut the network. */
class Meter {
  requests = 0;
  bytes = 0;
  wire = 0;
  readonly byPath = new Map<string, number>();
  offline = false;
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (this.offline) throw new TypeError('fetch failed (bench offline)');
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await fetch(input, init);
    if (!new URL(url).pathname.startsWith('/rest/v1/')) return response;
    const body = await response.arrayBuffer();
    this.requests += 1;
    const path = new URL(url).pathname.replace('/rest/v1/', '');
    this.byPath.set(path, (this.byPath.get(path) ?? 0) + 1);
    const sent = typeof init?.body === 'string' ? Buffer.byteLength(init.body) : 0;
    this.bytes += sent + body.byteLength;
    // fetch decodes compressed answers; their Content-Length is what the network carried.
    const encoded = response.headers.get('content-encoding') ? Number(response.headers.get('content-length')) : body.byteLength;
    this.wire += sent + encoded;
    const isBodyless = response.status === 204 || response.status === 205 || response.status === 304;
    return new Response(isBodyless ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  reset(): void {
    this.requests = 0;
    this.bytes = 0;
    this.wire = 0;
    this.byPath.clear();
  }
  describe(): string {
    return [...this.byPath].map(([path, count]) => `${count} ${path}`).join(', ');
  }
}

class NoRealtimeTransport {
  constructor() {
    throw new Error('no realtime in the bench');
  }
}

async function signIn(backend: TestBackend, account: { email: string; password: string }, meter: Meter): Promise<SupabaseClient> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport as unknown as typeof WebSocket },
    global: { fetch: meter.fetch },
  });
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw error;
  return client;
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 300_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function openEngine(db: MaarifaDatabase, supabase: SupabaseClient): Promise<SyncHandle> {
  const sync = startSync({ db, supabase, statusStore: createSyncStatusStore(), pushBatchSize: 100, pullBatchSize: 200, pushDebounceMs: 50, coalesceMs: 20 });
  await waitFor(() => sync.status.getState().state === 'up-to-date', 'first sync');
  return sync;
}

async function measureOurs(backend: TestBackend): Promise<Row[]> {
  const rows: Row[] = [];

  // 1. First full sync of the demo data for a learner (all 12 collections).
  const learnerMeter = new Meter();
  const learner = await signIn(backend, LEARNER, learnerMeter);
  learnerMeter.reset();
  const learnerDb = await createMaarifaDatabase({ name: createTestDatabaseName('bench-learner'), storage: createTestStorage(), multiInstance: false, collections: ALL_COLLECTION_NAMES });
  let started = Date.now();
  const learnerSync = await openEngine(learnerDb, learner);
  const counts = await Promise.all(['courses', 'course_modules', 'lessons', 'learning', 'discussions'].map(async (name) => `${name} ${await learnerDb.collections[name as 'courses'].count().exec()}`));
  rows.push({ scenario: 'first full sync (demo data, learner)', requests: learnerMeter.requests, bytes: learnerMeter.bytes, wire: learnerMeter.wire, ms: Date.now() - started, note: `${learnerMeter.describe()}; got ${counts.join(', ')}` });

  // 2. Catch-up after 1,000 rows changed on the server (new modules of a published course the learner's device holds;
  //    discussions would not do: a device keeps only its share of them, see the partial-replication row below).
  await backend.sql(
    `insert into public.course_modules (course_id, title, order_index)
     select $1, 'Bench module ' || g, 1000 + g from generate_series(1, ${WRITES}) g`,
    [INSTRUCTOR_COURSE_ID],
  );
  learnerMeter.reset();
  started = Date.now();
  await learnerSync.syncNow();
  await waitFor(async () => (await learnerDb.course_modules.find().exec()).filter((doc) => doc.title.startsWith('Bench module ')).length >= WRITES, 'catch-up');
  rows.push({ scenario: `catch-up after ${WRITES} rows changed on the server`, requests: learnerMeter.requests, bytes: learnerMeter.bytes, wire: learnerMeter.wire, ms: Date.now() - started, note: `${learnerMeter.describe()} (pull batch 200)` });

  // 2b. Partial replication: 1,000 new discussions by someone else; the device takes the newest 200 of the community.
  await backend.sql(
    `insert into public.discussions (author_id, title, content, tags)
     select $1, 'Bench discussion ' || g, 'Body of discussion ' || g, array['bench', 'tag' || (g % 7)] from generate_series(1, ${WRITES}) g`,
    [OTHER_AUTHOR_ID],
  );
  learnerMeter.reset();
  started = Date.now();
  await learnerSync.syncNow();
  await waitFor(() => learnerSync.status.getState().state === 'up-to-date', 'partial catch-up');
  const held = await learnerDb.discussions.count().exec();
  const [{ total } = { total: 0 }] = await backend.sql<{ total: number }>(`select count(*)::int as total from public.discussions`);
  rows.push({ scenario: `catch-up after ${WRITES} new discussions (partial)`, requests: learnerMeter.requests, bytes: learnerMeter.bytes, wire: learnerMeter.wire, ms: Date.now() - started, note: `${learnerMeter.describe()}; the device holds ${held} of ${total} discussions` });
  await learnerSync.stop();
  await learnerDb.remove();

  // 2c. A new learner's first sync with 10,000 discussions on the server: the device takes only its share.
  await backend.sql(
    `insert into public.discussions (author_id, title, content, tags, created_at)
     select $1, 'Forum question ' || g, 'What do you think about topic ' || g || '?', array['forum', 'tag' || (g % 11)], now() - g * interval '1 minute'
     from generate_series(1, ${FORUM_SIZE}) g`,
    [OTHER_AUTHOR_ID],
  );
  const freshMeter = new Meter();
  const fresh = await signIn(backend, LEARNER, freshMeter);
  freshMeter.reset();
  const freshDb = await createMaarifaDatabase({ name: createTestDatabaseName('bench-fresh'), storage: createTestStorage(), multiInstance: false, collections: ALL_COLLECTION_NAMES });
  started = Date.now();
  const freshSync = await openEngine(freshDb, fresh);
  const [{ total: forumTotal } = { total: 0 }] = await backend.sql<{ total: number }>(`select count(*)::int as total from public.discussions`);
  rows.push({
    scenario: `first sync with ${forumTotal.toLocaleString('en-US')} discussions on the server`,
    requests: freshMeter.requests, bytes: freshMeter.bytes, wire: freshMeter.wire, ms: Date.now() - started,
    note: `${freshMeter.describe()}; the device holds ${await freshDb.discussions.count().exec()} discussions, ${await freshDb.discussion_comments.count().exec()} comments`,
  });
  await freshSync.stop();
  await freshDb.remove();

  // 3. Push 1,000 writes made offline (course modules, the same rows as the stock comparison).
  const instructorMeter = new Meter();
  const instructor = await signIn(backend, INSTRUCTOR, instructorMeter);
  const instructorDb = await createMaarifaDatabase({ name: createTestDatabaseName('bench-instructor'), storage: createTestStorage(), multiInstance: false, collections: ['course_modules'] });
  const instructorSync = await openEngine(instructorDb, instructor);
  instructorMeter.offline = true;
  // The device notices it is offline (in a browser, the `offline` event does the same).
  await instructorSync.syncNow();
  const now = new Date().toISOString();
  await instructorDb.course_modules.bulkInsert(
    Array.from({ length: WRITES }, (_, index) => ({ id: crypto.randomUUID(), course_id: INSTRUCTOR_COURSE_ID, title: `Our module ${index}`, order_index: 100 + index, created_at: now, server_xid: null, server_modified: null })),
  );
  instructorMeter.offline = false;
  instructorMeter.reset();
  started = Date.now();
  await instructorSync.syncNow();
  await waitFor(async () => (await backend.sql<{ n: number }>(`select count(*)::int as n from public.course_modules where title like 'Our module %'`))[0]?.n === WRITES, 'our push', 300_000);
  const pushed = { requests: instructorMeter.requests, bytes: instructorMeter.bytes, wire: instructorMeter.wire, ms: Date.now() - started, note: instructorMeter.describe() };
  rows.push({ scenario: `push ${WRITES} offline writes (this engine)`, ...pushed, note: `${pushed.note} (push batch 100)` });

  // 3b. The push answers carried the new versions; the next round's pull leaves the device's own writes out.
  instructorMeter.reset();
  started = Date.now();
  await instructorSync.syncNow();
  const withVersions = (await instructorDb.course_modules.find().exec()).filter((doc) => doc.title.startsWith('Our module ') && doc.server_xid !== null).length;
  if (withVersions !== WRITES) console.log(`note: only ${withVersions} of ${WRITES} pushed rows had their server version after the next round`);
  rows.push({ scenario: `  then the next round (versions came with the push)`, requests: instructorMeter.requests, bytes: instructorMeter.bytes, wire: instructorMeter.wire, ms: Date.now() - started, note: `${instructorMeter.describe()} (counted from the moment the server had every row)` });
  await instructorSync.stop();
  await instructorDb.remove();
  return rows;
}

/** The same 1,000 course-module inserts through RxDB's stock plugin (a flat table shape it supports). */
async function measureStock(backend: TestBackend): Promise<Row> {
  const meter = new Meter();
  const client = await signIn(backend, INSTRUCTOR, meter);
  const schema: RxJsonSchema<{ id: string; course_id: string; title: string; order_index: number }> = {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: { id: { type: 'string', maxLength: 36 }, course_id: { type: 'string' }, title: { type: 'string' }, order_index: { type: 'number' } },
    required: ['id', 'course_id', 'title', 'order_index'],
  };
  const db = await createRxDatabase({ name: createTestDatabaseName('bench-stock'), storage: createTestStorage(), multiInstance: false });
  const { modules } = await db.addCollections({ modules: { schema } });
  await modules.bulkInsert(Array.from({ length: WRITES }, (_, index) => ({ id: crypto.randomUUID(), course_id: INSTRUCTOR_COURSE_ID, title: `Stock module ${index}`, order_index: 2000 + index })));
  meter.reset();
  const started = Date.now();
  const replication = replicateSupabase({
    replicationIdentifier: 'bench-stock',
    collection: modules,
    client,
    tableName: 'course_modules',
    push: { batchSize: 100 },
    live: false,
    waitForLeadership: false,
  });
  await replication.awaitInitialReplication();
  await waitFor(async () => (await backend.sql<{ n: number }>(`select count(*)::int as n from public.course_modules where title like 'Stock module %'`))[0]?.n === WRITES, 'stock push');
  const row = { scenario: `push ${WRITES} offline writes (stock replicateSupabase)`, requests: meter.requests, bytes: meter.bytes, wire: meter.wire, ms: Date.now() - started, note: `${meter.describe()} (one insert per row)` };
  await replication.cancel();
  await db.remove();
  return row;
}

function formatTable(rows: Row[]): string {
  const header = ['scenario', 'requests', 'bytes', 'wire bytes', 'ms', 'note'];
  const lines = rows.map((row) => [row.scenario, String(row.requests), row.bytes.toLocaleString('en-US'), row.wire.toLocaleString('en-US'), String(row.ms), row.note]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, index) => (index === 0 || index === 4 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`;
  return [format(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

async function main(): Promise<void> {
  const backend = await startTestBackend({ seed: true });
  try {
    const ours = await measureOurs(backend);
    const stock = await measureStock(backend);
    const rows = [...ours, stock];
    console.log(formatTable(rows));
    const oursPush = ours.find((row) => row.scenario.startsWith('push '))!;
    console.log(
      `\nstock / ours for the ${WRITES}-write push: requests ${(stock.requests / Math.max(1, oursPush.requests)).toFixed(1)}x, ` +
        `bytes ${(stock.bytes / Math.max(1, oursPush.bytes)).toFixed(1)}x, time ${(stock.ms / Math.max(1, oursPush.ms)).toFixed(1)}x`,
    );
    console.log(`backend: ${backend.databaseKind}; storage: Dexie on fake-indexeddb (Node); figures are for comparison, not assertions.`);
  } finally {
    await backend.stop();
  }
}

await main();
