// Starts what the browser tests and benchmarks run against: the local backend (fresh data), a production
// build of the app pointed at it, and a static server for that build.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readJson } from './read-json';

export interface AppServer {
  appUrl: string;
  backendUrl: string | undefined;
  anonKey: string | undefined;
  dataDir: string;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  appPort?: number;
  backendPort?: number;
  outDir?: string;
  /** Lifetime of access tokens the backend issues, in seconds. */
  jwtExpiry?: number;
  /** Extra environment for the app build (VITE_*). */
  buildEnv?: Record<string, string>;
  /** Skip the build and serve what outDir already holds. */
  skipBuild?: boolean;
}

const root = resolve(import.meta.dirname, '../..');
const backendCli = join(root, 'supabase/local/cli.ts');
/** A fixed secret for test runs only, so tokens and keys are stable across a run's processes. */
export const TEST_JWT_SECRET = 'maarifa-local-test-secret-not-for-production-000';

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function isServing(url: string): Promise<true | undefined> {
  try {
    const res = await fetch(url);
    return res.status < 500 ? true : undefined;
  } catch {
    return undefined;
  }
}

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const appPort = options.appPort ?? 4180;
  const backendPort = options.backendPort ?? 54329;
  // One build folder per app port, so parallel runs on other ports never overwrite each other's build.
  const outDir = resolve(root, options.outDir ?? `.e2e/dist-${appPort}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'maarifa-e2e-'));
  let backend: ChildProcess | undefined;
  let backendUrl: string | undefined;
  let anonKey: string | undefined;

  if (existsSync(backendCli)) {
    const env = {
      ...process.env,
      BACKEND_PORT: String(backendPort),
      MAARIFA_DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      // The backend answers CORS only for the app's origins: this run's app is on appPort, not npm start's.
      CORS_ORIGINS: `http://localhost:${appPort},http://127.0.0.1:${appPort}`,
      ...(options.jwtExpiry ? { JWT_EXPIRY: String(options.jwtExpiry) } : {}),
      // Always the local Paystack stand-in (never keys from the shell), with quick webhook retries.
      PAYSTACK_SECRET_KEY: '',
      PAYSTACK_BASE_URL: '',
      PAYSTACK_WEBHOOK_BACKOFF_MS: '250',
    };
    backend = spawn(process.execPath, ['--import', 'tsx', backendCli], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    const info = await waitFor(
      'the local backend',
      () => readJson<{ url: string; anonKey: string }>(join(dataDir, 'backend.json')),
      120_000,
    );
    backendUrl = info.url;
    anonKey = info.anonKey;
    await waitFor('the local backend to answer', () => isServing(`${backendUrl}/auth/v1/settings`), 60_000);
  }

  if (!options.skipBuild) {
    const built = spawnSync('npm', ['run', 'build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        MAARIFA_OUT_DIR: outDir,
        ...(backendUrl ? { VITE_SUPABASE_URL: backendUrl } : {}),
        ...(anonKey ? { VITE_SUPABASE_ANON_KEY: anonKey } : {}),
        ...options.buildEnv,
      },
    });
    if (built.status !== 0) {
      await stopChild(backend);
      throw new Error('The production build failed');
    }
  }

  const preview = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', outDir, '--port', String(appPort), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const appUrl = `http://localhost:${appPort}`;
  await waitFor('the app server', () => isServing(appUrl), 60_000);

  return {
    appUrl,
    backendUrl,
    anonKey,
    dataDir,
    async stop() {
      await Promise.all([stopChild(preview), stopChild(backend)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
