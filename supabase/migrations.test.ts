// Guards the schema files and the migrations against writes that hosted Supabase refuses: pg-safeupdate, loaded for the API login role
// `authenticator` on every hosted project, rejects an UPDATE or DELETE without a WHERE clause, also inside functions and
// triggers an API request reaches. PGlite and plain PostgreSQL accept them, so without this check such a body passes
// every local suite and fails only where users deploy. Also holds supabase/schemas to its promise: each function,
// table, index, trigger and policy is defined once, in one file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../build/db/baseline.ts';
import { listMigrations } from './local/migrate.ts';

interface FunctionBody {
  name: string;
  file: string;
  line: number;
  body: string;
}

/** `create … function name(args)` up to its dollar-quoted body; the body is read separately by its tag. */
const functionHeader = /\bcreate\s+(?:or\s+replace\s+)?function\s+([\w."]+)\s*\(/gi;
const renameOrMove = /\balter\s+function\s+([\w."]+)\s*\(([^)]*)\)\s+(rename\s+to|set\s+schema)\s+([\w"]+)/gi;
const dropFunction = /\bdrop\s+function\s+(?:if\s+exists\s+)?([\w."]+)\s*\(([^)]*)\)/gi;

function qualified(name: string): string {
  const plain = name.replace(/"/g, '').toLowerCase();
  return plain.includes('.') ? plain : `public.${plain}`;
}

/** The text inside the parenthesis that opens at `open`, and the index after its close. */
function parenthesised(sql: string, open: number): { inner: string; end: number } {
  let depth = 0;
  for (let i = open; i < sql.length; i++) {
    if (sql[i] === '(') depth++;
    else if (sql[i] === ')' && --depth === 0) return { inner: sql.slice(open + 1, i), end: i + 1 };
  }
  throw new Error('unbalanced parenthesis');
}

/** Argument types only (names, modes and defaults dropped), so `f(changes jsonb, d uuid default null)` = `f(jsonb, uuid)`. */
function signature(name: string, args: string, named: boolean): string {
  const types = args
    .split(/,(?![^(]*\))/)
    .map((a) => a.trim().toLowerCase().replace(/\s+(default\b|=).*$/s, ''))
    .filter((a) => a.length > 0)
    .map((a) => a.replace(/^(in|out|inout|variadic)\s+/, ''))
    .map((a) => (named && /\s/.test(a) ? a.replace(/^[\w"]+\s+/, '') : a))
    .map((a) => a.replace(/\s+/g, ' '));
  return `${qualified(name)}(${types.join(',')})`;
}

/** Every function as it stands after the last file: later definitions replace, renames move, drops remove. */
function liveFunctionBodies(files = listMigrations().map((m) => m.file)): FunctionBody[] {
  const live = new Map<string, FunctionBody>();
  for (const file of files) {
    const migration = { file };
    const sql = readFileSync(file, 'utf8');
    const events: { at: number; apply: () => void }[] = [];
    for (const m of sql.matchAll(functionHeader)) {
      const name = m[1]!;
      const { inner, end } = parenthesised(sql, m.index + m[0].length - 1);
      const tag = /\bas\s+(\$\w*\$)/i.exec(sql.slice(end));
      if (!tag) continue;
      const bodyStart = end + tag.index + tag[0].length;
      const bodyEnd = sql.indexOf(tag[1]!, bodyStart);
      const key = signature(name, inner, true);
      const line = sql.slice(0, m.index).split('\n').length;
      events.push({ at: m.index, apply: () => live.set(key, { name: key, file: migration.file, line, body: sql.slice(bodyStart, bodyEnd) }) });
    }
    for (const m of sql.matchAll(renameOrMove)) {
      const from = signature(m[1]!, m[2]!, false);
      const [schema, plain] = from.split('(')[0]!.split('.');
      const to = /^rename/i.test(m[3]!) ? `${schema}.${m[4]!.toLowerCase()}` : `${m[4]!.toLowerCase()}.${plain}`;
      events.push({
        at: m.index,
        apply: () => {
          const moved = live.get(from);
          if (!moved) throw new Error(`${migration.file}: alter function of unknown ${from}`);
          live.delete(from);
          const key = `${to}(${from.split('(')[1]}`;
          live.set(key, { ...moved, name: key });
        },
      });
    }
    for (const m of sql.matchAll(dropFunction)) {
      const key = signature(m[1]!, m[2]!, false);
      events.push({ at: m.index, apply: () => live.delete(key) });
    }
    for (const e of events.sort((a, b) => a.at - b.at)) e.apply();
  }
  return [...live.values()];
}

/** The statement that starts at `start`: up to its `;` or the parenthesis that encloses it, nested parentheses removed. */
function statementAt(body: string, start: number): string {
  let depth = 0;
  let text = '';
  for (let i = start; i < body.length; i++) {
    const c = body[i]!;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
      continue;
    } else if (c === ';' && depth === 0) break;
    if (depth === 0) text += c;
  }
  return text;
}

/** UPDATE and DELETE statements of a body that have no WHERE of their own (comments and string literals ignored). */
export function unqualifiedWrites(body: string): string[] {
  const code = body.replace(/--[^\n]*/g, '').replace(/'(?:[^']|'')*'/g, "''");
  const found: string[] = [];
  for (const m of code.matchAll(/\b(delete\s+from|update)\s+(?:only\s+)?[\w."]+/gi)) {
    // INSERT … ON CONFLICT DO UPDATE is no UPDATE statement; safeupdate leaves it alone.
    if (/\bdo\s*$/i.test(code.slice(0, m.index))) continue;
    // `for update` / `for no key update` row locks.
    if (/\bfor\s+(no\s+key\s+)?$/i.test(code.slice(0, m.index))) continue;
    const statement = statementAt(code, m.index);
    if (/^update\b/i.test(statement) && !/\bset\b/i.test(statement)) continue;
    if (!/\bwhere\b/i.test(statement)) found.push(statement.replace(/\s+/g, ' ').trim().slice(0, 120));
  }
  return found;
}

describe('migrations under pg-safeupdate', () => {
  it('recognises the statements safeupdate refuses, and only those', () => {
    expect(unqualifiedWrites('begin delete from private.activity_deltas; end')).toHaveLength(1);
    expect(unqualifiedWrites('update t set a = (select x from y where y.id = 1);')).toHaveLength(1);
    expect(unqualifiedWrites('with d as (delete from t returning *) select 1')).toHaveLength(1);
    expect(unqualifiedWrites('delete from t where true;')).toEqual([]);
    expect(unqualifiedWrites('update t set a = 1 from u where u.id = t.id;')).toEqual([]);
    expect(unqualifiedWrites('insert into t values (1) on conflict (id) do update set a = excluded.a;')).toEqual([]);
    expect(unqualifiedWrites("select 1 from t for update; raise notice 'delete from t';")).toEqual([]);
    expect(unqualifiedWrites('-- delete from t\nselect 1;')).toEqual([]);
  });

  it('finds the functions as they stand after every migration, renames and drops applied', () => {
    const names = new Set(liveFunctionBodies().map((f) => f.name));
    expect(names).toContain('public.sync_push(jsonb,uuid)');
    expect(names).toContain('private.sync_push_unbounded(jsonb,uuid)');
    expect(names).toContain('private.fold_activity()');
    expect(names).not.toContain('public.sync_push(jsonb)');
    expect(names).not.toContain('private.touch_modules_on_publish()');
  });

  it('leaves no live function with an UPDATE or DELETE without WHERE', () => {
    const offenders = liveFunctionBodies().flatMap((f) =>
      unqualifiedWrites(f.body).map((statement) => `${f.name} (${f.file.split('/').pop()}:${f.line}): ${statement}`),
    );
    expect(offenders).toEqual([]);
  });

  it('leaves no function of supabase/schemas with an UPDATE or DELETE without WHERE', () => {
    const functions = liveFunctionBodies(schemaFiles());
    expect(functions.length).toBeGreaterThan(150);
    const offenders = functions.flatMap((f) =>
      unqualifiedWrites(f.body).map((statement) => `${f.name} (${f.file.split('/').pop()}:${f.line}): ${statement}`),
    );
    expect(offenders).toEqual([]);
  });
});

/** Every object a schema file defines, named by kind, schema-qualified name (and table), with where it stands. */
export function schemaDefinitions(files: { name: string; sql: string }[]): { key: string; at: string }[] {
  const found: { key: string; at: string }[] = [];
  const kinds: [string, RegExp, (m: RegExpMatchArray) => string][] = [
    ['function', functionHeader, (m) => qualified(m[1]!)],
    ['table', /\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?([\w."]+)/gi, (m) => qualified(m[1]!)],
    ['view', /\bcreate\s+(?:or\s+replace\s+)?view\s+([\w."]+)/gi, (m) => qualified(m[1]!)],
    ['index', /\bcreate\s+(?:unique\s+)?index\s+(?:if\s+not\s+exists\s+)?(\w+)/gi, (m) => m[1]!.toLowerCase()],
    ['trigger', /\bcreate\s+(?:constraint\s+)?trigger\s+(\w+)[\s\S]*?\bon\s+([\w."]+)/gi, (m) => `${m[1]!.toLowerCase()} on ${qualified(m[2]!)}`],
    ['policy', /\bcreate\s+policy\s+(\w+)\s+on\s+([\w."]+)/gi, (m) => `${m[1]!.toLowerCase()} on ${qualified(m[2]!)}`],
  ];
  for (const { name, sql } of files) {
    // Comments and string literals hold no definitions (a format string that makes one is code, not a definition here).
    const code = sql.replace(/--[^\n]*/g, '').replace(/'(?:[^']|'')*'/g, "''");
    for (const [kind, pattern, key] of kinds) {
      for (const m of code.matchAll(pattern)) {
        const args = kind === 'function' ? `(${parenthesised(code, m.index + m[0].length - 1).inner.replace(/\s+/g, ' ')})` : '';
        found.push({ key: `${kind} ${key(m)}${args}`, at: `${name}:${code.slice(0, m.index).split('\n').length}` });
      }
    }
  }
  return found;
}

describe('supabase/schemas states each object once', () => {
  it('recognises definitions, and a second one of the same object', () => {
    const defs = schemaDefinitions([
      { name: 'a.sql', sql: 'create table public.t (id int);\ncreate or replace function private.f(x int) returns int language sql as $$ select 1 $$;' },
      { name: 'b.sql', sql: "-- create table public.t\ncreate policy p on public.t using (true);\nselect 'create table public.t';\ncreate table t (id int);" },
    ]);
    expect(defs.map((d) => d.key)).toEqual(['function private.f(x int)', 'table public.t', 'table public.t', 'policy p on public.t']);
  });

  it('defines every function, table, view, index, trigger and policy in one place', () => {
    const defs = schemaDefinitions(schemaFiles().map((file) => ({ name: file.split('/').pop()!, sql: readFileSync(file, 'utf8') })));
    expect(defs.filter((d) => d.key.startsWith('table ')).length).toBeGreaterThan(40);
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const d of defs) {
      const first = seen.get(d.key);
      if (first) twice.push(`${d.key}: ${first} and ${d.at}`);
      else seen.set(d.key, d.at);
    }
    expect(twice).toEqual([]);
  });
});
