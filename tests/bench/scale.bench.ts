// Scale benchmark (issue 30): seeds platforms of size S, M (and L when asked) on PostgreSQL and times a learner's sync and read-model calls through the local backend.
//
//   npm run bench -- scale                      S and M
//   SCALE_SIZES=S,M,L npm run bench -- scale    L too (run.ts passes no arguments to a bench, so the sizes come from the env;
//   npx tsx tests/bench/scale.bench.ts S M L    run directly, they may also be given as arguments)
//   SCALE_KEEP=1 npm run bench -- scale         keep each seeded database (named by a hash of the migrations and the seed) and
//                                               reuse it on the next run: iterating on a query does not reseed M every time
//
// PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; without one the bench prints a skip line.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { SYNCED_TABLE_NAMES } from '../../src/db/collections.ts';
import { startBackend, type Backend } from '../../supabase/local/server.ts';
import { SMOKE, sized } from './smoke.ts';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FACTORS = { S: 1, M: 10, L: 100 } as const;
type Size = keyof typeof FACTORS;
const PASSWORD = 'scale-bench-password';
/** The app's pull page (engine.ts default). */
const BATCH = 200;
const RUNS = sized(5, 1);
const FIRST_SYNC_RUNS = sized(3, 1);
const CROWD = sized(40, 3);
const CROWD_ROUNDS = sized(3, 1);
/**
 * Rounds before the measured ones: a running server's pooled connections hold the pull functions' cached plans (each
 * connection plans a function's statements afresh its first five calls), which a server just started for the bench
 * does not. 40 pulls spread over the backend's 10 connections are about 4 calls each per round: two rounds.
 */
const CROWD_WARMUP_ROUNDS = sized(2, 0);
/** The app gives up on a request after 60 s (docs/sync-protocol.md, push timeouts); the same bound counts a crowd pull as timed out. */
const REQUEST_TIMEOUT_MS = 60_000;
const MAX_REQUESTS = 2000;
const TOP = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const READ_MODELS = ['leaderboard', 'community_stats', 'suggested_peers'] as const;
const KEEP = process.env.SCALE_KEEP === '1';
const SEED_SQL = join(import.meta.dirname, 'scale-seed.sql');

/** Names a kept database by what made it: every migration and the seed. Another hash means another schema: seed again. */
function seedHash(): string {
  const hash = createHash('sha256');
  const dir = join(import.meta.dirname, '../../supabase/migrations');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  hash.update(readFileSync(join(import.meta.dirname, '../../supabase/local/platform.sql'))).update(readFileSync(SEED_SQL));
  return hash.digest('hex').slice(0, 12);
}

type Checkpoints = Record<string, unknown>;
type Page = { rows: unknown[]; checkpoint: unknown; more: boolean };
type PullAnswer = Record<string, Page>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function chosenSizes(): Size[] {
  const raw = [process.env.SCALE_SIZES ?? '', ...process.argv.slice(2)].join(',');
  const named = raw.split(/[\s,]+/).map((s) => s.trim().toUpperCase()).filter((s): s is Size => s in FACTORS);
  // Quick mode: the smallest platform only.
  const sizes = SMOKE ? (['S'] as Size[]) : named.length > 0 ? named : (['S', 'M'] as Size[]);
  return (Object.keys(FACTORS) as Size[]).filter((s) => sizes.includes(s));
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

class NoRealtime {
  constructor() {
    throw new Error('no realtime in the bench');
  }
}

/** Records the size of the last data answer: the body as sent (fetch decodes compressed answers) and its gzip size. */
class Meter {
  bytes = 0;
  gzip = 0;
  /** A crowd member is not metered: gzipping each answer in the process that also serves them would be timed as the server's. */
  constructor(private readonly measure = true) {}
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    if (!this.measure) return response;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!new URL(url).pathname.startsWith('/rest/v1/')) return response;
    const body = Buffer.from(await response.arrayBuffer());
    this.bytes += body.byteLength;
    this.gzip += gzipSync(body).byteLength;
    const bodyless = response.status === 204 || response.status === 205 || response.status === 304;
    return new Response(bodyless ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

async function signIn(backend: Backend, member: number, meter = new Meter()): Promise<{ client: SupabaseClient; meter: Meter; uid: string }> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
    global: { fetch: meter.fetch },
  });
  const { data, error } = await client.auth.signInWithPassword({ email: `member${member}@scale.test`, password: PASSWORD });
  if (error) throw error;
  return { client, meter, uid: data.user.id };
}

async function pull(client: SupabaseClient, checkpoints: Checkpoints, deviceId: string, signal?: AbortSignal): Promise<PullAnswer> {
  let call = client.rpc('sync_pull', { checkpoints, batch_size: BATCH, device_id: deviceId });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw new Error(`sync_pull: ${error.message}`);
  return data as PullAnswer;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/** A new device's first sync: every table the app holds from null, then again for those with `more`, as the app's rounds do. */
async function fullSync(client: SupabaseClient, meter: Meter): Promise<{ checkpoints: Checkpoints; requests: number; rows: number; bytes: number; gzip: number; ms: number }> {
  const deviceId = randomUUID();
  const held: Checkpoints = Object.fromEntries(SYNCED_TABLE_NAMES.map((t) => [t, null]));
  let pending: Checkpoints = { ...held };
  let requests = 0;
  let rows = 0;
  meter.bytes = 0;
  meter.gzip = 0;
  const started = performance.now();
  while (Object.keys(pending).length > 0 && requests < MAX_REQUESTS) {
    const answer = await pull(client, pending, deviceId);
    requests += 1;
    const next: Checkpoints = {};
    for (const [table, page] of Object.entries(answer)) {
      rows += page.rows.length;
      held[table] = page.checkpoint;
      if (page.more) next[table] = page.checkpoint;
    }
    pending = next;
  }
  return { checkpoints: held, requests, rows, bytes: meter.bytes, gzip: meter.gzip, ms: performance.now() - started };
}

function absorb(held: Checkpoints, answer: PullAnswer): number {
  let rows = 0;
  for (const [table, page] of Object.entries(answer)) {
    held[table] = page.checkpoint;
    rows += page.rows.length;
  }
  return rows;
}

/** 100 rows by others, through the triggers as any write: 50 discussions and 50 comments on the newest discussions. */
async function writeByOthers(owner: pg.Client, members: number, round: number): Promise<void> {
  const pool = members - 42;
  await owner.query(
    `insert into public.discussions (author_id, title, content, tags)
     select ('00000001-0000-4000-8000-' || lpad(to_hex(43 + (g * 97 + $2 * 31) % $1), 12, '0'))::uuid,
            'New question ' || $2 || '.' || g, 'A fresh question from the community, round ' || $2 || '.', array['new', 'tag' || g % 40]
     from generate_series(1, 50) g`,
    [pool, round],
  );
  await owner.query(
    `insert into public.discussion_comments (discussion_id, author_id, content)
     select d.id, ('00000001-0000-4000-8000-' || lpad(to_hex(43 + (n * 53 + $2 * 17) % $1), 12, '0'))::uuid, 'A new answer, round ' || $2 || '.'
     from (select id, row_number() over (order by created_at desc, id) as n from public.discussions
           where not _deleted order by created_at desc, id limit 50) d`,
    [pool, round],
  );
}

/** Runs SQL as the `authenticated` role with a user's claims, as a request does; only the statement itself is timed. */
async function asUser<T>(client: pg.Client, uid: string, text: string, params: unknown[], timeout = '60s'): Promise<{ ms: number; rows: T[] }> {
  await client.query('begin');
  try {
    await client.query(`set local role authenticated`);
    await client.query(`set local statement_timeout = '${timeout}'`);
    await client.query(`select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', 'authenticated', true)`, [
      JSON.stringify({ sub: uid, role: 'authenticated', aud: 'authenticated' }),
      uid,
    ]);
    const started = performance.now();
    const result = await client.query(text, params);
    return { ms: performance.now() - started, rows: result.rows as T[] };
  } finally {
    await client.query('rollback');
  }
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

function nodeLabel(node: PlanNode): string {
  const on = node['Relation Name'] ?? node['Function Name'] ?? node['CTE Name'];
  const index = node['Index Name'] ? ` using ${String(node['Index Name'])}` : '';
  return `${String(node['Node Type'])}${on ? ` on ${String(on)}` : ''}${index}`;
}

function cteTimes(node: PlanNode, found = new Map<string, number>()): Map<string, number> {
  if (typeof node['Subplan Name'] === 'string') found.set(node['Subplan Name'], Number(node['Actual Total Time'] ?? 0) * Number(node['Actual Loops'] ?? 1));
  for (const child of node.Plans ?? []) cteTimes(child, found);
  return found;
}

/** Exclusive time per node (its total over loops minus its children's), to name what dominates a plan. */
function selfTimes(node: PlanNode, out: { label: string; ms: number; rows: number; loops: number; filter: string }[], ctes = cteTimes(node)): number {
  const loops = Number(node['Actual Loops'] ?? 1);
  const total = Number(node['Actual Total Time'] ?? 0) * loops;
  // A CTE Scan's time includes running its CTE, which the plan lists (and we count) as its own subplan.
  const cte = node['Node Type'] === 'CTE Scan' ? (ctes.get(`CTE ${String(node['CTE Name'])}`) ?? 0) : 0;
  const children = (node.Plans ?? []).reduce((sum, child) => sum + selfTimes(child, out, ctes), 0) + cte;
  const filter = String(node.Filter ?? node['Index Cond'] ?? node['Hash Cond'] ?? node['Join Filter'] ?? '');
  out.push({ label: nodeLabel(node), ms: Math.max(0, total - children), rows: Number(node['Actual Rows'] ?? 0), loops, filter: filter.slice(0, 160) });
  return total;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a call made as `authenticated`: the calls are PL/pgSQL with dynamic SQL, so auto_explain
 * (nested statements, sent to this client as notices) gives the plans of the statements inside them.
 */
async function explainCall(client: pg.Client, uid: string, title: string, text: string, params: unknown[]): Promise<string> {
  const notices: string[] = [];
  const listener = (msg: { message?: string }): void => {
    if (msg.message?.startsWith('duration:')) notices.push(msg.message);
  };
  client.on('notice', listener);
  let ms = NaN;
  try {
    ms = (await asUser(client, uid, text, params)).ms;
  } catch (error) {
    notices.push(`error: ${(error as Error).message}`);
  } finally {
    client.off('notice', listener);
  }
  const statements = notices.flatMap((message) => {
    const json = message.indexOf('{');
    if (json < 0) return [];
    try {
      const plan = JSON.parse(message.slice(json)) as { 'Query Text'?: string; Plan?: PlanNode };
      if (!plan.Plan) return [];
      const nodes: { label: string; ms: number; rows: number; loops: number; filter: string }[] = [];
      const total = selfTimes(plan.Plan, nodes);
      nodes.sort((a, b) => b.ms - a.ms);
      const buffers = `shared hit ${String(plan.Plan['Shared Hit Blocks'] ?? 0)}, read ${String(plan.Plan['Shared Read Blocks'] ?? 0)}, temp written ${String(plan.Plan['Temp Written Blocks'] ?? 0)}`;
      return [{ query: (plan['Query Text'] ?? '').replace(/\s+/g, ' ').slice(0, 200), top: nodeLabel(plan.Plan), total, buffers, nodes: nodes.slice(0, 4) }];
    } catch {
      return [];
    }
  });
  // The outermost statement contains the others; the nested ones say where the time goes.
  const nested = statements.filter((s) => !s.query.startsWith(text.replace(/\s+/g, ' ').slice(0, 30))).sort((a, b) => b.total - a.total);
  const lines = [`## ${title}: ${ms.toFixed(1)} ms (statement as authenticated, with auto_explain timing)`];
  for (const s of nested.slice(0, 6)) {
    lines.push(`- ${s.total.toFixed(1)} ms, top node ${s.top}; ${s.buffers}`, `  query: ${s.query}`);
    for (const n of s.nodes) lines.push(`    self ${n.ms.toFixed(1)} ms  ${n.label}  rows ${n.rows} x loops ${n.loops}${n.filter ? `  [${n.filter}]` : ''}`);
  }
  return lines.join('\n');
}

type Figures = Map<string, { value: number; text: string }>;

async function measureSize(size: Size): Promise<{ figures: Figures; seedMs: number; plansFile: string; planSummary: string }> {
  const factor = FACTORS[size];
  const members = 1000 * factor;
  const keptPrefix = `maarifa_scale_${size.toLowerCase()}_keep_`;
  const dbName = KEEP ? `${keptPrefix}${seedHash()}` : `maarifa_scale_${size.toLowerCase()}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  let reuse = false;
  if (KEEP) {
    // A kept database of an older schema is of no further use: it only takes disk.
    const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1 and datname <> $2`, [`${keptPrefix}%`, dbName]);
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    // Seeded completely: the database's comment is written last (below), so a run stopped while seeding seeds again.
    reuse = (await admin.query(`select 1 from pg_database where datname = $1 and shobj_description(oid, 'pg_database') = 'scale seed complete'`, [dbName])).rowCount === 1;
    if (!reuse) await admin.query(`drop database if exists "${dbName}" with (force)`);
  }
  if (!reuse) await admin.query(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  let backend: Backend | undefined;
  const owner = new pg.Client({ connectionString: databaseUrl });
  const sqlUser = new pg.Client({ connectionString: databaseUrl });
  try {
    backend = await startBackend({ port: 0, host: '127.0.0.1', databaseUrl, seed: false, log: () => undefined });
    await owner.connect();
    await sqlUser.connect();

    // Seeding ----------------------------------------------------------------------------------------------------
    const seedStarted = performance.now();
    await owner.query(`set statement_timeout = 0`);
    if (!reuse) {
      await owner.query(`select set_config('scale.factor', $1, false), set_config('scale.password_hash', $2, false)`, [String(factor), bcrypt.hashSync(PASSWORD, 4)]);
      await owner.query(readFileSync(SEED_SQL, 'utf8'));
      await checkSeed(owner);
      // Rewritten rows (profile and course totals) leave dead tuples a trigger-fed database would have vacuumed long ago.
      await owner.query('vacuum (full) public.profiles, public.courses');
      await owner.query('vacuum analyze');
      if (KEEP) await owner.query(`comment on database "${dbName}" is 'scale seed complete'`);
    } else {
      // Earlier runs' writes (a few hundred rows each) are the only difference from a fresh seed.
      await owner.query('analyze');
    }
    const seedMs = performance.now() - seedStarted;
    const counts = (await owner.query<{ t: string; n: string }>(
      `select 'members' t, count(*) n from public.profiles union all select 'courses', count(*) from public.courses
       union all select 'modules', count(*) from public.course_modules union all select 'lessons', count(*) from public.lessons
       union all select 'enrolments', count(*) from public.enrollments union all select 'progress', count(*) from public.lesson_progress
       union all select 'discussions', count(*) from public.discussions union all select 'comments', count(*) from public.discussion_comments
       union all select 'votes', count(*) from public.discussion_votes union all select 'xp events', count(*) from public.xp_events`,
    )).rows;
    console.log(`[${size}] ${reuse ? `reused ${dbName} (SCALE_KEEP), analyzed in` : 'seeded in'} ${(seedMs / 1000).toFixed(1)} s: ${counts.map((c) => `${c.t} ${Number(c.n).toLocaleString('en-US')}`).join(', ')}`);

    const figures: Figures = new Map();
    const learner = await signIn(backend, 1);

    // 2. A new device's first full sync (also brings the learner's device up to date for the calls after it).
    const syncs = [];
    for (let run = 0; run < FIRST_SYNC_RUNS; run += 1) syncs.push(await fullSync(learner.client, learner.meter));
    const last = syncs[syncs.length - 1]!;
    const firstMs = median(syncs.map((s) => s.ms));
    figures.set('first', { value: firstMs, text: `${firstMs.toFixed(0)} ms, ${last.requests} req` });
    figures.set('first-bytes', { value: last.bytes, text: `${(last.bytes / 1024).toFixed(0)} KiB (gzip ${(last.gzip / 1024).toFixed(0)} KiB), ${last.rows} rows` });
    const held = last.checkpoints;
    const deviceId = randomUUID();

    // 1. Incremental pull after 100 new rows by others.
    const incremental: number[] = [];
    const incrementalRows: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await writeByOthers(owner, members, run);
      const { ms, value } = await timed(() => pull(learner.client, held, deviceId));
      incremental.push(ms);
      incrementalRows.push(absorb(held, value));
    }
    figures.set('incremental', { value: median(incremental), text: `${median(incremental).toFixed(0)} ms, ${median(incrementalRows)} rows` });

    // 3. lessons alone, nothing new.
    const lessons: number[] = [];
    for (let run = 0; run < RUNS; run += 1) lessons.push((await timed(() => pull(learner.client, { lessons: held.lessons }, deviceId))).ms);
    figures.set('lessons', { value: median(lessons), text: `${median(lessons).toFixed(0)} ms` });

    // 4. server_views alone: from the learner's current versions, and from null.
    const viewsHeld: number[] = [];
    const viewsNull: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, value } = await timed(() => pull(learner.client, { server_views: held.server_views }, deviceId));
      viewsHeld.push(ms);
      absorb(held, value);
    }
    for (let run = 0; run < RUNS; run += 1) viewsNull.push((await timed(() => pull(learner.client, { server_views: null }, deviceId))).ms);
    figures.set('views-held', { value: median(viewsHeld), text: `${median(viewsHeld).toFixed(0)} ms` });
    figures.set('views-null', { value: median(viewsNull), text: `${median(viewsNull).toFixed(0)} ms` });

    // 5. Each read model alone: no RPC serves one, so private.server_view in SQL as the authenticated learner.
    for (const name of READ_MODELS) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push((await asUser(sqlUser, learner.uid, 'select private.server_view($1, $2::uuid) as v', [name, learner.uid])).ms);
      figures.set(`view-${name}`, { value: median(times), text: `${median(times).toFixed(0)} ms` });
    }

    // 6. search_people as an admin (member 42); "Mwangi" matches one member in twelve.
    const adminUser = await signIn(backend, 42);
    const search: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      search.push((await timed(async () => {
        const { error } = await adminUser.client.rpc('search_people', { query: 'Mwangi', max_rows: 20 });
        if (error) throw new Error(`search_people: ${error.message}`);
      })).ms);
    }
    figures.set('search', { value: median(search), text: `${median(search).toFixed(0)} ms` });

    // 7. 40 learners pulling at once. Their devices are made up to date without 40 first syncs: a checkpoint at the
    // horizon is past every row that exists, and the read models come from a pull of `server_views` alone, as the
    // device's last pull left them (versions, and when each view was computed).
    const crowd = [];
    for (let i = 0; i < CROWD; i += 1) crowd.push(await signIn(backend, 2 + i, new Meter(false)));
    const [{ horizon, epoch } = { horizon: '0', epoch: '' }] = (await owner.query<{ horizon: string; epoch: string }>(
      `select pg_snapshot_xmin(pg_current_snapshot())::text as horizon, (select epoch::text from private.server_epoch) as epoch`,
    )).rows;
    const crowdHeld: Checkpoints[] = [];
    for (const member of crowd) {
      const views = await pull(member.client, { server_views: null }, randomUUID());
      const cp: Checkpoints = {};
      for (const table of SYNCED_TABLE_NAMES) cp[table] = table === 'server_views' ? views.server_views!.checkpoint : { xid: Number(horizon) - 1, id: TOP, epoch };
      crowdHeld.push(cp);
    }
    const crowdMs: number[] = [];
    let crowdErrors = 0;
    let crowdTimeouts = 0;
    for (let round = 0; round < CROWD_WARMUP_ROUNDS + CROWD_ROUNDS; round += 1) {
      const measured = round >= CROWD_WARMUP_ROUNDS;
      await writeByOthers(owner, members, 100 + round);
      await Promise.all(crowd.map(async (member, i) => {
        const started = performance.now();
        try {
          const answer = await pull(member.client, crowdHeld[i]!, randomUUID(), AbortSignal.timeout(REQUEST_TIMEOUT_MS));
          absorb(crowdHeld[i]!, answer);
          if (measured) crowdMs.push(performance.now() - started);
        } catch (error) {
          const message = (error as Error).message;
          if (/timeout|abort|57014|canceling statement/i.test(message)) crowdTimeouts += 1;
          else crowdErrors += 1;
        }
      }));
    }
    figures.set('crowd', {
      value: percentile(crowdMs, 99),
      text: `${percentile(crowdMs, 50).toFixed(0)} / ${percentile(crowdMs, 99).toFixed(0)} ms, ${crowdErrors} err, ${crowdTimeouts} t/o`,
    });

    // Plans ------------------------------------------------------------------------------------------------------
    await owner.query(`load 'auto_explain'`);
    await sqlUser.query(`load 'auto_explain'`);
    await sqlUser.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on;
                         set auto_explain.log_nested_statements = on; set auto_explain.log_format = json; set auto_explain.log_level = notice;
                         set auto_explain.log_timing = on`);
    await writeByOthers(owner, members, 200);
    const sections = [
      await explainCall(sqlUser, learner.uid, 'incremental pull after 100 new rows (all tables)', 'select public.sync_pull($1::jsonb, $2, $3::uuid)', [JSON.stringify(held), BATCH, deviceId]),
      await explainCall(sqlUser, learner.uid, 'lessons alone, nothing new', 'select public.sync_pull($1::jsonb, $2, $3::uuid)', [JSON.stringify({ lessons: held.lessons }), BATCH, deviceId]),
      await explainCall(sqlUser, learner.uid, 'first page of a first sync (all tables from null)', 'select public.sync_pull($1::jsonb, $2, $3::uuid)', [JSON.stringify(Object.fromEntries(SYNCED_TABLE_NAMES.map((t) => [t, null]))), BATCH, randomUUID()]),
      await explainCall(sqlUser, learner.uid, 'server_views alone from null', 'select public.sync_pull($1::jsonb, $2, $3::uuid)', [JSON.stringify({ server_views: null }), BATCH, deviceId]),
    ];
    for (const name of READ_MODELS) sections.push(await explainCall(sqlUser, learner.uid, `read model ${name}`, 'select private.server_view($1, $2::uuid)', [name, learner.uid]));
    sections.push(await explainCall(sqlUser, adminUser.uid, 'search_people (admin)', 'select * from public.search_people($1, $2)', ['Mwangi', 20]));
    mkdirSync('test-results', { recursive: true });
    const plansFile = join('test-results', `scale-plans-${size}.txt`);
    writeFileSync(plansFile, `# EXPLAIN (ANALYZE, BUFFERS) as authenticated, size ${size}: nested statements, slowest first; "self" = a node's own time\n\n${sections.join('\n\n')}\n`);
    const planSummary = sections.map((s) => {
      const lines = s.split('\n');
      // The slowest statement inside the call, and its two costliest nodes.
      const first = lines.findIndex((l) => l.startsWith('- '));
      return (first < 0 ? [lines[0]] : [lines[0], ...lines.slice(first, first + 4)]).join('\n');
    }).join('\n');
    return { figures, seedMs, plansFile, planSummary };
  } finally {
    await owner.end().catch(() => undefined);
    await sqlUser.end().catch(() => undefined);
    await backend?.stop().catch(() => undefined);
    if (!KEEP) {
      const drop = new pg.Client({ connectionString: ADMIN_URL });
      await drop.connect();
      await drop.query(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
      await drop.end();
    }
  }
}


/** Replica mode skipped the foreign-key triggers: the seed's ids must hold up on their own. */
async function checkSeed(owner: pg.Client): Promise<void> {
  const { rows } = await owner.query<{ what: string; n: string }>(`
    select 'profiles without user' what, count(*) n from public.profiles p where not exists (select 1 from auth.users u where u.id = p.id)
    union all select 'courses without instructor', count(*) from public.courses c where not exists (select 1 from public.profiles p where p.id = c.instructor_id)
    union all select 'modules without course', count(*) from public.course_modules m where not exists (select 1 from public.courses c where c.id = m.course_id)
    union all select 'lessons without module', count(*) from public.lessons l where not exists (select 1 from public.course_modules m where m.id = l.module_id)
    union all select 'enrolments without course', count(*) from public.enrollments e where not exists (select 1 from public.courses c where c.id = e.course_id)
    union all select 'progress without lesson', count(*) from public.lesson_progress lp where not exists (select 1 from public.lessons l where l.id = lp.lesson_id)
    union all select 'discussions without author', count(*) from public.discussions d where not exists (select 1 from public.profiles p where p.id = d.author_id)
    union all select 'comments without discussion', count(*) from public.discussion_comments c where not exists (select 1 from public.discussions d where d.id = c.discussion_id)
    union all select 'votes without discussion', count(*) from public.discussion_votes v where not exists (select 1 from public.discussions d where d.id = v.discussion_id)
    union all select 'xp without profile', count(*) from public.xp_events x where not exists (select 1 from public.profiles p where p.id = x.user_id)
    union all select 'published course without module', count(*) from public.courses c where c.status = 'published' and not exists (select 1 from public.course_modules m where m.course_id = c.id)`);
  const broken = rows.filter((r) => Number(r.n) > 0);
  if (broken.length > 0) throw new Error(`scale seed broke constraints: ${broken.map((r) => `${r.what}: ${r.n}`).join(', ')}`);
}

const ROWS: { key: string; label: string; goal?: { limit: number; text: string } }[] = [
  { key: 'incremental', label: 'incremental pull after 100 new rows by others', goal: { limit: 150, text: '≤ 150 ms' } },
  { key: 'first', label: "a new device's first full sync", goal: { limit: 1500, text: '≤ 1.5 s' } },
  { key: 'first-bytes', label: '  its answer bodies (gzip), rows' },
  { key: 'lessons', label: 'pull of `lessons` alone, nothing new' },
  { key: 'views-held', label: 'pull of `server_views` alone, from current versions' },
  { key: 'views-null', label: 'pull of `server_views` alone, from null' },
  { key: 'view-leaderboard', label: 'leaderboard view (SQL, as authenticated)', goal: { limit: 50, text: '≤ 50 ms' } },
  { key: 'view-community_stats', label: 'community_stats view (SQL, as authenticated)', goal: { limit: 50, text: '≤ 50 ms' } },
  { key: 'view-suggested_peers', label: 'suggested_peers view (SQL, as authenticated)', goal: { limit: 50, text: '≤ 50 ms' } },
  { key: 'search', label: 'search_people (admin)' },
  { key: 'crowd', label: `${CROWD} learners pulling at once, p50 / p99`, goal: { limit: 1000, text: 'p99 ≤ 1 s' } },
];

function printTable(sizes: Size[], results: Map<Size, Figures>): void {
  const biggest = sizes.includes('M') ? 'M' : sizes[sizes.length - 1]!;
  const growthFrom = sizes.includes('S') && sizes.includes('M') ? (['S', 'M'] as const) : undefined;
  const header = ['call (median)', ...sizes, ...(growthFrom ? ['growth S→M'] : []), `goal at ${biggest}`];
  const body = ROWS.map((row) => {
    const cells = sizes.map((s) => results.get(s)?.get(row.key)?.text ?? '—');
    const growth: string[] = [];
    let growthMet = true;
    if (growthFrom) {
      const a = results.get('S')?.get(row.key)?.value;
      const b = results.get('M')?.get(row.key)?.value;
      const factor = a && b ? b / a : NaN;
      growthMet = !(factor > 1.5);
      growth.push(Number.isFinite(factor) ? `${factor.toFixed(1)}×${row.key === 'first-bytes' ? '' : factor <= 1.5 ? ' met' : ' not met'}` : '—');
    }
    const at = results.get(biggest)?.get(row.key)?.value;
    const goal = row.goal ? `${row.goal.text}: ${at !== undefined && at <= row.goal.limit ? 'met' : 'not met'}` : row.key === 'first-bytes' ? '' : growthFrom ? `growth ≤ 1.5×: ${growthMet ? 'met' : 'not met'}` : '';
    return [row.label, ...cells, ...growth, goal];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of body) console.log(line(r));
  console.log('Goals (issue 30): incremental pull ≤ 150 ms, first full sync ≤ 1.5 s, every read model ≤ 50 ms, growth S→M ≤ 1.5× per call; 40 learners: p99 ≤ 1 s, no timeout.');
}

const sizes = chosenSizes();
if (!(await postgresAnswers())) {
  console.log(`scale bench skipped: no PostgreSQL answers at ${ADMIN_URL.replace(/:[^:@/]*@/, ':***@')} (set DATABASE_URL)`);
  process.exit(0);
}
console.log(`scale bench: sizes ${sizes.join(', ')} (SCALE_SIZES=S,M,L or arguments S M L to choose), PostgreSQL ${ADMIN_URL.replace(/:[^:@/]*@/, ':***@')}, pull batch ${BATCH}, medians of ${RUNS} (first sync: ${FIRST_SYNC_RUNS})`);
const results = new Map<Size, Figures>();
let lastSummary = '';
for (const size of sizes) {
  const { figures, plansFile, planSummary } = await measureSize(size);
  results.set(size, figures);
  console.log(`[${size}] plans: ${plansFile}`);
  lastSummary = planSummary;
}
console.log(`\nPlans at ${sizes[sizes.length - 1]!} (summary; full list in the file):\n${lastSummary}\n`);
printTable(sizes, results);
