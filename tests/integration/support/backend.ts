// Starts the local Supabase-compatible backend in-process for one integration test file, on a fresh database.
//
//   const backend = await startTestBackend();            // fresh in-memory PGlite (or a fresh PostgreSQL
//   const supabase = createTestClient(backend);          database when DATABASE_URL is set)
//   const alice = await createTestUser(backend, { roles: ['instructor'] });  // signed-in supabase-js client
//   const mail = await backend.mailbox.waitFor('a@example.com', 'recovery');
//   await backend.stop();                                 // closes the server, drops the PostgreSQL database
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import type {} from '../../supabase-layout/provided.ts';
import { openPglite } from '../../../supabase/local/db.ts';
import type { Mail } from '../../../supabase/local/mailbox.ts';
import { listMigrations, migrateDatabase, supabaseDir } from '../../../supabase/local/migrate.ts';
import { startBackend, type BackendOptions } from '../../../supabase/local/server.ts';
import { TEST_JWT_SECRET } from '../../support/app-server.ts';

export type { Mail };

// One fixed secret for every test backend, so that keys are stable across a run.
export { TEST_JWT_SECRET } from '../../support/app-server.ts';

/** The backend's own settings a test may set; each defaults as the backend does (see BackendOptions). */
type PassedThroughOption =
  | 'jwtExpiry'
  | 'allowedOrigins'
  | 'refreshTokenReuseInterval'
  | 'signInMaxFailures'
  | 'signInFailureWindow'
  | 'signInMaxFailuresPerAddress'
  | 'otpMaxAttempts'
  | 'verifyMaxPerAddress'
  | 'verifyMaxPerEmail'
  | 'signUpMaxPerAddress'
  | 'rateLimitWindow'
  | 'emailMinInterval'
  | 'redirectAllowList'
  | 'allowedHosts'
  | 'paystack';

export interface TestBackendOptions extends Pick<BackendOptions, PassedThroughOption> {
  /** Load supabase/seed.sql (demo accounts and courses). Default false: an empty schema. */
  seed?: boolean;
  /** Require email confirmation on sign-up. Default false. */
  confirmEmail?: boolean;
  /** Address to bind. Default 127.0.0.1; null leaves it to the backend's own default. */
  host?: string | null;
}

export interface TestMailbox {
  /** Mails so far, oldest first, optionally only those to one address. */
  list(to?: string): Mail[];
  /** Resolves with the newest mail to `to` (of `type`: 'signup' | 'recovery' | 'magiclink'), waiting up to timeoutMs. */
  waitFor(to: string, type?: string, timeoutMs?: number): Promise<Mail>;
  clear(): void;
}

export interface TestBackend {
  /** Base URL for createClient(), e.g. http://127.0.0.1:40123 */
  url: string;
  /** The address and port the server is bound to. */
  address: AddressInfo;
  anonKey: string;
  serviceKey: string;
  jwtSecret: string;
  /** 'postgres' when DATABASE_URL was set or on Supabase's layout, else 'pglite'. */
  databaseKind: 'pglite' | 'postgres';
  /** Connection string of this test's own PostgreSQL database as its owner (undefined on PGlite). */
  databaseUrl: string | undefined;
  /**
   * Where a test opens a connection as PostgREST would before it switches role: the API login role `authenticator` (with
   * require_where, our pg-safeupdate stand-in) on the Supabase layout, else the same as databaseUrl.
   */
  apiDatabaseUrl: string | undefined;
  /** True when this backend runs on Supabase's own database layout (the supabase-layout Vitest project). */
  supabaseLayout: boolean;
  mailbox: TestMailbox;
  /** Runs SQL as the database owner (RLS bypassed), for test setup and inspection. */
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

/** The same server, another database. */
function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

async function createScratchDatabase(adminUrl: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `maarifa_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A Supabase database belongs to postgres (the CLI's and the dashboard's login), not to the superuser.
    await admin.query(`create database "${name}"${template ? ` template "${template}" owner postgres` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Older templates (yesterday's, or from old migrations) are 40 MB each: drop them once they are an hour old. */
function removeStaleTemplates(prefix: string, keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith(prefix) || path === keep) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

/**
 * A migrated (and optionally seeded) PGlite image, built once and kept in the temp folder: starting from it
 * takes well under a second, where initdb plus migrations take several. Keyed by the SQL it was made from and
 * the day, so a changed migration or stale seed timestamps never leak into a run.
 */
async function loadPgliteTemplate(seed: boolean): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(supabaseDir, 'local/platform.sql')));
  for (const m of listMigrations()) hash.update(m.version).update(readFileSync(m.file));
  if (seed) hash.update(readFileSync(join(supabaseDir, 'seed.sql')));
  hash.update(new Date().toISOString().slice(0, 10));
  const prefix = `maarifa-pglite-${seed ? 'seeded' : 'empty'}-`;
  const file = join(tmpdir(), `${prefix}${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  removeStaleTemplates(prefix, file);
  const db = await openPglite(undefined);
  try {
    await migrateDatabase(db, { seed });
    const image = await db.dumpImage!();
    // Parallel test files may build it at once: write aside, then rename into place atomically.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  } finally {
    await db.close();
  }
}

export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  // The supabase-layout project's global setup provides a cluster built from Supabase's own SQL, with our migrations
  // (and seed) pushed into two template databases by the Supabase CLI; each test file copies one.
  // Benchmarks start test backends outside Vitest, where inject() has no worker state to read.
  const layout = process.env.VITEST ? inject('supabaseLayout') : undefined;
  const adminUrl = layout?.superUrl ?? process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, layout && (options.seed ? layout.seededTemplate : layout.emptyTemplate)) : undefined;
  const image = scratch ? undefined : await loadPgliteTemplate(options.seed ?? false);
  const logins =
    layout && scratch
      ? { restUrl: withDatabase(layout.authenticatorUrl, scratch.name), authUrl: withDatabase(layout.authAdminUrl, scratch.name) }
      : undefined;
  let backend;
  try {
    const { seed, confirmEmail, host, ...passedThrough } = options;
    backend = await startBackend({
      ...passedThrough,
      port: 0,
      host: host === null ? undefined : (host ?? '127.0.0.1'),
      databaseUrl: scratch?.url,
      supabaseLayout: logins,
      pgliteImage: image,
      jwtSecret: TEST_JWT_SECRET,
      confirmEmail: confirmEmail ?? false,
      seed: seed ?? false,
      log: () => undefined,
    });
  } catch (error) {
    await scratch?.drop().catch(() => undefined);
    throw error;
  }
  const started = backend;
  const mailbox: TestMailbox = {
    list: (to) => started.mailbox.list(to),
    clear: () => started.mailbox.clear(),
    async waitFor(to, type, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = started.mailbox.latest(to, type);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No ${type ?? ''} mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
  return {
    url: started.url,
    address: started.address,
    anonKey: started.anonKey,
    serviceKey: started.serviceKey,
    jwtSecret: started.jwtSecret,
    databaseKind: started.db.kind,
    databaseUrl: scratch?.url,
    apiDatabaseUrl: logins?.restUrl ?? scratch?.url,
    supabaseLayout: logins !== undefined,
    mailbox,
    async sql<R>(text: string, params: unknown[] = []) {
      return (await started.db.transaction((tx) => tx.query<R>(text, params))).rows;
    },
    async stop() {
      await started.stop();
      await scratch?.drop();
    },
  };
}

// Node 20 has no WebSocket and the local backend serves no realtime: a transport that is never opened.
class NoRealtimeTransport {
  constructor() {
    throw new Error('The local backend does not serve Supabase Realtime');
  }
}

/** A supabase-js client for this backend (anon key by default), without session persistence or auto-refresh. */
export function createTestClient(backend: Pick<TestBackend, 'url' | 'anonKey'>, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeTransport as unknown as typeof WebSocket },
  });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** A supabase-js client signed in as this user (no session persistence, no auto-refresh). */
  client: SupabaseClient;
}

/** Creates a confirmed user (with extra roles besides learner) and returns a signed-in client. */
export async function createTestUser(
  backend: TestBackend,
  options: { email?: string; password?: string; fullName?: string; roles?: string[] } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = options.password ?? 'correct-horse-battery';
  const admin = createTestClient(backend, backend.serviceKey);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: options.fullName ? { full_name: options.fullName } : {} });
  if (created.error || !created.data.user) throw created.error ?? new Error('createUser returned no user');
  const id = created.data.user.id;
  for (const role of options.roles ?? []) {
    await backend.sql('insert into public.user_roles (user_id, role) values ($1, $2) on conflict (user_id, role) do update set _deleted = false', [id, role]);
  }
  const client = createTestClient(backend);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw signedIn.error;
  return { id, email, password, client };
}
