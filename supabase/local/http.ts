// Small HTTP helpers for the local backend: CORS, bounded JSON bodies, and JSON replies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export const exposedHeaders = 'Content-Range, Content-Location, Location, Preference-Applied, Range-Unit, X-Supabase-Api-Version, Content-Profile';
const allowedHeaders =
  'apikey, authorization, x-client-info, content-type, prefer, accept, accept-profile, content-profile, range, range-unit, x-supabase-api-version, x-upsert, cache-control, x-requested-with';

/** Thrown by handlers to answer with a given status and body; anything else becomes a bare 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`);
  }
}

/** Which browser origins may call the backend: exact origins, or `*` for any. */
export type OriginPolicy = readonly string[];

/** Local app origins (localhost, 127.0.0.1 and [::1] on each port) plus the site URL's own origin. */
export function defaultAllowedOrigins(siteUrl: string, appPorts: readonly number[]): string[] {
  const origins = new Set<string>();
  try {
    origins.add(new URL(siteUrl).origin);
  } catch {
    // An unparsable SITE_URL allows nothing extra; the local ports below still work.
  }
  for (const port of appPorts) for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${port}`);
  return [...origins];
}

/** Normalises a configured origin list (trailing slashes, case) to what browsers send in `Origin`. */
export function normaliseOrigins(list: readonly string[]): string[] {
  return list
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      if (entry === '*') return entry;
      try {
        return new URL(entry).origin;
      } catch {
        throw new Error(`"${entry}" is not an origin such as http://localhost:4173`);
      }
    });
}

export function isOriginAllowed(origin: string, policy: OriginPolicy): boolean {
  return policy.includes('*') || policy.includes(origin);
}

/**
 * Answers CORS only for allowed origins: a page from any other origin gets no Access-Control-Allow-Origin,
 * so its browser withholds the answer. Requests without Origin (node clients, curl) are served as before.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, policy: OriginPolicy): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  res.setHeader('Vary', 'Origin');
  if (!isOriginAllowed(origin, policy)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', exposedHeaders);
  return true;
}

/** A preflight from an allowed origin gets the methods and headers; any other gets a bare 204 the browser refuses. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse, allowed: boolean): void {
  res.statusCode = 204;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    const requested = req.headers['access-control-request-headers'];
    res.setHeader('Access-Control-Allow-Headers', requested ? `${allowedHeaders}, ${requested}` : allowedHeaders);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendText(res, status, body === undefined ? '' : JSON.stringify(body), headers);
}

/** Sends an already-serialised JSON text (Postgres builds most bodies itself). */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}, contentType = 'application/json; charset=utf-8'): void {
  if (res.headersSent) return;
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (status === 204 || text === '') {
    res.end();
    return;
  }
  res.setHeader('Content-Type', contentType);
  const body = Buffer.from(text, 'utf8');
  const encoding = body.byteLength >= MIN_COMPRESSED_BYTES ? chooseEncoding(res.req?.headers['accept-encoding']) : null;
  res.setHeader('Vary', appendVary(res.getHeader('Vary'), 'Accept-Encoding'));
  if (!encoding) {
    res.end(body);
    return;
  }
  // As a hosted project's edge does: answers are compressed for clients that say they can decode them.
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
      : gzipSync(body, { level: 6 });
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(compressed.byteLength));
  res.end(compressed);
}

/** Small answers gain nothing from compression (its header costs more than it saves). */
const MIN_COMPRESSED_BYTES = 1024;

/** br when the client accepts it, gzip otherwise, or none; a q=0 entry refuses that coding. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function appendVary(current: number | string | string[] | undefined, value: string): string {
  const existing = current === undefined ? [] : String(current).split(',').map((v) => v.trim()).filter(Boolean);
  return existing.includes(value) ? existing.join(', ') : [...existing, value].join(', ');
}

/**
 * Largest request bodies read, in bytes (mirrored by src/lib/limits.ts REQUEST_BODY_LIMITS; a test keeps them equal). REST and
 * RPC take 1 MiB, which is also what one sync_push may carry; auth bodies are a few fields, so 64 KiB is plenty.
 */
export const bodyLimits = { rest: 1024 * 1024, auth: 64 * 1024 } as const;

/** The body limit of a request path; `override` (the server's bodyLimit option) applies to both. */
export function bodyLimitFor(path: string, override?: number): number {
  return override ?? (path.startsWith('/auth/v1') ? bodyLimits.auth : bodyLimits.rest);
}

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than the limit of ${limitBytes.toLocaleString('en-US')} bytes${describeBytes(limitBytes)}.`);
  }
}

/** " (1 MiB)" for whole KiB / MiB sizes, which is how people read them. */
function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return ` (${bytes / (1024 * 1024)} MiB)`;
  if (bytes >= 1024 && bytes % 1024 === 0) return ` (${bytes / 1024} KiB)`;
  return '';
}

/** Reads a body of at most `limitBytes`; past it the rest is drained unread (the connection stays usable) and BodyTooLargeError is thrown. */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    req.resume();
    throw new BodyTooLargeError(limitBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) {
      req.resume();
      throw new BodyTooLargeError(limitBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Deepest nesting a JSON body may have; no real payload comes near it, and JSON.stringify overflows the stack long before 20,000. */
export const maxJsonDepth = 512;

export class JsonTooDeepError extends Error {
  constructor(readonly limit: number) {
    super(`the JSON body is nested more than ${limit} levels deep`);
  }
}

/** True when arrays and objects in `text` nest deeper than `limit`; one pass, brackets inside strings ignored. */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Parses a JSON body; `undefined` for an empty one, throws SyntaxError for a malformed one and JsonTooDeepError
 * for one nested past maxJsonDepth (checked first: later recursive handling of such a value would overflow the stack).
 */
export function parseJsonBody(text: string, depthLimit = maxJsonDepth): unknown {
  if (text.trim() === '') return undefined;
  if (jsonNestsDeeperThan(text, depthLimit)) throw new JsonTooDeepError(depthLimit);
  return JSON.parse(text) as unknown;
}

export function readBearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim();
}
