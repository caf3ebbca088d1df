// The local backend: one node:http server speaking Supabase's auth and REST APIs over PGlite or PostgreSQL.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAuthHandler } from './auth.ts';
import { openDatabase, type Database } from './db.ts';
import {
  answerPreflight,
  applyCors,
  BodyTooLargeError,
  bodyLimitFor,
  defaultAllowedOrigins,
  HttpError,
  maxJsonDepth,
  normaliseOrigins,
  parseJsonBody,
  readBearer,
  readBody,
  sendJson,
  sendText,
} from './http.ts';
import { deriveApiKeys, verifyJwt } from './jwt.ts';
import { Mailbox, renderMailboxHtml } from './mailbox.ts';
import { migrateDatabase } from './migrate.ts';
import { createRestHandler, pgrstError, type DbRole, type RequestIdentity } from './rest.ts';
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts';

export interface BackendOptions {
  /** Port to listen on; 0 picks a free one. Default 54321. */
  port?: number;
  /** Address to bind; default 127.0.0.1, so nobody else on the network reaches it. `0.0.0.0` opens it. */
  host?: string;
  /**
   * Browser origins answered with CORS headers (`*` for any). Default: the site URL's origin and
   * localhost / 127.0.0.1 / [::1] on ports 4173 (`npm start`, `vite preview`) and 5173 (`npm run dev`).
   */
  allowedOrigins?: string[];
  /** Seconds during which an already rotated refresh token may be sent again without ending its session (default 10, as GoTrue). */
  refreshTokenReuseInterval?: number;
  /** Failed password sign-ins for one e-mail within signInFailureWindow seconds before further attempts answer 429 (default 5; 0 = never). */
  signInMaxFailures?: number;
  /** The window, in seconds, over which failed sign-ins are counted (default 300). */
  signInFailureWindow?: number;
  /** Where PGlite keeps its files and where jwt-secret and backend.json live; undefined = in memory, nothing written. */
  dataDir?: string;
  /** Use this PostgreSQL database instead of PGlite. */
  databaseUrl?: string;
  /** Start an in-memory PGlite (no dataDir) from this dumpDataDir() image, e.g. an already migrated template. */
  pgliteImage?: Blob;
  /** HS256 secret; default: read from or generated into dataDir, or random for in-memory runs. */
  jwtSecret?: string;
  /** Access-token lifetime in seconds (default 3600). */
  jwtExpiry?: number;
  /** Require email confirmation on sign-up (default false). */
  confirmEmail?: boolean;
  /** Apply supabase/seed.sql to a fresh database (default true). */
  seed?: boolean;
  /** Where mailed links send people back to (default http://localhost:4173). */
  siteUrl?: string;
  /** Largest request body accepted, in bytes (default: bodyLimits in http.ts, 1 MiB for REST, 64 KiB for auth). */
  bodyLimit?: number;
  /** Log lines (mails, errors); default console.log. */
  log?: (line: string) => void;
  /** Also log one line per request (method, path, status, milliseconds). */
  logRequests?: boolean;
}

export interface Backend {
  url: string;
  /** The address and port the server is bound to. */
  address: AddressInfo;
  anonKey: string;
  serviceKey: string;
  jwtSecret: string;
  mailbox: Mailbox;
  db: Database;
  /** Milliseconds from the call to serving. */
  startupMs: number;
  seeded: boolean;
  stop(): Promise<void>;
}

function readOrCreateSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const jwtSecret = options.jwtSecret ?? readOrCreateSecret(options.dataDir);
  const { anonKey, serviceKey } = deriveApiKeys(jwtSecret);
  const mailbox = new Mailbox(log);
  const siteUrl = options.siteUrl ?? 'http://localhost:4173';
  const allowedOrigins = normaliseOrigins(options.allowedOrigins ?? defaultAllowedOrigins(siteUrl, [4173, 5173]));

  const db = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
    pgliteImage: options.pgliteImage,
  });
  let schema: SchemaCache;
  let seeded: boolean;
  try {
    ({ seeded } = await migrateDatabase(db, { seed: options.seed }));
    schema = await db.transaction((tx) => loadSchemaCache(tx));
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }

  let publicUrl = '';
  const handleAuth = createAuthHandler({
    db,
    jwtSecret,
    jwtExpiry: options.jwtExpiry ?? 3600,
    confirmEmail: options.confirmEmail ?? false,
    siteUrl,
    mailbox,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
    signInMaxFailures: options.signInMaxFailures ?? 5,
    signInFailureWindow: options.signInFailureWindow ?? 300,
    publicUrl: () => publicUrl,
  });
  const handleRest = createRestHandler({ db, schema: () => schema });

  /** The database role of a REST request, from its bearer token or apikey (like Supabase's gateway + PostgREST). */
  function identify(req: IncomingMessage, url: URL): RequestIdentity {
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

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const isAuth = path.startsWith('/auth/v1');
    const isRest = path.startsWith('/rest/v1');
    const badJson = (detail: string): HttpError =>
      isAuth
        ? new HttpError(400, { code: 400, error_code: 'bad_json', msg: `Could not parse request body as JSON: ${detail}` })
        : pgrstError(400, 'PGRST102', 'Empty or invalid json', detail);

    if (path === '/mailbox' || path === '/mailbox/') {
      if (req.method === 'DELETE') {
        mailbox.clear();
        sendJson(res, 204, undefined);
      } else if ((req.headers.accept ?? '').includes('text/html')) {
        sendText(res, 200, renderMailboxHtml(mailbox.list(url.searchParams.get('to') ?? undefined)), {}, 'text/html; charset=utf-8');
      } else {
        sendJson(res, 200, { messages: mailbox.list(url.searchParams.get('to') ?? undefined) });
      }
      return;
    }
    if (path === '/' || path === '/health') {
      sendJson(res, 200, { name: 'maarifa-local-backend', url: publicUrl, database: db.kind, auth: `${publicUrl}/auth/v1`, rest: `${publicUrl}/rest/v1`, mailbox: `${publicUrl}/mailbox` });
      return;
    }
    if (!isAuth && !isRest) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }

    let body: unknown;
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'DELETE') {
      let text: string;
      try {
        text = await readBody(req, bodyLimitFor(path, options.bodyLimit));
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
      await readBody(req, bodyLimitFor(path, options.bodyLimit)).catch(() => '');
    }

    if (isAuth) {
      await handleAuth(req, res, path.slice('/auth/v1'.length) || '/', url, body);
      return;
    }
    const identity = identify(req, url);
    await handleRest(req, res, identity, path.slice('/rest/v1'.length) || '/', url, body);
  }

  const server: Server = createServer((req, res) => {
    if (options.logRequests) {
      const begun = Date.now();
      res.once('finish', () => log(`[backend] ${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${Date.now() - begun} ms`));
    }
    const corsAllowed = applyCors(req, res, allowedOrigins);
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res, corsAllowed);
      return;
    }
    route(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, error.headers);
        return;
      }
      // Unexpected: answer without internals, keep serving, log one line.
      log(`[backend] ${req.method} ${req.url}: ${(error as Error)?.message ?? String(error)}`);
      sendJson(res, 500, { code: 'PGRST000', message: 'Internal server error', details: null, hint: null });
    });
  });
  server.keepAliveTimeout = 5000;
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  const port = options.port ?? 54321;
  const bindHost = options.host || '127.0.0.1';
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    const onListening = () => {
      server.off('error', reject);
      resolvePromise();
    };
    server.listen(port, bindHost, onListening);
  }).catch(async (error: unknown) => {
    await db.close().catch(() => undefined);
    throw error;
  });
  const address = server.address() as AddressInfo;
  // The default loopback bind keeps the URL it always had (http://localhost:…), which names the app's auth storage key.
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  publicUrl = `http://${host}:${address.port}`;

  let stopped = false;
  return {
    url: publicUrl,
    address,
    anonKey,
    serviceKey,
    jwtSecret,
    mailbox,
    db,
    seeded,
    startupMs: Date.now() - started,
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
