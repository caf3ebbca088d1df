// Small HTTP helpers for the local backend: CORS, bounded JSON bodies, and JSON replies.
import type { IncomingMessage, ServerResponse } from 'node:http';

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

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', exposedHeaders);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ? `${allowedHeaders}, ${requested}` : allowedHeaders);
  res.setHeader('Access-Control-Max-Age', '86400');
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
  res.end(text);
}

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limitBytes) {
    req.resume();
    throw new BodyTooLargeError(`Request body exceeds ${limitBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) {
      req.resume();
      throw new BodyTooLargeError(`Request body exceeds ${limitBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON body; `undefined` for an empty one, throws SyntaxError for a malformed one. */
export function parseJsonBody(text: string): unknown {
  return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
}

export function readBearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim();
}
