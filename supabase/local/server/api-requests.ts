// What the gateway does for /auth/v1 and /rest/v1 before their handlers: reads the body within its limit and parses it
// (JSON, or a form), and names a REST request's database role from its JWT or API key.
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, bodyLimitFor, HttpError, maxJsonDepth, parseJsonBody, readBearer, readBody } from '../http.ts';
import { verifyJwt } from '../jwt.ts';
import { pgrstError, type DbRole, type RequestIdentity } from '../rest.ts';

/** An auth or REST request's body: undefined for GET, HEAD and DELETE; errors in each API's own shape. */
export async function readApiBody(req: IncomingMessage, path: string, isAuth: boolean, bodyLimit: number | undefined): Promise<unknown> {
  const badJson = (detail: string): HttpError =>
    isAuth
      ? new HttpError(400, { code: 400, error_code: 'bad_json', msg: `Could not parse request body as JSON: ${detail}` })
      : pgrstError(400, 'PGRST102', 'Empty or invalid json', detail);

  let body: unknown;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE') {
    let text: string;
    try {
      text = await readBody(req, bodyLimitFor(path, bodyLimit));
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw isAuth
          ? new HttpError(413, { code: 413, error_code: 'request_too_large', msg: error.message })
          : pgrstError(413, 'PGRST413', 'Payload Too Large', error.message);
      }
      throw error;
    }
    const type = req.headers['content-type'] ?? 'application/json';
    if (text.trim() !== '' && type.includes('application/x-www-form-urlencoded')) {
      body = Object.fromEntries(new URLSearchParams(text));
    } else {
      try {
        body = parseJsonBody(text, maxJsonDepth);
      } catch (error) {
        throw badJson((error as Error).message);
      }
    }
  } else if (req.method === 'DELETE') {
    // DELETE bodies are unusual but allowed (auth admin); read and drop them within the limit.
    await readBody(req, bodyLimitFor(path, bodyLimit)).catch(() => '');
  }
  return body;
}

/** The database role of a REST request, from its bearer token or apikey (like Supabase's gateway + PostgREST). */
export function identifyRestCaller(req: IncomingMessage, url: URL, jwtSecret: string): RequestIdentity {
  const apikey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
  if (apikey !== undefined && !verifyJwt(apikey, jwtSecret).ok) {
    throw new HttpError(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  }
  const token = readBearer(req) ?? apikey;
  if (!token) throw new HttpError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  const verdict = verifyJwt(token, jwtSecret);
  if (!verdict.ok) {
    if (verdict.reason === 'expired') throw pgrstError(401, 'PGRST303', 'JWT expired', null, null);
    throw pgrstError(401, 'PGRST301', verdict.message, null, null);
  }
  const role = verdict.claims.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
    throw pgrstError(401, 'PGRST301', `JWT role "${String(role)}" is not allowed`, null, null);
  }
  return { role: role as DbRole, claims: verdict.claims };
}
