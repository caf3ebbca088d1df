// Runs every benchmark in its quick mode (BENCH_SMOKE=1: tiny data, one run) and checks it finishes and prints its table,
// so a bench that no longer runs fails `npm test`. Its figures are not read: no timing is asserted here.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const root = resolve(dir, '../..');

/** What each bench prints once it has measured: a line of its table. A new bench must name its own here. */
const PRINTS: Record<string, RegExp> = {
  'backend.bench.ts': /^REST select of published courses \(median of \d+\)\s+\S+ ms$/m,
  'bundle-bytes.bench.ts': /^\| \/ → \/ \| \d+ \| [\d.]+ \| \d+ \| [\d.]+ \| [\d.]+ \|$/m,
  'checkout.bench.ts': /^app: \d+ round trips, received [\d.]+ KiB/m,
  'chunk-stability.bench.ts': /^\d+ files \(\d+ names without hashes\): \d+ names byte-identical, \d+ differ/m,
  'courses-search.bench.ts': /^discussions a device keeps, in RxDB \(Chromium IndexedDB\): \d+$/m,
  'install-bytes.bench.ts': /^signing in then adds the dashboard's code: [\d.]+ KiB in \d+ files$/m,
  'learner-day.bench.ts': /^a day: [\d.]+ KiB in \d+ requests/m,
  'realtime.bench.ts': /^ {2}bytes per doorbell: \d+ B on the socket/m,
  // Without a PostgreSQL to seed, the scale bench says so and measures nothing (as `npm run bench` does).
  'scale.bench.ts': /^\| call \(median\) +\| +S \||^scale bench skipped: no PostgreSQL answers/m,
  'study-buddy.bench.ts': /^Gzipped bytes added to the home feed chunk: MiniSearch [\d.]+ KiB/m,
  'sync.bench.ts': /^\| push \d+ offline writes \(this engine\) +\| +\d+ \|/m,
  'throttled-load.bench.ts': /^\| \/ first visit \| [\d.]+ s \|/m,
};

const benches = readdirSync(dir).filter((file) => file.endsWith('.bench.ts')).sort();

/**
 * The environment of `npm run bench`: without what Vitest sets for its own workers, which a bench's child processes would
 * otherwise inherit (test backends read VITEST to ask Vitest for its state; builds read NODE_ENV).
 */
function benchEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_SMOKE: '1' };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  if (env.TEST === 'true') delete env.TEST;
  return env;
}

/** Runs one bench as `npm run bench` does (its own Node process, through tsx) in quick mode; resolves with its output. */
function runQuick(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(dir, file)], { cwd: root, env: benchEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

describe('benchmarks in quick mode', () => {
  it('names what every bench prints', () => {
    expect(benches.filter((file) => !PRINTS[file])).toEqual([]);
  });

  // One at a time: several benches build the app into the same folder or listen on the same ports.
  for (const file of benches) {
    it(`${file} runs and prints its table`, { timeout: 20 * 60_000 }, async () => {
      const { code, output } = await runQuick(file);
      expect(code, output.slice(-4000)).toBe(0);
      expect(output).toMatch(PRINTS[file] ?? /$^/);
    });
  }
});
