// Select lists with embeds: resolving a foreign-key relationship, embeds as correlated sub-queries, and the columns a
// write must return for its select list.
import type { Relationship, SchemaCache, TableInfo } from '../schema-cache.ts';
import { pgrstError } from './errors.ts';
import type { LevelOptions, SelectItem } from './query-grammar.ts';
import { buildFilter, buildOrder, columnType, quoteIdent, requireTable, type Params } from './sql.ts';

function resolveRelationship(schema: SchemaCache, parent: string, name: string, hint: string | undefined): { rel: Relationship; kind: 'm2o' | 'o2m'; target: string } {
  const candidates: { rel: Relationship; kind: 'm2o' | 'o2m'; target: string }[] = [];
  for (const rel of schema.relationships) {
    if (rel.fromTable === parent && (rel.toTable === name || rel.fromColumn === name || rel.constraint === name)) {
      candidates.push({ rel, kind: 'm2o', target: rel.toTable });
    }
    if (rel.toTable === parent && rel.fromTable === name) candidates.push({ rel, kind: 'o2m', target: rel.fromTable });
  }
  const matching = hint ? candidates.filter((c) => [c.rel.constraint, c.rel.fromColumn, c.rel.toColumn, c.rel.toTable].includes(hint)) : candidates;
  if (matching.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
    );
  }
  if (matching.length > 1) {
    throw pgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
      matching.map((m) => m.rel.constraint).join(', '),
      `Try changing '${name}' to one of: ${matching.map((m) => `'${name}!${m.rel.constraint}'`).join(', ')}.`,
    );
  }
  return matching[0] as { rel: Relationship; kind: 'm2o' | 'o2m'; target: string };
}

export interface BuildState {
  schema: SchemaCache;
  levels: Map<string, LevelOptions>;
  p: Params;
  aliasCounter: { n: number };
}

/** The select list of one level; embeds become correlated sub-queries. */
export function buildSelectList(state: BuildState, items: SelectItem[], table: TableInfo, alias: string, path: string): { list: string; innerJoins: string[] } {
  const parts: string[] = [];
  const innerJoins: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') parts.push(`${alias}.*`);
    else if (item.kind === 'column') {
      columnType(table, item.name);
      if (item.cast && !/^[A-Za-z_][\w ]*(\[\])?$/.test(item.cast)) throw pgrstError(400, 'PGRST100', `bad cast ${item.cast}`);
      parts.push(`${alias}.${quoteIdent(item.name)}${item.cast ? `::${item.cast}` : ''} as ${quoteIdent(item.alias)}`);
    } else {
      const { rel, kind, target } = resolveRelationship(state.schema, table.name, item.name, item.hint);
      const child = requireTable(state.schema, target);
      const childAlias = `_t${++state.aliasCounter.n}`;
      const childPath = path ? `${path}.${item.alias}` : item.alias;
      const opts = state.levels.get(childPath) ?? { filters: [], order: [] };
      const join =
        kind === 'm2o'
          ? `${childAlias}.${quoteIdent(rel.toColumn)} = ${alias}.${quoteIdent(rel.fromColumn)}`
          : `${childAlias}.${quoteIdent(rel.fromColumn)} = ${alias}.${quoteIdent(rel.toColumn)}`;
      const where = [join, ...opts.filters.map((f) => buildFilter(f, child, childAlias, state.p))].join(' and ');
      const inner = buildSelectList(state, item.items, child, childAlias, childPath);
      const childWhere = [where, ...inner.innerJoins].join(' and ');
      const from = `from public.${quoteIdent(child.name)} ${childAlias} where ${childWhere}`;
      if (kind === 'm2o') {
        parts.push(`(select row_to_json(_e) from (select ${inner.list} ${from} limit 1) _e) as ${quoteIdent(item.alias)}`);
      } else {
        const paging = `${opts.limit !== undefined ? ` limit ${opts.limit}` : ''}${opts.offset !== undefined ? ` offset ${opts.offset}` : ''}`;
        parts.push(
          `(select coalesce(json_agg(_e), '[]'::json) from (select ${inner.list} ${from}${buildOrder(opts.order, child, childAlias)}${paging}) _e) as ${quoteIdent(item.alias)}`,
        );
      }
      if (item.inner) innerJoins.push(`exists (select 1 ${from})`);
    }
  }
  return { list: parts.length ? parts.join(', ') : `''::text as "_"`, innerJoins };
}

/**
 * What a write must RETURN for its select list: only the columns named (plus the join columns of embeds),
 * so that a table with unreadable columns (tech_connections.credentials) can still be written and read back.
 */
export function returnedColumns(schema: SchemaCache, items: SelectItem[], table: TableInfo, alias: string): string {
  if (items.some((i) => i.kind === 'star')) return `${alias}.*`;
  const names = new Set<string>();
  for (const item of items) {
    if (item.kind === 'column') names.add(item.name);
    else if (item.kind === 'embed') {
      const { rel, kind } = resolveRelationship(schema, table.name, item.name, item.hint);
      names.add(kind === 'm2o' ? rel.fromColumn : rel.toColumn);
    }
  }
  for (const n of names) columnType(table, n);
  // Postgres needs at least one column; the key is always there.
  if (names.size === 0) names.add(table.primaryKey[0] ?? [...table.columns.keys()][0] ?? 'id');
  return [...names].map((n) => `${alias}.${quoteIdent(n)}`).join(', ');
}
