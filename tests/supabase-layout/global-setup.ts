// Global setup of the supabase-layout Vitest project: a cluster in the hosted Supabase layout (layout.sql), our migrations pushed
// into it by the real Supabase CLI (once without, once with the seed), and a stand-in for Realtime's reader of
// realtime.messages, so each integration test file runs on a copy of what a hosted project would hold.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startSupabaseLayout } from './cluster.ts';
import './provided.ts';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * Hosted Realtime reads realtime.messages by logical replication and broadcasts each row; the local backend's relay
 * (supabase/local/realtime.ts) listens for NOTIFYs instead. This trigger turns each broadcast row into the NOTIFY that
 * supabase/local/platform.sql's realtime.send makes, so the doorbell suites see what the layout's realtime.send
 * wrote. It belongs to the test cluster only, never to a migration.
 */
const realtimeReader = `
create or replace function realtime.maarifa_test_relay() returns trigger language plpgsql as $$
begin
  perform pg_notify('maarifa_realtime', jsonb_build_object(
    'topic', new.topic, 'event', new.event, 'private', new.private,
    'payload', case when new.payload ? 'id' then new.payload else new.payload || jsonb_build_object('id', new.id) end)::text);
  return null;
end
$$;
create trigger maarifa_test_relay after insert on realtime.messages
  for each row when (new.extension = 'broadcast') execute function realtime.maarifa_test_relay();
`;

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const layout = await startSupabaseLayout();
  try {
    const templates = { emptyTemplate: 'maarifa_empty', seededTemplate: 'maarifa_seeded' };
    for (const [name, seed] of [[templates.emptyTemplate, false], [templates.seededTemplate, true]] as const) {
      await layout.createDatabase(name);
      // As a user deploys: the CLI, logged in as postgres (not a superuser on Supabase), applies every migration.
      const args = ['supabase', 'db', 'push', '--db-url', layout.postgresUrl(name), '--include-all', '--yes'];
      if (seed) args.push('--include-seed');
      try {
        await run('npx', args, { cwd: root, env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } });
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        throw new Error(`supabase db push into ${name} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
      }
      // Hosted Realtime keeps partitions from yesterday to a few days ahead; the test databases are copied with them.
      await layout.createRealtimePartitions(name);
      await query(layout.superUrl(name), realtimeReader);
    }
    project.provide('supabaseLayout', {
      superUrl: layout.superUrl('postgres'),
      authenticatorUrl: layout.authenticatorUrl('postgres'),
      authAdminUrl: layout.authAdminUrl('postgres'),
      ...templates,
    });
    console.log(`Supabase layout ready on port ${layout.port} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    await layout.stop();
    throw error;
  }
  return () => layout.stop();
}
