// The PostgREST (/rest/v1) subset: select with embeds, filters, order, paging, insert/upsert, update, delete and rpc,
// each request in one transaction under the JWT's role and claims so that RLS decides. This file routes a request to
// rest/: query-grammar (the query string), sql and embedding (building the query), reads, writes, rpc, response
// (Prefer, Content-Range, single objects), transaction (role and claims) and errors (SQLSTATE to HTTP).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './http.ts';
import type { RequestIdentity, RestContext } from './rest/context.ts';
import { pgrstError } from './rest/errors.ts';
import { readTable } from './rest/reads.ts';
import { handleRpc } from './rest/rpc.ts';
import { openTableRequest } from './rest/table-request.ts';
import { runInTransaction } from './rest/transaction.ts';
import { writeTable } from './rest/writes.ts';

export type { DbRole, RequestIdentity, RestContext } from './rest/context.ts';
export { errorFromPg, pgrstError, statusForPgError } from './rest/errors.ts';
export { parseSelect } from './rest/query-grammar.ts';
export { maxRows } from './rest/response.ts';

export function createRestHandler(ctx: RestContext) {
  return async function handleRest(req: IncomingMessage, res: ServerResponse, identity: RequestIdentity, path: string, url: URL, body: unknown): Promise<void> {
    const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
    if (profile && profile !== 'public') {
      throw pgrstError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
    const method = req.method ?? 'GET';
    let segments: string[];
    try {
      segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      throw pgrstError(400, 'PGRST125', 'Invalid path specified in request URL');
    }
    if (segments[0] === 'rpc' && segments.length === 2) {
      if (!['GET', 'HEAD', 'POST'].includes(method)) throw pgrstError(405, 'PGRST101', 'Only GET, HEAD or POST are allowed for functions');
      return handleRpc(ctx, req, res, identity, segments[1] ?? '', url, body);
    }
    if (segments.length === 0) {
      // The OpenAPI root: a short list of the exposed tables is enough for tools probing the server.
      sendText(res, 200, JSON.stringify({ swagger: '2.0', info: { title: 'Maarifa local REST' }, paths: Object.fromEntries([...ctx.schema().tables.keys()].map((t) => [`/${t}`, {}])) }));
      return;
    }
    if (segments.length !== 1) throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
    const request = openTableRequest(ctx.schema(), segments[0] ?? '', req, res, method, url, (work) => runInTransaction(ctx.db, req, identity, method, path, work));
    if (method === 'GET' || method === 'HEAD') return readTable(request);
    return writeTable(request, body);
  };
}
