// Brings a database up to date: platform.sql, then each migration once (tracked like the Supabase CLI), then the seed on a fresh database.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './db.ts';

export const supabaseDir = resolve(import.meta.dirname, '..');

export interface MigrateResult {
  applied: string[];
  seeded: boolean;
}

export function listMigrations(dir = join(supabaseDir, 'migrations')): { version: string; name: string; file: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const [, version = '', name = ''] = /^(\d+)_(.+)\.sql$/.exec(f) ?? [];
      return { version, name, file: join(dir, f) };
    });
}

async function applyPlatform(db: Database): Promise<void> {
  const sql = readFileSync(join(supabaseDir, 'local/platform.sql'), 'utf8');
  // Roles are cluster-wide on PostgreSQL: parallel test databases may race to create them.
  for (let attempt = 0; ; attempt++) {
    try {
      await db.exec(sql);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

export async function migrateDatabase(db: Database, options: { seed?: boolean } = {}): Promise<MigrateResult> {
  await applyPlatform(db);
  const done = await db.transaction((tx) =>
    tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
  );
  const fresh = done.rows.length === 0;
  const doneVersions = new Set(done.rows.map((r) => r.version));
  const migrations = listMigrations();
  // Applied versions this folder no longer has: the history was restated (one baseline, docs/database.md), so the
  // baseline would collide with what is there. As `supabase db push` does, refuse rather than half-apply.
  const unknown = [...doneVersions].filter((v) => !migrations.some((m) => m.version === v));
  if (unknown.length > 0) {
    throw new Error(
      `This database was migrated with ${unknown.length} migration(s) that supabase/migrations no longer has (e.g. ${unknown.sort()[0]}): ` +
        'the schema was restated as one baseline (docs/database.md). Start from a fresh database (delete .data/, or drop the PostgreSQL database).',
    );
  }
  const applied: string[] = [];
  for (const m of migrations) {
    if (doneVersions.has(m.version)) continue;
    const sql = readFileSync(m.file, 'utf8');
    // Statement and bookkeeping commit together, so a failed migration can be fixed and rerun.
    await db.exec(
      `begin;\n${sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values ('${m.version}', '${m.name.replace(/'/g, "''")}');\ncommit;`,
    );
    applied.push(m.version);
  }
  let seeded = false;
  const seedFile = join(supabaseDir, 'seed.sql');
  if (fresh && options.seed !== false && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    await db.exec(`begin;\n${sql}\n;\ninsert into supabase_migrations.seed_files (path, hash) values ('supabase/seed.sql', '${hash}');\ncommit;`);
    seeded = true;
  }
  return { applied, seeded };
}
