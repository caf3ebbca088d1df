// GET and HEAD on a table: the select list with embeds, filters, order and paging (capped at max_rows) in one query,
// an exact count when Prefer asks for it, and Content-Range.
import { sendText } from '../http.ts';
import { buildSelectList } from './embedding.ts';
import { contentRange, maxRows, singleObject } from './response.ts';
import { buildOrder, Params } from './sql.ts';
import type { TableRequest } from './table-request.ts';

export async function readTable(request: TableRequest): Promise<void> {
  const { res, method, table, prefer, select, top, object, state, alias, tableSql, whereOf } = request;
  const { list, innerJoins } = buildSelectList(state, select, table, alias, '');
  const where = whereOf(state.p, innerJoins);
  const offset = top.offset ?? 0;
  const limit = Math.min(top.limit ?? maxRows, maxRows);
  const paging = ` limit ${limit}${offset ? ` offset ${offset}` : ''}`;
  const sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${list} from ${tableSql} ${alias}${where}${buildOrder(top.order, table, alias)}${paging}) _r`;
  const countState = new Params();
  const countSql = prefer.count ? `select count(*)::int as n from ${tableSql} ${alias}${whereOf(countState, innerJoins.length ? buildSelectList({ ...state, p: countState, aliasCounter: { n: 0 } }, select, table, alias, '').innerJoins : [])}` : undefined;
  const { text, n, total } = await request.transaction(async (tx) => {
    const r = await tx.query<{ body: string; n: number }>(sql, state.p.values);
    const t = countSql ? (await tx.query<{ n: number }>(countSql, countState.values)).rows[0]?.n : undefined;
    return { text: r.rows[0]?.body ?? '[]', n: Number(r.rows[0]?.n ?? 0), total: t === undefined ? undefined : Number(t) };
  });
  const out = object ? singleObject(JSON.parse(text) as unknown[]) : text;
  const headers = { 'Content-Range': contentRange(offset, n, total) };
  sendText(res, 200, method === 'HEAD' ? '' : out, headers, object ? 'application/vnd.pgrst.object+json; charset=utf-8' : undefined);
}
