// The local backend: one node:http server speaking Supabase's auth and REST APIs over PGlite or PostgreSQL.
// startBackend() reads top to bottom: secrets and databases (server/startup.ts), Realtime, the auth and REST handlers,
// Edge Functions (server/functions.ts), the route table (server/routes.ts), the listener (server/listener.ts), stop().
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createAuthHandler } from './auth.ts';
import type { Database } from './db.ts';
import { defaultAllowedOrigins, normaliseOrigins } from './http.ts';
import { deriveApiKeys } from './jwt.ts';
import { Mailbox } from './mailbox.ts';
import { startRealtime, type RealtimeEndpoint } from './realtime.ts';
import { createRestHandler } from './rest.ts';
import { createFunctionsHost } from './server/functions.ts';
import { createHostGuard, createListener, listen } from './server/listener.ts';
import type { BackendOptions } from './server/options.ts';
import { createRouter } from './server/routes.ts';
import { closeAll, openBackendDatabases, readOrCreateSecret } from './server/startup.ts';

export type { BackendOptions, PaystackOptions, SupabaseLayoutLogins } from './server/options.ts';
export { standInSecretKey } from './server/functions.ts';

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

export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const jwtSecret = options.jwtSecret ?? readOrCreateSecret(options.dataDir);
  const { anonKey, serviceKey } = deriveApiKeys(jwtSecret);
  const mailbox = new Mailbox(log);
  const siteUrl = options.siteUrl ?? 'http://localhost:4173';
  const allowedOrigins = normaliseOrigins(options.allowedOrigins ?? defaultAllowedOrigins(siteUrl, [4173, 5173]));

  const { db, restDb, authDb, logins, schema, seeded } = await openBackendDatabases(options);

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
  const functions = createFunctionsHost({
    paystack: options.paystack,
    bodyLimit: options.bodyLimit,
    anonKey,
    serviceKey,
    allowedOrigins,
    publicUrl: () => publicUrl,
    log,
  });
  const route = createRouter({ db, jwtSecret, mailbox, functions, handleAuth, handleRest, bodyLimit: options.bodyLimit, publicUrl: () => publicUrl });

  const hostGuard = createHostGuard(options.allowedHosts);
  const server = createListener({ hostGuard, allowedOrigins, route, realtime, log, logRequests: options.logRequests });

  const port = options.port ?? 54321;
  const bindHost = options.host || '127.0.0.1';
  await listen(server, port, bindHost).catch(async (error: unknown) => {
    await realtime.close().catch(() => undefined);
    await closeAll([...logins, db]);
    throw error;
  });
  const address = server.address() as AddressInfo;
  // The default loopback bind keeps the URL it always had (http://localhost:…), which names the app's auth storage key.
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  publicUrl = `http://${host}:${address.port}`;
  hostGuard.add(new URL(publicUrl).hostname.toLowerCase());
  if (options.host) hostGuard.add(options.host.toLowerCase());

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
      functions.standIn?.close();
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
