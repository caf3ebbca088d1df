// `npm run deploy:check`: what can be checked offline before a hosted deploy (docs/deploy.md §7): a production build
// pointed at a hosted project, `supabase db push --dry-run` on the Supabase database layout (tests/supabase-layout),
// and config sanity.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { APP_SHELL_FILE, LOCALIZED_PAGES, PRERENDERED_PAGES } from '../src/app/prerender/pages.ts';
import type { SupabaseLayout } from '../tests/supabase-layout/cluster.ts';

const root = resolve(import.meta.dirname, '..');
const deployDoc = join(root, 'docs/deploy.md');
const hostedUrl = 'https://example-ref.supabase.co';
// The app's fallback when VITE_SUPABASE_URL is missing (src/lib/supabase-client.ts): a build that still names it would
// send a hosted deploy's users to their own machine.
const localUrl = 'localhost:54321';

interface Check {
  name: string;
  ok: boolean;
  details: string[];
}

let failures = 0;

function report(check: Check): void {
  if (!check.ok) failures += 1;
  console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}`);
  for (const line of check.details) console.log(`      ${line}`);
}

interface RunResult {
  code: number | null;
  output: string;
}

/** Runs a command to its end with stdout and stderr as one text (the Supabase CLI prints its lists on stderr). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<RunResult> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ code: null, output: `${output}${error.message}\n` }));
    child.on('close', (code) => done({ code, output }));
  });
}

function tail(text: string, lines = 25): string[] {
  return text.trimEnd().split('\n').slice(-lines);
}

/** Shaped like a Supabase anon key (HS256 JWT with role anon), so nothing in the build can tell it from a real one. */
function placeholderAnonKey(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase', ref: 'example-ref', role: 'anon', iat: 1_700_000_000, exp: 4_100_000_000 })}`;
  return `${unsigned}.${createHmac('sha256', 'deploy-check-placeholder').update(unsigned).digest('base64url')}`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1).replaceAll('\\', '/'));
}

async function checkBuild(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'maarifa-deploy-check-'));
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_SUPABASE_URL: hostedUrl, VITE_SUPABASE_ANON_KEY: placeholderAnonKey() };
  // Test-only switches (vite.config.ts) would make a build no release has.
  delete env.MAARIFA_PSEUDO_LOCALE;
  delete env.MAARIFA_BUILD_SALT;
  // Every pass of the build (prerender, service worker) writes to the resolved outDir, so dist/ stays as it was.
  const build = await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], env);
  const built = build.code === 0;
  report({ name: `production build for ${hostedUrl} (vite build --outDir ${outDir})`, ok: built, details: built ? [] : tail(build.output) });
  if (!built) {
    report({ name: 'build names the hosted project and not the local backend', ok: false, details: ['not checked: the build failed'] });
    report({ name: 'build has every file a static host needs', ok: false, details: ['not checked: the build failed'] });
    console.log(`      (build output kept in ${outDir})`);
    return;
  }

  const files = filesUnder(outDir);
  const text = (file: string) => readFileSync(join(outDir, file), 'utf8');
  const scripts = files.filter((file) => file.endsWith('.js'));
  const withHosted = scripts.filter((file) => text(file).includes(hostedUrl));
  const withLocal = files.filter((file) => /\.(js|html|webmanifest|json)$/.test(file) && text(file).includes(localUrl));
  const urlProblems = [
    ...(withHosted.length === 0 ? [`${hostedUrl} is in none of the ${scripts.length} emitted .js files`] : []),
    ...withLocal.map((file) => `${localUrl} is in ${file}`),
  ];
  report({
    name: `build names the hosted project and not the local backend (${hostedUrl} in ${withHosted.join(', ') || 'no file'}; ${localUrl} nowhere)`,
    ok: urlProblems.length === 0,
    details: urlProblems,
  });

  const needed = [...new Set(['index.html', APP_SHELL_FILE, ...[...PRERENDERED_PAGES, ...LOCALIZED_PAGES].map((page) => page.file), 'sw.js', 'manifest.webmanifest'])];
  const missing = needed.filter((file) => !existsSync(join(outDir, file)));
  report({
    name: `build has every file a static host needs (${needed.length}: index.html, ${APP_SHELL_FILE}, 404.html, every page in every language, sw.js, manifest.webmanifest)`,
    ok: missing.length === 0,
    details: missing.map((file) => `missing: ${file}`),
  });
  if (urlProblems.length === 0 && missing.length === 0) rmSync(outDir, { recursive: true, force: true });
  else console.log(`      (build output kept in ${outDir})`);
}

/** The throwaway cluster speaks no TLS, and the CLI insists on TLS unless the URL says otherwise. */
function withoutTls(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('sslmode')) parsed.searchParams.set('sslmode', 'disable');
  return parsed.toString();
}

async function checkMigrations(): Promise<void> {
  const migrations = readdirSync(join(root, 'supabase/migrations')).filter((file) => file.endsWith('.sql')).sort();
  const name = `supabase db push --dry-run --include-all lists all ${migrations.length} migrations, on Supabase's database layout as postgres`;
  let layout: SupabaseLayout;
  try {
    // Loaded here, not at the top: without the cluster's prerequisites this check fails and the others still run.
    const { startSupabaseLayout } = await import('../tests/supabase-layout/cluster.ts');
    layout = await startSupabaseLayout();
  } catch (error) {
    report({ name, ok: false, details: [`could not start the Supabase-layout cluster (tests/supabase-layout/cluster.ts): ${(error as Error).message}`] });
    return;
  }
  try {
    // createDatabase, not a bare `create database … template`: the copy is owned by postgres with the layout's grants,
    // as a hosted project's database is, so the CLI logs in with the rights it would have there.
    const database = await layout.createDatabase('maarifa_deploy_check');
    const push = await run('npx', ['supabase', 'db', 'push', '--db-url', withoutTls(layout.postgresUrl(database)), '--dry-run', '--include-all'], {
      ...process.env,
      SUPABASE_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    });
    const listed = [...push.output.matchAll(/^\s*•\s+(\S+\.sql)\s*$/gm)].map((match) => match[1]!);
    const problems = [
      ...(push.code === 0 ? [] : [`exit code ${push.code}`]),
      ...migrations.filter((file) => !listed.includes(file)).map((file) => `not listed: ${file}`),
      ...listed.filter((file) => !migrations.includes(file)).map((file) => `listed but not in supabase/migrations: ${file}`),
    ];
    report({ name, ok: problems.length === 0, details: problems.length === 0 ? [] : [...problems, ...tail(push.output)] });
  } catch (error) {
    report({ name, ok: false, details: [(error as Error).message] });
  } finally {
    await layout.stop();
  }
}

/** The keys of one `[section]` of a TOML file, as raw values (enough for the flat sections of config.toml). */
function tomlSection(text: string, section: string): Map<string, string> {
  const values = new Map<string, string>();
  let inside = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) inside = header[1]!.trim() === section;
    else if (inside) {
      const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
      if (pair) values.set(pair[1]!, pair[2]!.trim());
    }
  }
  return values;
}

function namesIn(dir: string, pattern: RegExp, include: (file: string) => boolean): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(dir).filter(include)) for (const match of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) names.add(match[1]!);
  return names;
}

function checkConfig(): void {
  const payments = tomlSection(readFileSync(join(root, 'supabase/config.toml'), 'utf8'), 'functions.payments');
  const verifyJwt = payments.get('verify_jwt');
  report({
    name: 'supabase/config.toml: [functions.payments] verify_jwt = false (Paystack\'s webhook carries no JWT)',
    ok: verifyJwt === 'false',
    details: verifyJwt === 'false' ? [] : [`verify_jwt is ${verifyJwt ?? 'not set'}: the gateway would refuse every webhook`],
  });

  const doc = existsSync(deployDoc) ? readFileSync(deployDoc, 'utf8') : '';
  const named = (names: Set<string>) => [...names].sort().filter((env) => !new RegExp(`\\b${env}\\b`).test(doc));
  const notTests = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
  // `env.NAME` (the handler's environment record), `env['NAME']` and `Deno.env.get('NAME')`.
  const functionEnv = namesIn(join(root, 'supabase/functions/payments'), /\benv(?:\.|\[['"]|\.get\(\s*['"])([A-Z][A-Z0-9_]*)/g, notTests);
  const undocumentedFunctionEnv = named(functionEnv);
  report({
    name: `docs/deploy.md names every variable the payments function reads (${[...functionEnv].sort().join(', ')})`,
    ok: functionEnv.size > 0 && undocumentedFunctionEnv.length === 0,
    details: functionEnv.size === 0 ? ['found no env reads in supabase/functions/payments: has the handler changed shape?'] : undocumentedFunctionEnv.map((env) => `not in docs/deploy.md: ${env}`),
  });
  const appEnv = namesIn(join(root, 'src'), /import\.meta\.env\??\.(VITE_[A-Z0-9_]+)/g, notTests);
  const undocumentedAppEnv = named(appEnv);
  report({
    name: `docs/deploy.md names every VITE_ variable the app reads (${[...appEnv].sort().join(', ')})`,
    ok: appEnv.size > 0 && undocumentedAppEnv.length === 0,
    details: undocumentedAppEnv.map((env) => `not in docs/deploy.md: ${env}`),
  });
}

await checkBuild();
await checkMigrations();
checkConfig();
console.log(`deploy:check: ${failures === 0 ? 'all checks passed' : `${failures} failed`}`);
process.exitCode = failures === 0 ? 0 : 1;
