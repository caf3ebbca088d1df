// Drafts the migration for a schema-file edit: builds the database of supabase/migrations and the database of
// supabase/schemas on a local PostgreSQL, and asks the Supabase CLI (`db diff --from --to`, no Docker needed) what turns
// the first into the second.
//   npx tsx build/db/diff.ts                     print the draft
//   npx tsx build/db/diff.ts add_course_reviews  write it to supabase/migrations/<UTC timestamp>_add_course_reviews.sql
// The CLI's words: "flattened review SQL, not a portable apply script". Read it, keep the schema file's comments'
// intent, then run supabase/schema-equality.test.ts (docs/database.md).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildBothDatabases } from './databases.ts';

const root = resolve(import.meta.dirname, '../..');
const name = process.argv[2];
if (name !== undefined && !/^[a-z0-9]+(_[a-z0-9]+)*$/.test(name)) {
  console.error(`A migration is named for what it changes, in snake_case (add_course_reviews), not "${name}"`);
  process.exit(2);
}

/** The Supabase CLI speaks TLS first unless told not to; the local server has none. */
const plain = (url: string) => `${url}${url.includes('?') ? '&' : '?'}sslmode=disable`;

const built = await buildBothDatabases();
try {
  const result = spawnSync(
    'npx',
    ['supabase', 'db', 'diff', '--from', plain(built.urls.migrations), '--to', plain(built.urls.schemas), '--schema', 'public,private'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
  );
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    process.exitCode = 1;
  } else if (result.stdout.trim() === '') {
    console.log('supabase/schemas and supabase/migrations build the same schemas public and private: nothing to write.');
  } else if (name === undefined) {
    process.stdout.write(result.stdout);
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const file = join(root, 'supabase/migrations', `${stamp}_${name}.sql`);
    writeFileSync(file, `-- ${name.replace(/_/g, ' ')}: drafted by build/db/diff.ts from the schema files; reviewed by hand.\n${result.stdout}`);
    console.log(`wrote ${file}`);
  }
} finally {
  await built.drop();
}
