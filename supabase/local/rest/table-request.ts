// One request on a table (/rest/v1/<table>), parsed once: its query options, Prefer, the single-object wish and the
// SQL pieces that its read and its writes share.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Queryable } from '../db.ts';
import type { SchemaCache, TableInfo } from '../schema-cache.ts';
import type { BuildState } from './embedding.ts';
import { parseQueryOptions, type LevelOptions, type SelectItem } from './query-grammar.ts';
import { parsePrefer, wantsObject, type Prefer } from './response.ts';
import { buildFilter, Params, quoteIdent, requireTable } from './sql.ts';

export interface TableRequest {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  schema: SchemaCache;
  table: TableInfo;
  prefer: Prefer;
  select: SelectItem[];
  onConflict: string[] | undefined;
  columns: string[] | undefined;
  /** The top level's filters, order and paging (embeds have their own in state.levels). */
  top: LevelOptions;
  /** Accept: application/vnd.pgrst.object+json, one object instead of an array. */
  object: boolean;
  state: BuildState;
  alias: string;
  tableSql: string;
  /** The top level's filters (and any extra conditions) as a WHERE clause, their values added to `p`. */
  whereOf(p: Params, extra?: string[]): string;
  /** Runs `work` in this request's transaction, under its role and claims. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export function openTableRequest(
  schema: SchemaCache,
  tableName: string,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  url: URL,
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
): TableRequest {
  const table = requireTable(schema, tableName);
  const prefer = parsePrefer(req.headers.prefer);
  const { select, levels, onConflict, columns } = parseQueryOptions(url.searchParams);
  const top = levels.get('') ?? { filters: [], order: [] };
  const object = wantsObject(req);
  const state: BuildState = { schema, levels, p: new Params(), aliasCounter: { n: 0 } };
  const alias = '_t0';
  const tableSql = `public.${quoteIdent(table.name)}`;

  const whereOf = (p: Params, extra: string[] = []) => {
    const conds = [...top.filters.map((f) => buildFilter(f, table, alias, p)), ...extra];
    return conds.length ? ` where ${conds.join(' and ')}` : '';
  };

  return { req, res, method, schema, table, prefer, select, onConflict, columns, top, object, state, alias, tableSql, whereOf, transaction };
}
