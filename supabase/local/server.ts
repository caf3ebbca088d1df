// The local backend: one node:http server speaking Supabase's auth and REST APIs over PGlite or PostgreSQL.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createAuthHandler } from './auth.ts';
import { openDatabase, openPostgres, type Database } from './db.ts';
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
import { createPaymentsHandler } from '../functions/payments/handler.ts';
import { deriveApiKeys, verifyJwt } from './jwt.ts';
import { checkMailboxAccess, Mailbox, renderMailboxHtml } from './mailbox.ts';
import { migrateDatabase } from './migrate.ts';
import { createPaystackStandIn, type PaystackStandIn } from './paystack-standin.ts';
import { startRealtime, type RealtimeEndpoint } from './realtime.ts';
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
  /** Failed sign-ins from one client address within signInFailureWindow before 429, whatever the accounts (default 30; 0 = never). */
  signInMaxFailuresPerAddress?: number;
  /** Wrong six-digit codes before the outstanding code of that user and type dies (default 5; 0 = never). */
  otpMaxAttempts?: number;
  /** Verify requests (POST and GET /auth/v1/verify) per client address per rateLimitWindow (default 30, GoTrue's token_verifications; 0 = no limit). */
  verifyMaxPerAddress?: number;
  /** Code checks (e-mail + six-digit token) per e-mail address per rateLimitWindow (default 10; 0 = no limit). */
  verifyMaxPerEmail?: number;
  /** Sign-ups (POST /signup, POST /otp that may create an account) per client address per rateLimitWindow (default 30; 0 = no limit). The service key's admin route is never limited. */
  signUpMaxPerAddress?: number;
  /** The window, in seconds, of the per-address and per-e-mail request limits (default 300, as GoTrue's). */
  rateLimitWindow?: number;
  /** Seconds between two mails of one kind (confirmation, recovery/sign-in code, e-mail change) to one address (default 60, GoTrue's SMTP_MAX_FREQUENCY; 0 = no limit). */
  emailMinInterval?: number;
  /**
   * Where mailed links may send a session besides the site URL's origin: GoTrue uri_allow_list globs (`*` within a
   * host label or path segment, `**` anything). Default: `<origin>` and `<origin>/**` for each CORS origin.
   */
  redirectAllowList?: string[];
  /** Host names the server answers to besides localhost, IP literals, HOST and the public URL's host (DNS-rebinding guard). */
  allowedHosts?: string[];
  /** Where PGlite keeps its files and where jwt-secret and backend.json live; undefined = in memory, nothing written. */
  dataDir?: string;
  /** Use this PostgreSQL database instead of PGlite. */
  databaseUrl?: string;
  /**
   * The database was laid out by Supabase's own SQL and migrated by the Supabase CLI (tests/supabase-layout): no
   * platform.sql and no migrations here, and each part of this stand-in logs in as the hosted service it stands in for,
   * so grants, RLS and pg-safeupdate judge it as they judge that service. `databaseUrl` then names a superuser, as
   * hosted Realtime's own connection is (schema cache, Realtime's authorization probe and relay).
   */
  supabaseLayout?: SupabaseLayoutLogins;
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
  /**
   * The payment provider behind /functions/v1/payments. Default: the local Paystack stand-in at <url>/paystack.
   * A secretKey without standIn talks to baseUrl (default the real https://api.paystack.co).
   */
  paystack?: PaystackOptions;
}

export interface SupabaseLayoutLogins {
  /** The API login role `authenticator`, as PostgREST: every REST request switches to anon, authenticated or service_role. */
  restUrl: string;
  /** GoTrue's role `supabase_auth_admin`: the auth API reads and writes only the auth schema. */
  authUrl: string;
}

export interface PaystackOptions {
  secretKey?: string;
  baseUrl?: string;
  /** Serve the stand-in at /paystack and use it (default: true when no secretKey is given). */
  standIn?: boolean;
  /** Where the stand-in sends its webhooks, charge.success and refund.* (default <url>/functions/v1/payments/webhook). */
  webhookUrl?: string;
  /** The stand-in's first webhook retry delay in ms, doubled per attempt (default 2000). */
  webhookBackoffMs?: number;
  /** What becomes of the stand-in's refunds: 'processed' (default, at once) or 'failed' (refund.failed follows). */
  refundOutcome?: 'processed' | 'failed';
}

/** The stand-in's secret key when none is configured: it only ever unlocks the local stand-in. */
export const standInSecretKey = 'sk_test_maarifa_local_stand_in';

/** Largest body an Edge Function or the stand-in reads (payments bodies are a few fields; webhooks a few KiB). */
const functionBodyLimit = 64 * 1024;

/** Node request → Web Request, for handlers written for Deno (Edge Functions) and the stand-in. */
function toWebRequest(req: IncomingMessage, url: string, body: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(url, { method: req.method, headers, body: body === undefined ? undefined : body });
}

/** Web Response → node response. CORS headers stay the backend's own (applied to every route already). */
async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.headersSent) return;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name.startsWith('access-control-') || name === 'content-length' || name === 'content-encoding') return;
    res.setHeader(name, name === 'vary' && res.getHeader('Vary') ? `${String(res.getHeader('Vary'))}, ${value}` : value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
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

async function closeAll(databases: Database[]): Promise<void> {
  await Promise.all(databases.map((d) => d.close().catch(() => undefined)));
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
  let seeded = false;
  const logins: Database[] = [];
  let restDb = db;
  let authDb = db;
  try {
    if (options.supabaseLayout) {
      logins.push((restDb = await openPostgres(options.supabaseLayout.restUrl)));
      logins.push((authDb = await openPostgres(options.supabaseLayout.authUrl)));
      await authDb.exec(readFileSync(join(import.meta.dirname, 'gotrue-additions.sql'), 'utf8'));
    } else {
      ({ seeded } = await migrateDatabase(db, { seed: options.seed }));
    }
    schema = await db.transaction((tx) => loadSchemaCache(tx));
  } catch (error) {
    await closeAll([...logins, db]);
    throw error;
  }

  let realtime: RealtimeEndpoint;
  try {
    realtime = await startRealtime({ db, jwtSecret, log });
  } catch (error) {
    await closeAll([...logins, db]);
    throw error;
  }

  let publicUrl = '';
  const handleAuth = createAuthHandler({
    db: authDb,
    jwtSecret,
    jwtExpiry: options.jwtExpiry ?? 3600,
    confirmEmail: options.confirmEmail ?? false,
    siteUrl,
    mailbox,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
    signInMaxFailures: options.signInMaxFailures ?? 5,
    signInFailureWindow: options.signInFailureWindow ?? 300,
    signInMaxFailuresPerAddress: options.signInMaxFailuresPerAddress ?? 30,
    otpMaxAttempts: options.otpMaxAttempts ?? 5,
    verifyMaxPerAddress: options.verifyMaxPerAddress ?? 30,
    verifyMaxPerEmail: options.verifyMaxPerEmail ?? 10,
    signUpMaxPerAddress: options.signUpMaxPerAddress ?? 30,
    rateLimitWindow: options.rateLimitWindow ?? 300,
    emailMinInterval: options.emailMinInterval ?? 60,
    redirectAllowList: options.redirectAllowList ?? allowedOrigins.filter((o) => o !== '*').flatMap((o) => [o, `${o}/**`]),
    publicUrl: () => publicUrl,
  });
  const handleRest = createRestHandler({ db: restDb, schema: () => schema });

  // Payments: the Edge Function as Supabase would run it, with this server as its SUPABASE_URL, and the provider.
  const paystack = options.paystack ?? {};
  const useStandIn = paystack.standIn ?? !paystack.secretKey;
  const paystackSecret = paystack.secretKey ?? standInSecretKey;
  const standIn: PaystackStandIn | null = useStandIn
    ? createPaystackStandIn({
        secretKey: paystackSecret,
        baseUrl: () => `${publicUrl}/paystack`,
        webhookUrl: () => paystack.webhookUrl ?? `${publicUrl}/functions/v1/payments/webhook`,
        webhookBackoffMs: paystack.webhookBackoffMs,
        refundOutcome: paystack.refundOutcome,
        log,
      })
    : null;
  let functions: Record<string, (request: Request) => Promise<Response>> | undefined;
  /** Made on first use: the handlers need this server's own URL, known once it listens. */
  function edgeFunctions(): Record<string, (request: Request) => Promise<Response>> {
    functions ??= {
      payments: createPaymentsHandler({
        SUPABASE_URL: publicUrl,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceKey,
        PAYSTACK_SECRET_KEY: paystackSecret,
        PAYSTACK_BASE_URL: useStandIn ? `${publicUrl}/paystack` : paystack.baseUrl,
        PAYMENTS_RETURN_ORIGINS: allowedOrigins.join(','),
        PAYMENTS_CORS_ORIGINS: allowedOrigins.join(','),
      }),
    };
    return functions;
  }

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
      checkMailboxAccess(req, jwtSecret);
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
      sendJson(res, 200, {
        name: 'maarifa-local-backend',
        url: publicUrl,
        database: db.kind,
        auth: `${publicUrl}/auth/v1`,
        rest: `${publicUrl}/rest/v1`,
        realtime: `${publicUrl.replace(/^http/, 'ws')}/realtime/v1/websocket`,
        mailbox: `${publicUrl}/mailbox`,
        functions: `${publicUrl}/functions/v1`,
        paystack: standIn ? `${publicUrl}/paystack` : null,
      });
      return;
    }
    const functionMatch = /^\/functions\/v1\/([a-z0-9_-]+)(\/|$)/.exec(path);
    if (functionMatch || (standIn && path.startsWith('/paystack/'))) {
      const handler = functionMatch ? edgeFunctions()[functionMatch[1]!] : (request: Request) => standIn!.handle(request, path.slice('/paystack'.length));
      if (!handler) {
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
        return;
      }
      let text: string | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        try {
          text = await readBody(req, options.bodyLimit ?? functionBodyLimit);
        } catch (error) {
          if (error instanceof BodyTooLargeError) throw new HttpError(413, { error: { code: 'payload_too_large', message: error.message } });
          throw error;
        }
      }
      await sendWebResponse(res, await handler(toWebRequest(req, `${publicUrl}${req.url ?? '/'}`, text)));
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

  /**
   * The names this server answers to. A page on another name that resolves to this machine (DNS rebinding) sends its
   * own name as Host and is refused, on every route: this is a development server, never behind a proxy. IP literals
   * cannot be rebound, so they pass (a phone on the Wi-Fi dials the LAN address).
   */
  const hostNames = new Set(['localhost', ...(options.allowedHosts ?? []).map((h) => h.trim().toLowerCase()).filter((h) => h !== '')]);
  function hostAllowed(header: string | undefined): boolean {
    if (!header) return false;
    const value = header.trim().toLowerCase();
    const name = (value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '')).replace(/\.$/, '');
    if (isIP(name) === 4 || (name.startsWith('[') && name.endsWith(']') && isIP(name.slice(1, -1)) === 6)) return true;
    return hostNames.has(name);
  }

  const server: Server = createServer((req, res) => {
    if (options.logRequests) {
      const begun = Date.now();
      res.once('finish', () => log(`[backend] ${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${Date.now() - begun} ms`));
    }
    if (!hostAllowed(req.headers.host)) {
      const msg = `This server does not answer to the host "${String(req.headers.host ?? '')}". Use localhost, an IP address, or add the name to ALLOWED_HOSTS.`;
      sendJson(res, 403, { code: 403, error_code: 'host_not_allowed', msg, message: msg });
      return;
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
  // Well above clients' own idle limits (undici keeps an idle socket 4 s): a server that closed first would race a request
  // sent on that socket, which reaches the client as ECONNRESET on a busy machine. stop() closes idle sockets itself.
  server.keepAliveTimeout = 65_000;
  // Realtime's WebSocket shares the port, as on a hosted project; the same Host rule guards it.
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!hostAllowed(req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!realtime.handleUpgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
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
    await realtime.close().catch(() => undefined);
    await closeAll([...logins, db]);
    throw error;
  });
  const address = server.address() as AddressInfo;
  // The default loopback bind keeps the URL it always had (http://localhost:…), which names the app's auth storage key.
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  publicUrl = `http://${host}:${address.port}`;
  hostNames.add(new URL(publicUrl).hostname.toLowerCase());
  if (options.host) hostNames.add(options.host.toLowerCase());

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
      standIn?.close();
      await realtime.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await closeAll(logins);
      await db.close();
    },
  };
}
