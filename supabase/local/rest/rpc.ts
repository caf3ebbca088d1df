// POST (or GET) /rpc/<name>: choosing the overload the arguments name, passing each as its declared type, and
// answering the function's result as JSON (204 for void).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../http.ts';
import type { FunctionInfo, SchemaCache } from '../schema-cache.ts';
import type { RequestIdentity, RestContext } from './context.ts';
import { pgrstError } from './errors.ts';
import { Params, quoteIdent } from './sql.ts';
import { runInTransaction } from './transaction.ts';

function chooseFunction(schema: SchemaCache, name: string, args: Record<string, unknown>): FunctionInfo {
  const keys = Object.keys(args);
  const candidates = schema.functions.get(name) ?? [];
  for (const fn of candidates) {
    const required = fn.argNames.slice(0, fn.argTypes.length - fn.defaults);
    if (keys.every((k) => fn.argNames.includes(k)) && required.every((r) => keys.includes(r))) return fn;
  }
  // A single unnamed json parameter takes the whole body, as in PostgREST.
  const single = candidates.find((fn) => fn.argTypes.length === 1 && (fn.argNames[0] ?? '') === '' && ['json', 'jsonb'].includes(fn.argTypes[0] ?? ''));
  if (single) return single;
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
    `Searched for the function public.${name} with parameter${keys.length === 1 ? '' : 's'} ${keys.join(', ') || '(none)'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

function rpcArgument(p: Params, type: string, value: unknown): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `(${p.add(JSON.stringify(value))}::text)::${type}`;
  if (type.endsWith('[]') && Array.isArray(value)) {
    const elem = type.slice(0, -2);
    return `array(select (x)::${elem} from json_array_elements_text(${p.add(JSON.stringify(value))}::text::json) as x)::${type}`;
  }
  return `(${p.add(typeof value === 'object' ? JSON.stringify(value) : String(value))}::text)::${type}`;
}

export async function handleRpc(ctx: RestContext, req: IncomingMessage, res: ServerResponse, identity: RequestIdentity, name: string, url: URL, body: unknown) {
  const schema = ctx.schema();
  let args: Record<string, unknown>;
  if (req.method === 'GET' || req.method === 'HEAD') args = Object.fromEntries(url.searchParams);
  else if (body === undefined) args = {};
  else if (typeof body === 'object' && body !== null && !Array.isArray(body)) args = body as Record<string, unknown>;
  else throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'RPC arguments must be a JSON object');
  const fn = chooseFunction(schema, name, args);
  const p = new Params();
  const named = fn.argNames[0] ?? '';
  const callArgs =
    named === '' && fn.argTypes.length === 1
      ? rpcArgument(p, fn.argTypes[0] ?? 'json', args)
      : Object.entries(args)
          .map(([k, v]) => `${quoteIdent(k)} := ${rpcArgument(p, fn.argTypes[fn.argNames.indexOf(k)] ?? 'text', v)}`)
          .join(', ');
  const call = `public.${quoteIdent(fn.name)}(${callArgs})`;
  const text = await runInTransaction(ctx.db, req, identity, 'POST', `/rpc/${name}`, async (tx) => {
    if (fn.returnType === 'void') {
      await tx.query(`select ${call}`, p.values);
      return undefined;
    }
    const sql = fn.returnsSet ? `select coalesce(json_agg(_r), '[]'::json)::text as body from ${call} _r` : `select to_json(${call})::text as body`;
    const r = await tx.query<{ body: string | null }>(sql, p.values);
    return r.rows[0]?.body ?? 'null';
  });
  if (text === undefined) sendText(res, 204, '');
  else sendText(res, 200, req.method === 'HEAD' ? '' : text);
}
