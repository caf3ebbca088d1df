// Before the server listens: the JWT secret (kept in the data directory), and the databases opened, migrated (or
// logged into as the hosted services they stand in for) with their schema cache read; and closing them again.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, openPostgres, type Database } from '../db.ts';
import { migrateDatabase } from '../migrate.ts';
import { loadSchemaCache, type SchemaCache } from '../schema-cache.ts';
import type { BackendOptions } from './options.ts';

export async function closeAll(databases: Database[]): Promise<void> {
  await Promise.all(databases.map((d) => d.close().catch(() => undefined)));
}

export function readOrCreateSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export interface BackendDatabases {
  /** The main connection: migrations, the schema cache, Realtime. */
  db: Database;
  /** The REST API's connection: `db`, or the `authenticator` login under the Supabase layout. */
  restDb: Database;
  /** The auth API's connection: `db`, or the `supabase_auth_admin` login under the Supabase layout. */
  authDb: Database;
  /** The Supabase layout's extra logins, closed with `db`. */
  logins: Database[];
  schema: SchemaCache;
  seeded: boolean;
}

/** Opens, migrates (or lays out) and reads the schema; on any failure closes what it opened and throws. */
export async function openBackendDatabases(options: BackendOptions): Promise<BackendDatabases> {
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
      await authDb.exec(readFileSync(join(import.meta.dirname, '..', 'gotrue-additions.sql'), 'utf8'));
    } else {
      ({ seeded } = await migrateDatabase(db, { seed: options.seed }));
    }
    schema = await db.transaction((tx) => loadSchemaCache(tx));
  } catch (error) {
    await closeAll([...logins, db]);
    throw error;
  }
  return { db, restDb, authDb, logins, schema, seeded };
}
