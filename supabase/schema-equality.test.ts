// Holds supabase/schemas (the database as a reader sees it) and supabase/migrations (what `supabase db push` and the local
// backend apply) equal: one PostgreSQL database is built from each, after platform.sql, and their catalogs (pg_dump
// --schema-only: tables, columns, constraints, indexes, functions with bodies, views, triggers, policies, grants) and
// reference data must match. A schema-file edit without its migration, or the reverse, fails here naming the object.
import { execFileSync, spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBothDatabases, defaultAdminUrl, type BuiltDatabases } from '../build/db/databases.ts';

/** One object of a dump: pg_dump's `-- Name: …; Type: …; Schema: …` header names it, its statements follow. */
export interface DumpObject {
  key: string;
  text: string;
}

/**
 * A `pg_dump --schema-only` as its objects, without what differs between two equal builds: comments, SET lines, the
 * random `\restrict` key, and the order of GRANT lines inside one ACL (it follows the order grants were made in).
 */
export function dumpObjects(dump: string): DumpObject[] {
  const objects: DumpObject[] = [];
  let current: { key: string; lines: string[] } = { key: '(preamble)', lines: [] };
  const flush = () => {
    const lines: string[] = [];
    let grants: string[] = [];
    for (const line of [...current.lines, '']) {
      if (/^(GRANT|REVOKE) /.test(line)) {
        grants.push(line);
        continue;
      }
      lines.push(...grants.sort());
      grants = [];
      if (line !== '') lines.push(line);
    }
    if (lines.length > 0) objects.push({ key: current.key, text: lines.join('\n') });
  };
  for (const line of dump.split('\n')) {
    const header = /^-- Name: (.+?); Type: (.+?); Schema: (.+?); Owner: /.exec(line);
    if (header) {
      flush();
      current = { key: `${header[2]} ${header[3]}.${header[1]}`, lines: [] };
    } else if (line.startsWith('--') || line.trim() === '' || /^SET |^SELECT pg_catalog\.set_config|^\\(un)?restrict /.test(line)) {
      continue;
    } else {
      current.lines.push(line);
    }
  }
  flush();
  return objects;
}

/** The first object that differs between two dumps, named, with the first line that differs; null when they agree. */
export function firstDifference(schemas: DumpObject[], migrations: DumpObject[]): string | null {
  const fromMigrations = new Map(migrations.map((o) => [o.key, o.text]));
  const fromSchemas = new Map(schemas.map((o) => [o.key, o.text]));
  for (const o of schemas) {
    const other = fromMigrations.get(o.key);
    if (other === undefined) return `${o.key}: in supabase/schemas only\n${o.text.split('\n').slice(0, 3).join('\n')}`;
    if (other !== o.text) {
      const a = o.text.split('\n');
      const b = other.split('\n');
      const at = a.findIndex((line, i) => line !== b[i]);
      const i = at === -1 ? a.length : at;
      return `${o.key} differs at line ${i + 1}:\n  schemas:    ${a[i] ?? '(ends)'}\n  migrations: ${b[i] ?? '(ends)'}`;
    }
  }
  const extra = migrations.find((o) => !fromSchemas.has(o.key));
  return extra ? `${extra.key}: in supabase/migrations only\n${extra.text.split('\n').slice(0, 3).join('\n')}` : null;
}

/** Rows of every non-empty table in public and private, without columns whose default differs per build (ids, times). */
async function referenceData(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string; volatile: string[] }>(`
      select format('%I.%I', n.nspname, c.relname) as name,
             coalesce(array_agg(a.attname::text) filter (
               where pg_get_expr(d.adbin, d.adrelid) ~ '(now|clock_timestamp|gen_random_uuid|random|pg_current_xact_id)\\('), '{}') as volatile
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'p')
      group by n.nspname, c.relname order by 1`);
    const data: Record<string, unknown[]> = {};
    for (const t of tables.rows) {
      const { rows } = await client.query<{ r: unknown }>(
        `select to_jsonb(t) - $1::text[] as r from ${t.name} t order by (to_jsonb(t) - $1::text[])::text`,
        [t.volatile],
      );
      if (rows.length > 0) data[t.name] = rows.map((row) => row.r);
    }
    return data;
  } finally {
    await client.end();
  }
}

async function unavailable(): Promise<string | null> {
  if (spawnSync('pg_dump', ['--version']).status !== 0) return 'pg_dump is not installed';
  const client = new pg.Client({ connectionString: defaultAdminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return `no PostgreSQL at ${new URL(defaultAdminUrl).host} (${(error as Error).message})`;
  }
}

const skipReason = await unavailable();
const suite = skipReason ? describe.skip : describe;

suite(`supabase/schemas and supabase/migrations build the same database${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let built: BuiltDatabases;
  const dump = (url: string) => execFileSync('pg_dump', ['--schema-only', '-d', url], { encoding: 'utf8', maxBuffer: 1 << 28 });

  beforeAll(async () => {
    built = await buildBothDatabases();
  }, 120_000);

  afterAll(async () => {
    await built?.drop();
  }, 60_000);

  it('has the same tables, columns, constraints, indexes, functions, views, triggers, policies and grants', () => {
    const schemas = dumpObjects(dump(built.urls.schemas));
    expect(schemas.length).toBeGreaterThan(400);
    expect(firstDifference(schemas, dumpObjects(dump(built.urls.migrations)))).toBeNull();
  }, 60_000);

  it('has the same reference data (XP rules and levels, input limits, sync and payment settings)', async () => {
    const [schemas, migrations] = await Promise.all([referenceData(built.urls.schemas), referenceData(built.urls.migrations)]);
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['public.xp_rules', 'public.xp_levels', 'private.input_limits']));
    expect(schemas).toEqual(migrations);
  }, 60_000);

  it('names the object when one side changes', async () => {
    const client = new pg.Client({ connectionString: built.urls.schemas });
    await client.connect();
    try {
      await client.query(`alter table public.xp_levels add column note text`);
    } finally {
      await client.end();
    }
    const difference = firstDifference(dumpObjects(dump(built.urls.schemas)), dumpObjects(dump(built.urls.migrations)));
    // The column list gains a comma and a line: the first line that differs is the last column before it.
    expect(difference).toMatch(/^TABLE public\.xp_levels differs at line \d+:\n {2}schemas: +min_xp integer NOT NULL,\n {2}migrations: +min_xp integer NOT NULL$/);
  }, 60_000);
});

describe('dump comparison', () => {
  const dumpOf = (body: string) => `--\n-- Name: t; Type: TABLE; Schema: public; Owner: postgres\n--\n\n${body}\n`;

  it('ignores the order of grants within one ACL, not their content', () => {
    const a = dumpObjects(dumpOf('CREATE TABLE public.t (id integer);\nGRANT SELECT ON TABLE public.t TO anon;\nGRANT ALL ON TABLE public.t TO service_role;'));
    const b = dumpObjects(dumpOf('CREATE TABLE public.t (id integer);\nGRANT ALL ON TABLE public.t TO service_role;\nGRANT SELECT ON TABLE public.t TO anon;'));
    const c = dumpObjects(dumpOf('CREATE TABLE public.t (id integer);\nGRANT SELECT ON TABLE public.t TO authenticated;'));
    expect(firstDifference(a, b)).toBeNull();
    expect(firstDifference(a, c)).toMatch(/^TABLE public\.t differs at line 2/);
  });

  it('names an object that only one side has', () => {
    const a = dumpObjects(dumpOf('CREATE TABLE public.t (id integer);'));
    expect(firstDifference(a, [])).toMatch(/^TABLE public\.t: in supabase\/schemas only/);
    expect(firstDifference([], a)).toMatch(/^TABLE public\.t: in supabase\/migrations only/);
  });
});
