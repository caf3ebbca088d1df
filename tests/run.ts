// `npm test`: typecheck, lint, Vitest (unit + integration), every benchmark in its quick mode, then Playwright e2e on the
// production build.
// Prints one result line per stage and a closing "tests: N passed, N failed" line; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { resolveChromium } from './support/chromium';
import { readJson } from './support/read-json';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

interface StageResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
}

function runStage(name: string, command: string, args: string[], env: Record<string, string> = {}): StageResult {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { name, ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

const only = process.argv.slice(2);
const stageNames = ['typecheck', 'lint', 'vitest', 'supabase-layout', 'bench', 'e2e'];
const unknown = only.filter((name) => !stageNames.includes(name));
if (unknown.length > 0) {
  // A misspelt stage would otherwise run nothing and report success.
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are ${stageNames.join(', ')}`);
  process.exit(2);
}
const wants = (stage: string) => only.length === 0 || only.includes(stage);
const stages: StageResult[] = [];

if (wants('typecheck')) stages.push(runStage('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
if (wants('lint')) stages.push(runStage('lint', 'npx', ['eslint', '.', '--max-warnings=0']));

/** One Vitest run of the given projects, counted from its JSON report. */
function vitestStage(name: string, projects: string[]): StageResult {
  const jsonFile = join(resultsDir, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${jsonFile}`];
  const stage = runStage(name, 'npx', args);
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(jsonFile);
  return { ...stage, passed: report?.numPassedTests, failed: report?.numFailedTests };
}

if (wants('vitest')) stages.push(vitestStage('vitest', ['unit', 'integration']));

// The sync, RLS, XP, payments and doorbell suites again, on Supabase's own database layout through `authenticator`.
if (wants('supabase-layout')) stages.push(vitestStage('supabase-layout', ['supabase-layout']));

// Each benchmark with tiny data (tests/bench/benches.test.ts): a bench that no longer runs fails here, not months later.
if (wants('bench')) stages.push(vitestStage('bench', ['bench']));

if (wants('e2e')) {
  // Resolve (and if need be install) the browser before Playwright starts, so its message is seen.
  resolveChromium();
  const jsonFile = join(resultsDir, 'playwright.json');
  const stage = runStage('e2e', 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
  });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(jsonFile);
  stages.push({
    ...stage,
    passed: report ? report.stats.expected + report.stats.flaky : undefined,
    failed: report?.stats.unexpected,
  });
}

console.log('\n=== Summary');
for (const stage of stages) {
  const counts = stage.passed === undefined ? '' : ` (${stage.passed} passed, ${stage.failed ?? 0} failed)`;
  console.log(`${stage.ok ? 'PASS' : 'FAIL'} ${stage.name}${counts} in ${stage.seconds.toFixed(1)} s`);
}
const passed = stages.reduce((sum, s) => sum + (s.passed ?? 0), 0);
const failed = stages.reduce((sum, s) => sum + (s.failed ?? 0), 0) + stages.filter((s) => !s.ok && !s.failed).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(stages.every((s) => s.ok) ? 0 : 1);
