// Starts what the browser tests and benchmarks run against: the local backend (fresh data), a production
// build of the app pointed at it, and a static server for that build; each part can also be started alone.
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

export interface BackendProcess {
  url: string;
  anonKey: string;
  serviceKey: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface BackendProcessOptions {
  port: number;
  /** The app origins the backend answers CORS for. */
  corsOrigins: string[];
  /** Lifetime of access tokens the backend issues, in seconds. */
  jwtExpiry?: number;
  /** Keep the backend's banner and mailbox lines off the console (errors still show). */
  quiet?: boolean;
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

/** The local backend as its own process on a fresh database with the demo data, until stop(). */
export async function startBackendProcess(options: BackendProcessOptions): Promise<BackendProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'maarifa-e2e-'));
  const env = {
    ...process.env,
    BACKEND_PORT: String(options.port),
    MAARIFA_DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    // The backend answers CORS only for the app's origins: this run's app, not npm start's.
    CORS_ORIGINS: options.corsOrigins.join(','),
    ...(options.jwtExpiry ? { JWT_EXPIRY: String(options.jwtExpiry) } : {}),
    // Always the local Paystack stand-in (never keys from the shell), with quick webhook retries.
    PAYSTACK_SECRET_KEY: '',
    PAYSTACK_BASE_URL: '',
    PAYSTACK_WEBHOOK_BACKOFF_MS: '250',
    // Always embedded PGlite: a DATABASE_URL meant for the integration suites must not be shared by browsers.
    DATABASE_URL: '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', backendCli], { cwd: root, env, stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'] });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const info = await waitFor(
      'the local backend',
      () => {
        if (child.exitCode !== null) throw new Error(`The local backend exited with code ${child.exitCode}`);
        return readJson<{ url: string; anonKey: string; serviceKey: string }>(join(dataDir, 'backend.json'));
      },
      120_000,
    );
    await waitFor('the local backend to answer', () => isServing(`${info.url}/auth/v1/settings`), 60_000);
    return { url: info.url, anonKey: info.anonKey, serviceKey: info.serviceKey, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A production build of the app into outDir; env adds VITE_* settings. Throws when the build fails. */
export function buildApp(outDir: string, env: Record<string, string> = {}): void {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, MAARIFA_OUT_DIR: outDir, ...env } });
  if (built.status !== 0) throw new Error('The production build failed');
}

/** Serves a finished build with `vite preview` on port, until stop(). */
export async function serveBuild(outDir: string, port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const preview = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitFor('the app server', () => isServing(url), 60_000);
  return { url, stop: () => stopChild(preview) };
}

/** Backend, build pointed at it and static server together: what the benchmarks measure. */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const appPort = options.appPort ?? 4180;
  const backendPort = options.backendPort ?? 54329;
  // One build folder per app port, so parallel runs on other ports never overwrite each other's build.
  const outDir = resolve(root, options.outDir ?? `.e2e/dist-${appPort}`);
  const backend = existsSync(backendCli)
    ? await startBackendProcess({ port: backendPort, corsOrigins: [`http://localhost:${appPort}`, `http://127.0.0.1:${appPort}`], jwtExpiry: options.jwtExpiry })
    : undefined;
  try {
    if (!options.skipBuild) {
      buildApp(outDir, {
        ...(backend ? { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey } : {}),
        ...options.buildEnv,
      });
    }
    const app = await serveBuild(outDir, appPort);
    const dataDir = backend?.dataDir ?? mkdtempSync(join(tmpdir(), 'maarifa-e2e-'));
    return {
      appUrl: app.url,
      backendUrl: backend?.url,
      anonKey: backend?.anonKey,
      dataDir,
      async stop() {
        await Promise.all([app.stop(), backend?.stop()]);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await backend?.stop();
    throw error;
  }
}
