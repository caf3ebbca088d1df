// Benchmark: local backend figures — cold and warm start, data folder size, a full sync catch-up, a 100-change push, REST latency.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { startBackend } from '../../supabase/local/server.ts';
import { sized } from './smoke.ts';

const syncedTables = ['profiles', 'user_roles', 'courses', 'course_modules', 'lessons', 'enrollments', 'lesson_progress', 'discussions', 'automation_workflows', 'tech_connections', 'api_keys'];

function measureDir(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? measureDir(path) : statSync(path).size;
  }
  return total;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

class NoRealtime {
  constructor() {
    throw new Error('no realtime');
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'maarifa-bench-'));
const quiet = { port: 0, host: '127.0.0.1', dataDir, log: () => undefined };
try {
  const cold = await startBackend(quiet);
  const coldMs = cold.startupMs;
  await cold.stop();
  const warm = await startBackend(quiet);
  const figures: [string, string][] = [
    ['cold start (fresh PGlite, migrations, seed)', `${coldMs} ms`],
    ['warm start (existing data folder)', `${warm.startupMs} ms`],
    ['data folder size after seeding', `${(measureDir(dataDir) / 1024 / 1024).toFixed(1)} MiB`],
  ];

  const client = createClient(warm.url, warm.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as unknown as typeof WebSocket },
  });
  const signIn = await client.auth.signInWithPassword({ email: 'learner@maarifa.test', password: 'maarifa-learner' });
  if (signIn.error) throw signIn.error;
  const userId = signIn.data.user.id;

  // Full catch-up: every synced table from null checkpoints, page after page.
  let checkpoints: Record<string, unknown> = Object.fromEntries(syncedTables.map((t) => [t, null]));
  let requests = 0;
  let rows = 0;
  let bytes = 0;
  const started = performance.now();
  while (Object.keys(checkpoints).length > 0) {
    const res = await fetch(`${warm.url}/rest/v1/rpc/sync_pull`, {
      method: 'POST',
      headers: { apikey: warm.anonKey, Authorization: `Bearer ${signIn.data.session.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ checkpoints, batch_size: 200 }),
    });
    const text = await res.text();
    bytes += text.length;
    requests++;
    const body = JSON.parse(text) as Record<string, { rows: unknown[]; checkpoint: unknown; more: boolean }>;
    const next: Record<string, unknown> = {};
    for (const [table, page] of Object.entries(body)) {
      rows += page.rows.length;
      if (page.more) next[table] = page.checkpoint;
    }
    checkpoints = next;
  }
  figures.push(['full catch-up for the demo learner', `${rows} rows, ${requests} request(s), ${(bytes / 1024).toFixed(1)} KiB, ${(performance.now() - started).toFixed(0)} ms`]);

  const pushSize = sized(100, 5);
  const changes = Array.from({ length: pushSize }, (_, i) => ({
    table: 'discussions',
    base_xid: null,
    row: { id: randomUUID(), author_id: userId, title: `Bench thread ${i}`, content: 'Bench content', tags: ['bench'], _deleted: false },
  }));
  const pushStart = performance.now();
  const pushed = await client.rpc('sync_push', { changes });
  if (pushed.error || pushed.data.rejected.length) throw new Error('push failed');
  figures.push([`push of ${pushSize} inserts in one request`, `${(performance.now() - pushStart).toFixed(0)} ms`]);

  const latencies: number[] = [];
  const selects = sized(50, 2);
  for (let i = 0; i < selects; i++) {
    const t = performance.now();
    const r = await client.from('courses').select('id, title, price, instructor_name').eq('status', 'published');
    if (r.error) throw r.error;
    latencies.push(performance.now() - t);
  }
  figures.push([`REST select of published courses (median of ${selects})`, `${median(latencies).toFixed(1)} ms`]);
  await warm.stop();

  const width = Math.max(...figures.map(([k]) => k.length));
  for (const [k, v] of figures) console.log(`${k.padEnd(width)}  ${v}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
