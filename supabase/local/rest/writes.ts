// Writes to a table: POST inserts (and upserts with Prefer: resolution=…), PATCH updates, DELETE deletes, each
// filtered like a read and, with Prefer: return=representation, answered with the rows as its select list shapes them.
import type { Queryable } from '../db.ts';
import { sendText } from '../http.ts';
import { buildSelectList, returnedColumns } from './embedding.ts';
import { pgrstError } from './errors.ts';
import { contentRange, singleObject } from './response.ts';
import { columnType, Params, quoteIdent } from './sql.ts';
import type { TableRequest } from './table-request.ts';

export async function writeTable(request: TableRequest, body: unknown): Promise<void> {
  const { table, method } = request;
  if (table.isView) throw pgrstError(405, '25006', `cannot change view "${table.name}"`);
  if (method === 'POST') return insertRows(request, body);
  if (method === 'PATCH') return updateRows(request, body);
  if (method === 'DELETE') return deleteRows(request);
  throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

function requireRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  for (const r of rows) {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) {
      throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'Each row must be a JSON object');
    }
  }
  return rows as Record<string, unknown>[];
}

/** Runs a write; only with Prefer: return=representation does it return rows, shaped by the select list. */
async function returning(request: TableRequest, tx: Queryable, modifySql: string, params: Params): Promise<{ n: number; text: string }> {
  const { schema, prefer, select, table, object, state, alias } = request;
  const representation = prefer.return === 'representation';
  if (!representation) {
    const r = await tx.query(modifySql, params.values);
    return { n: r.rowCount, text: '' };
  }
  const { list } = buildSelectList({ ...state, p: params }, select, table, alias, '');
  const r = await tx.query<{ body: string; n: number }>(
    `with _w as (${modifySql} returning ${returnedColumns(schema, select, table, alias)}) select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${list} from _w ${alias}) _r`,
    params.values,
  );
  const text = r.rows[0]?.body ?? '[]';
  const n = Number(r.rows[0]?.n ?? 0);
  // A single-object request that does not hit exactly one row is refused, and rolls back.
  return { n, text: object ? singleObject(JSON.parse(text) as unknown[]) : text };
}

async function insertRows(request: TableRequest, body: unknown): Promise<void> {
  const { res, table, prefer, columns, onConflict, object, alias, tableSql } = request;
  const representation = prefer.return === 'representation';
  if (body === undefined) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
  const rows = requireRows(body);
  const keys = columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  for (const k of keys) {
    if (!table.columns.has(k)) throw pgrstError(400, 'PGRST204', `Could not find the '${k}' column of '${table.name}' in the schema cache`);
  }
  if (rows.length === 0 || keys.length === 0) {
    if (rows.length === 0) {
      sendText(res, 201, representation ? '[]' : '', { 'Content-Range': '*/0' });
      return;
    }
  }
  const p = new Params();
  const cols = keys.map(quoteIdent).join(', ');
  let sql = keys.length
    ? `insert into ${tableSql} as ${alias} (${cols}) select ${cols} from json_populate_recordset(null::${tableSql}, ${p.add(JSON.stringify(rows))}::text::json) _p`
    : `insert into ${tableSql} as ${alias} default values`;
  if (prefer.resolution) {
    const target = onConflict ?? table.primaryKey;
    for (const c of target) columnType(table, c);
    if (target.length === 0) throw pgrstError(400, 'PGRST100', `on_conflict needs columns for ${table.name}`);
    const updates = keys.filter((k) => !target.includes(k));
    sql +=
      prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target.map(quoteIdent).join(', ')}) do nothing`
        : ` on conflict (${target.map(quoteIdent).join(', ')}) do update set ${updates.map((k) => `${quoteIdent(k)} = excluded.${quoteIdent(k)}`).join(', ')}`;
  }
  const { n, text } = await request.transaction((tx) => returning(request, tx, sql, p));
  sendText(res, 201, text, { 'Content-Range': `*/${prefer.count ? n : '*'}` }, object ? 'application/vnd.pgrst.object+json; charset=utf-8' : undefined);
}

async function updateRows(request: TableRequest, body: unknown): Promise<void> {
  const { res, table, prefer, object, alias, tableSql, whereOf } = request;
  const representation = prefer.return === 'representation';
  if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'PATCH needs a JSON object');
  }
  const keys = Object.keys(body);
  for (const k of keys) {
    if (!table.columns.has(k)) throw pgrstError(400, 'PGRST204', `Could not find the '${k}' column of '${table.name}' in the schema cache`);
  }
  if (keys.length === 0) {
    sendText(res, representation ? 200 : 204, representation ? '[]' : '', { 'Content-Range': '*/*' });
    return;
  }
  const p = new Params();
  const payload = p.add(JSON.stringify(body));
  const sets = keys.map((k) => `${quoteIdent(k)} = _p.${quoteIdent(k)}`).join(', ');
  const sql = `update ${tableSql} as ${alias} set ${sets} from (select * from json_populate_record(null::${tableSql}, ${payload}::text::json)) _p${whereOf(p)}`;
  const { n, text } = await request.transaction((tx) => returning(request, tx, sql, p));
  sendText(res, representation ? 200 : 204, text, { 'Content-Range': contentRange(0, n, prefer.count ? n : undefined) }, object ? 'application/vnd.pgrst.object+json; charset=utf-8' : undefined);
}

async function deleteRows(request: TableRequest): Promise<void> {
  const { res, prefer, object, alias, tableSql, whereOf } = request;
  const representation = prefer.return === 'representation';
  const p = new Params();
  const sql = `delete from ${tableSql} as ${alias}${whereOf(p)}`;
  const { n, text } = await request.transaction((tx) => returning(request, tx, sql, p));
  sendText(res, representation ? 200 : 204, text, { 'Content-Range': contentRange(0, n, prefer.count ? n : undefined) }, object ? 'application/vnd.pgrst.object+json; charset=utf-8' : undefined);
}
