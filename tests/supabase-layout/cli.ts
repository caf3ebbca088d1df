// Starts the Supabase-layout cluster, proves the properties the suites rely on, prints URLs and timings, and stops it.
//   npx tsx tests/supabase-layout/cli.ts           the checks
//   npx tsx tests/supabase-layout/cli.ts --push    also `supabase db push` our migrations and seed into a copy, as the CLI
//   npx tsx tests/supabase-layout/cli.ts --hold    keep the cluster up until Ctrl-C (to poke at it with psql)
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { startSupabaseLayout, type SupabaseLayout } from './cluster.ts';

const root = resolve(import.meta.dirname, '../..');
const args = new Set(process.argv.slice(2));

async function query<T extends pg.QueryResultRow>(connectionString: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The error a statement raises (null when it succeeds), run after `setup` in a transaction that is rolled back. */
async function errorOf(connectionString: string, setup: string[], statement: string): Promise<string | null> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('begin');
    for (const sql of setup) await client.query(sql);
    await client.query(statement);
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

type Check = [name: string, run: (layout: SupabaseLayout, db: string) => Promise<string>];

const checks: Check[] = [
  [
    '(a) postgres is not a superuser',
    async (layout, db) => {
      const [row] = await query<{ rolsuper: boolean }>(layout.superUrl(db), `select rolsuper from pg_roles where rolname = 'postgres'`);
      if (row?.rolsuper !== false) throw new Error(`rolsuper = ${String(row?.rolsuper)}`);
      return 'rolsuper = false';
    },
  ],
  [
    '(b) require_where (our pg-safeupdate stand-in) refuses an unqualified DELETE for authenticator',
    async (layout, db) => {
      const setup = ['set role authenticated', 'create temp table safeupdate_probe (x int)', 'insert into safeupdate_probe values (1)'];
      const expected = 'DELETE requires a WHERE clause';
      const as = (sql: string[], statement: string) => errorOf(layout.authenticatorUrl(db), [...setup, ...sql], statement);
      const cases: [string, string | null][] = [
        ['plain', await as([], 'delete from safeupdate_probe')],
        ['inside WITH', await as([], 'with d as (delete from safeupdate_probe returning x) select count(*) from d')],
        [
          'in a plpgsql function',
          await as(
            ['create function pg_temp.wipe() returns void language plpgsql as $$ begin delete from safeupdate_probe; end $$'],
            'select pg_temp.wipe()',
          ),
        ],
        [
          'in a deferred trigger, at commit',
          await as(
            [
              'create temp table safeupdate_trigger (x int)',
              'create function pg_temp.wipe_t() returns trigger language plpgsql as $$ begin delete from safeupdate_probe; return null; end $$',
              `create constraint trigger wipe after insert on safeupdate_trigger deferrable initially deferred
                 for each row execute function pg_temp.wipe_t()`,
              'insert into safeupdate_trigger values (1)',
            ],
            'commit',
          ),
        ],
      ];
      const wrong = cases.filter(([, got]) => got !== expected);
      if (wrong.length) throw new Error(wrong.map(([name, got]) => `${name}: ${got ?? 'no error'}`).join('; '));
      const update = await as([], 'update safeupdate_probe set x = 2');
      if (update !== 'UPDATE requires a WHERE clause') throw new Error(`UPDATE got: ${update ?? 'no error'}`);
      const qualified = await as([], 'delete from safeupdate_probe where x = 1');
      if (qualified !== null) throw new Error(`a qualified DELETE failed: ${qualified}`);
      // As on hosted, only authenticator's sessions load it: migrations run by postgres are not checked.
      const asPostgres = await errorOf(layout.postgresUrl(db), setup.slice(1), 'delete from safeupdate_probe');
      if (asPostgres !== null) throw new Error(`postgres got: ${asPostgres}`);
      return `"${expected}" (${cases.map(([name]) => name).join(', ')}); UPDATE too; a qualified DELETE passes; postgres is not checked`;
    },
  ],
  [
    "(c) auth.users has GoTrue's columns",
    async (layout, db) => {
      const rows = await query<{ column_name: string }>(
        layout.superUrl(db),
        `select column_name from information_schema.columns
          where table_schema = 'auth' and table_name = 'users' order by ordinal_position`,
      );
      const columns = rows.map((r) => r.column_name);
      const expected = ['id', 'email', 'encrypted_password', 'email_confirmed_at', 'phone', 'raw_app_meta_data', 'raw_user_meta_data'];
      expected.push('is_sso_user', 'deleted_at', 'is_anonymous');
      const missing = expected.filter((c) => !columns.includes(c));
      if (missing.length) throw new Error(`missing ${missing.join(', ')}`);
      return `${columns.length} columns`;
    },
  ],
  [
    "(d) realtime.messages is partitioned, with today's partition",
    async (layout, db) => {
      const today = new Date().toISOString().slice(0, 10).replace(/-/g, '_');
      const rows = await query<{ relkind: string; partitions: string[] }>(
        layout.superUrl(db),
        `select c.relkind::text, array(select i.inhrelid::regclass::text from pg_inherits i where i.inhparent = c.oid order by 1) as partitions
           from pg_class c where c.oid = 'realtime.messages'::regclass`,
      );
      const [row] = rows;
      if (row?.relkind !== 'p') throw new Error(`relkind = ${row?.relkind ?? 'none'}`);
      if (!row.partitions.includes(`realtime.messages_${today}`)) throw new Error(`no messages_${today} in ${row.partitions.join(', ')}`);
      // A row written now lands in a partition (the insert fails with "no partition of relation" otherwise).
      const probe = `insert into realtime.messages (topic, extension, payload, event, private) values ('probe', 'broadcast', '{}', 'probe', true)`;
      const insert = await errorOf(layout.superUrl(db), [], probe);
      if (insert !== null) throw new Error(`insert failed: ${insert}`);
      return `partitions ${row.partitions.map((p) => p.replace('realtime.messages_', '')).join(', ')}`;
    },
  ],
  [
    '(e) postgres may create a policy on realtime.messages',
    async (layout, db) => {
      const policy = 'create policy supabase_layout_probe on realtime.messages for select to authenticated using (true)';
      const failed = await errorOf(layout.postgresUrl(db), [], policy);
      if (failed !== null) throw new Error(failed);
      return 'created (rolled back)';
    },
  ],
];

/** `supabase db push` of supabase/migrations and supabase/seed.sql into a copy of the layout, as a user deploys. */
function push(layout: SupabaseLayout, db: string): Promise<number> {
  const cliArgs = ['supabase', 'db', 'push', '--db-url', layout.postgresUrl(db), '--include-all', '--include-seed', '--yes'];
  console.log(`\n$ npx ${cliArgs.join(' ')}`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npx', cliArgs, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    });
    child.once('error', reject);
    child.once('exit', (code) => resolvePromise(code ?? 1));
  });
}

async function main(): Promise<number> {
  const began = Date.now();
  const layout = await startSupabaseLayout({ log: (line) => console.log(`  build: ${line}`) });
  let failures = 0;
  try {
    console.log(`Supabase layout on 127.0.0.1:${layout.port} (${layout.cold ? 'cold: built' : 'warm: cached build copied'}), data ${layout.dataDir}`);
    for (const [name, seconds] of layout.timings) console.log(`  ${name}: ${seconds.toFixed(2)} s`);
    console.log(`  start total: ${((Date.now() - began) / 1000).toFixed(2)} s`);
    if (layout.buildWarnings.length) console.log(`  warnings while building:\n    ${layout.buildWarnings.join('\n    ')}`);
    console.log(`superUrl:         ${layout.superUrl(layout.layoutDatabase)}`);
    console.log(`postgresUrl:      ${layout.postgresUrl(layout.layoutDatabase)}`);
    console.log(`authenticatorUrl: ${layout.authenticatorUrl(layout.layoutDatabase)}`);
    console.log(`authAdminUrl:     ${layout.authAdminUrl(layout.layoutDatabase)}`);

    const db = await layout.createDatabase('layout_check');
    for (const [name, check] of checks) {
      try {
        console.log(`ok   ${name}: ${await check(layout, db)}`);
      } catch (error) {
        failures++;
        console.log(`FAIL ${name}: ${(error as Error).message}`);
      }
    }
    if (args.has('--push')) {
      const pushed = Date.now();
      const code = await push(layout, await layout.createDatabase('push_check'));
      console.log(`supabase db push exited ${code} after ${((Date.now() - pushed) / 1000).toFixed(1)} s`);
      if (code !== 0) failures++;
    }
    if (args.has('--hold')) {
      console.log('Holding; Ctrl-C stops the cluster.');
      // A signal listener alone does not keep Node's event loop alive; the timer does.
      const keepAlive = setInterval(() => undefined, 60_000);
      await new Promise<void>((resolvePromise) => process.once('SIGINT', () => resolvePromise()));
      clearInterval(keepAlive);
    }
  } finally {
    const stopping = Date.now();
    await layout.stop();
    console.log(`stopped in ${((Date.now() - stopping) / 1000).toFixed(2)} s; total ${((Date.now() - began) / 1000).toFixed(2)} s`);
  }
  console.log(`${checks.length + (args.has('--push') ? 1 : 0) - failures} passed, ${failures} failed`);
  return failures ? 1 : 0;
}

process.exitCode = await main();
