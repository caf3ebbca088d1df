// Builds the two databases that must agree, on a PostgreSQL server: one from supabase/schemas/*.sql, one from
// supabase/migrations/*.sql (each after platform.sql). Used by supabase/schema-equality.test.ts and build/db/diff.ts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../supabase/local/db.ts';
import { migrateDatabase, supabaseDir } from '../../supabase/local/migrate.ts';
import { schemaFiles } from './baseline.ts';

/** CI (.ci/run) and `npm test` runs with PostgreSQL set DATABASE_URL; without it, a local server on the default port. */
export const defaultAdminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BuiltDatabases {
  urls: { schemas: string; migrations: string };
  drop(): Promise<void>;
}

export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Two fresh databases, built; `drop()` removes both (also when building one failed, before it throws). */
export async function buildBothDatabases(adminUrl = defaultAdminUrl): Promise<BuiltDatabases> {
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const names = { schemas: `maarifa_db_schemas_${run}`, migrations: `maarifa_db_migrations_${run}` };
  const urls = { schemas: withDatabase(adminUrl, names.schemas), migrations: withDatabase(adminUrl, names.migrations) };
  const drop = async () => {
    for (const name of Object.values(names)) await admin(adminUrl, `drop database if exists "${name}" with (force)`);
  };
  try {
    await admin(adminUrl, `create database "${names.schemas}"`);
    await admin(adminUrl, `create database "${names.migrations}"`);
    // The migrations as the local backend applies them (and `supabase db push`: each file once, in order), no seed.
    const migrated = await openPostgres(urls.migrations);
    try {
      await migrateDatabase(migrated, { seed: false });
    } finally {
      await migrated.close();
    }
    // The schema files, top to bottom, after the same platform.sql.
    const declared = await openPostgres(urls.schemas);
    try {
      await declared.exec(readFileSync(join(supabaseDir, 'local/platform.sql'), 'utf8'));
      for (const file of schemaFiles()) {
        try {
          await declared.exec(readFileSync(file, 'utf8'));
        } catch (error) {
          throw new Error(`supabase/schemas/${file.split('/').pop()}: ${(error as Error).message}`, { cause: error });
        }
      }
    } finally {
      await declared.close();
    }
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
  return { urls, drop };
}
