// SQL building for one table level: identifiers quoted, every user value a parameter; filter conditions and order.
import type { SchemaCache, TableInfo } from '../schema-cache.ts';
import { pgrstError } from './errors.ts';
import { splitTopLevel, unquote, type Filter, type OrderTerm } from './query-grammar.ts';

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function requireTable(schema: SchemaCache, name: string): TableInfo {
  const table = schema.tables.get(name);
  if (!table) {
    throw pgrstError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null);
  }
  return table;
}

export function columnType(table: TableInfo, column: string): string {
  const type = table.columns.get(column);
  if (!type) throw pgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
  return type;
}

function buildCondition(f: Extract<Filter, { kind: 'cond' }>, table: TableInfo, alias: string, p: Params): string {
  const type = columnType(table, f.column);
  const col = `${alias}.${quoteIdent(f.column)}`;
  const typed = (v: string) => `(${p.add(v)}::text)::${type}`;
  let sql: string;
  switch (f.op) {
    case 'eq':
      sql = `${col} = ${typed(f.value)}`;
      break;
    case 'neq':
      sql = `${col} <> ${typed(f.value)}`;
      break;
    case 'gt':
      sql = `${col} > ${typed(f.value)}`;
      break;
    case 'gte':
      sql = `${col} >= ${typed(f.value)}`;
      break;
    case 'lt':
      sql = `${col} < ${typed(f.value)}`;
      break;
    case 'lte':
      sql = `${col} <= ${typed(f.value)}`;
      break;
    case 'isdistinct':
      sql = `${col} is distinct from ${typed(f.value)}`;
      break;
    case 'like':
      sql = `${col}::text like ${p.add(f.value.replace(/\*/g, '%'))}::text`;
      break;
    case 'ilike':
      sql = `${col}::text ilike ${p.add(f.value.replace(/\*/g, '%'))}::text`;
      break;
    case 'match':
      sql = `${col}::text ~ ${p.add(f.value)}::text`;
      break;
    case 'imatch':
      sql = `${col}::text ~* ${p.add(f.value)}::text`;
      break;
    case 'is': {
      const v = f.value.toLowerCase();
      if (v === 'null') sql = `${col} is null`;
      else if (v === 'not_null') sql = `${col} is not null`;
      else if (v === 'true') sql = `${col} is true`;
      else if (v === 'false') sql = `${col} is false`;
      else if (v === 'unknown') sql = `${col} is unknown`;
      else throw pgrstError(400, 'PGRST100', `"failed to parse filter (is.${f.value})"`, 'is accepts null, not_null, true, false or unknown');
      break;
    }
    case 'in': {
      if (!f.value.startsWith('(') || !f.value.endsWith(')')) {
        throw pgrstError(400, 'PGRST100', `"failed to parse filter (in.${f.value})"`, 'in needs a parenthesised list');
      }
      let list: string[];
      try {
        list = f.value.length === 2 ? [] : splitTopLevel(f.value.slice(1, -1)).map(unquote);
      } catch {
        throw pgrstError(400, 'PGRST100', `"failed to parse filter (in.${f.value})"`);
      }
      sql = `${col} = any (array(select (x)::${type} from json_array_elements_text(${p.add(JSON.stringify(list))}::text::json) as x))`;
      break;
    }
    case 'cs':
      sql = `${col} @> ${typed(f.value)}`;
      break;
    case 'cd':
      sql = `${col} <@ ${typed(f.value)}`;
      break;
    case 'ov':
      sql = `${col} && ${typed(f.value.replace(/^\((.*)\)$/, '{$1}'))}`;
      break;
    default: {
      const fn = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' }[f.op] ?? 'to_tsquery';
      sql = `to_tsvector(${col}::text) @@ ${fn}(${p.add(f.value)}::text)`;
    }
  }
  return f.negate ? `not (${sql})` : sql;
}

export function buildFilter(f: Filter, table: TableInfo, alias: string, p: Params): string {
  if (f.kind === 'cond') return buildCondition(f, table, alias, p);
  const inner = f.children.map((c) => buildFilter(c, table, alias, p));
  const joined = inner.length ? `(${inner.join(f.op === 'and' ? ' and ' : ' or ')})` : f.op === 'and' ? 'true' : 'false';
  return f.negate ? `not ${joined}` : joined;
}

export function buildOrder(order: OrderTerm[], table: TableInfo, alias: string): string {
  if (order.length === 0) return '';
  return ` order by ${order
    .map((o) => {
      columnType(table, o.column);
      return `${alias}.${quoteIdent(o.column)} ${o.dir}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
    })
    .join(', ')}`;
}
