// What the REST layer knows about the public schema: tables, column types, keys, foreign keys and functions.
import type { Queryable } from './db.ts';

export interface TableInfo {
  name: string;
  isView: boolean;
  /** Column name → SQL type as format_type() prints it, usable as a cast target. */
  columns: Map<string, string>;
  primaryKey: string[];
}

export interface Relationship {
  constraint: string;
  /** The table holding the foreign key, and its column. */
  fromTable: string;
  fromColumn: string;
  /** The referenced table and column. */
  toTable: string;
  toColumn: string;
}

export interface FunctionInfo {
  name: string;
  argNames: string[];
  argTypes: string[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnType: string;
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  relationships: Relationship[];
  functions: Map<string, FunctionInfo[]>;
}

export async function loadSchemaCache(tx: Queryable): Promise<SchemaCache> {
  const tables = new Map<string, TableInfo>();
  const rels = await tx.query<{ relname: string; relkind: string }>(
    `select c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
  );
  for (const r of rels.rows) tables.set(r.relname, { name: r.relname, isView: r.relkind === 'v' || r.relkind === 'm', columns: new Map(), primaryKey: [] });

  const cols = await tx.query<{ relname: string; attname: string; type: string }>(
    `select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
  for (const c of cols.rows) tables.get(c.relname)?.columns.set(c.attname, c.type);

  const keys = await tx.query<{ relname: string; attname: string }>(
    `select c.relname, a.attname from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     join lateral unnest(k.conkey) with ordinality as u(attnum, ord) on true
     join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
     where n.nspname = 'public' and k.contype = 'p' order by c.relname, u.ord`,
  );
  for (const k of keys.rows) tables.get(k.relname)?.primaryKey.push(k.attname);

  const fks = await tx.query<{ conname: string; from_table: string; from_column: string; to_table: string; to_column: string }>(
    `select k.conname, c.relname as from_table, a.attname as from_column, fc.relname as to_table, fa.attname as to_column
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_class fc on fc.oid = k.confrelid join pg_namespace fn on fn.oid = fc.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
     join pg_attribute fa on fa.attrelid = fc.oid and fa.attnum = k.confkey[1]
     where k.contype = 'f' and n.nspname = 'public' and fn.nspname = 'public' and array_length(k.conkey, 1) = 1`,
  );
  const relationships = fks.rows.map((f) => ({
    constraint: f.conname,
    fromTable: f.from_table,
    fromColumn: f.from_column,
    toTable: f.to_table,
    toColumn: f.to_column,
  }));

  const fns = await tx.query<{ proname: string; argnames: string[] | null; argtypes: string[] | null; pronargdefaults: number; proretset: boolean; rettype: string }>(
    `select p.proname, p.proargnames as argnames,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as argtypes,
            p.pronargdefaults, p.proretset, format_type(p.prorettype, null) as rettype
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
  );
  const functions = new Map<string, FunctionInfo[]>();
  for (const f of fns.rows) {
    const argTypes = f.argtypes ?? [];
    const info: FunctionInfo = {
      name: f.proname,
      argNames: (f.argnames ?? []).slice(0, argTypes.length),
      argTypes,
      defaults: Number(f.pronargdefaults),
      returnsSet: f.proretset,
      returnType: f.rettype,
    };
    functions.set(f.proname, [...(functions.get(f.proname) ?? []), info]);
  }
  return { tables, relationships, functions };
}
