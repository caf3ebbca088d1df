// Runs a Supabase Edge Function's entry file under the project's pinned Deno (devDependency `deno`) as a process of its own.
//
//   const port = await freePort();                        // known before the backend starts, for its webhook URL
//   const fn = await startDenoFunction({ entry: 'supabase/functions/payments/index.ts', port, env, reach: [backend.url] });
//   await fetch(`${fn.url}/payments/checkout`, …);        // fn.url = http://127.0.0.1:<port>
//   fn.output();                                          // what Deno printed, for a failing test's report
//   await fn.stop();
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Enough of Deno's output to explain a failure; a chatty function cannot grow the test's memory without bound. */
const MAX_OUTPUT_CHARS = 64 * 1024;

export interface DenoFunction {
  /** Where the function listens, e.g. http://127.0.0.1:40123 (routes as on the platform: /<function>/<route>). */
  url: string;
  /** Deno's stdout and stderr so far, interleaved as they arrived. */
  output(): string;
  /** Whether the process has exited (a crash mid-test shows here and in output()). */
  exited(): boolean;
  stop(): Promise<void>;
}

export interface DenoFunctionOptions {
  /** The function's entry file, relative to the repository root, run exactly as deployed. */
  entry: string;
  /** Port to listen on, on 127.0.0.1 (see freePort). */
  port: number;
  /** The function's whole environment: what Supabase sets plus the function's secrets. Nothing else is inherited. */
  env: Record<string, string>;
  /** Base URLs the function may call; --allow-net names their host:port and nothing more. */
  reach: string[];
  /** How long Deno may take to start answering (a cold transpile cache on a loaded machine takes seconds). */
  readyTimeoutMs?: number;
}

/**
 * A port free on 127.0.0.1 now. The kernel may hand it out again before Deno binds it, but only to another bind to port 0
 * landing on the same number in that instant; should it happen, Deno exits with AddrInUse and startDenoFunction says so.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done, fail) => {
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', done);
  });
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('Could not read the probe socket\'s port');
  return address.port;
}

/**
 * The Deno executable itself, never the npm package's bin.cjs: that shim runs Deno as its child, so stopping the shim
 * would leave Deno running and holding the port.
 */
function denoExecutable(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('deno/package.json'));
  const exe = join(packageDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (!existsSync(exe)) throw new Error(`No Deno executable at ${exe}: run npm install (the deno package's postinstall puts it there)`);
  return exe;
}

/**
 * deno run's arguments. The function's own deno.json, when it has one, is its configuration as on the platform (Supabase
 * bundles per-function deno.json); without one nothing is discovered, so the repository's package.json cannot lend the
 * function bare imports that the deployed bundle would not resolve. npm: imports come from the project's node_modules
 * as they are (manual), never from a registry; remote imports are refused outright: a test run must never download
 * (CI machines may have no internet). --no-prompt: a missing permission fails at once instead of waiting for a yes.
 */
function denoArgs(options: DenoFunctionOptions): string[] {
  const entry = resolve(repoRoot, options.entry);
  const config = ['deno.json', 'deno.jsonc'].map((name) => join(dirname(entry), name)).find((file) => existsSync(file));
  const net = [`127.0.0.1:${options.port}`, ...options.reach.map((url) => new URL(url).host)];
  return [
    'run',
    ...(config ? ['--config', config] : ['--no-config']),
    '--no-lock',
    '--no-remote',
    '--node-modules-dir=manual',
    '--no-prompt',
    `--allow-net=${[...new Set(net)].join(',')}`,
    // Deno.env.toObject() (index.ts) needs the whole environment; it holds only what options.env gives.
    '--allow-env',
    entry,
  ];
}

/** Starts the function and resolves once it answers HTTP; rejects with Deno's output if it exits or stays silent. */
export async function startDenoFunction(options: DenoFunctionOptions): Promise<DenoFunction> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = '';
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-MAX_OUTPUT_CHARS);
  };
  const child: ChildProcess = spawn(denoExecutable(), denoArgs(options), {
    cwd: repoRoot,
    env: {
      ...options.env,
      // Deno.serve() takes no port in index.ts (the platform chooses); this is Deno's own override for that default.
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${options.port}`,
      // Transpiled modules are cached here across runs; Deno needs somewhere writable and HOME is not passed.
      DENO_DIR: process.env.DENO_DIR ?? join(tmpdir(), 'maarifa-deno-dir'),
      // No check for a newer Deno: the machine may have no internet and the version is pinned anyway.
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  let exit: string | null = null;
  const exitedPromise = new Promise<void>((done) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `code ${code}`;
      done();
    });
    child.once('error', (error) => {
      exit = `spawn error: ${error.message}`;
      done();
    });
  });
  // A worker that ends without running afterAll (a crash, a timeout) must not leave Deno holding the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  async function stop(): Promise<void> {
    process.off('exit', killOnExit);
    if (exit === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitedPromise;
      clearTimeout(timer);
    }
  }

  const fail = async (why: string): Promise<never> => {
    await stop();
    throw new Error(`Deno running ${options.entry} ${why}. Its output:\n${output || '(none)'}`);
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  for (;;) {
    if (exit !== null) return fail(`exited (${exit}) before answering`);
    // Deno prints this once its own socket is bound: only then is an answer on the port surely Deno's, and not that of
    // a server that took the port after freePort (Deno then exits with AddrInUse, reported above).
    if (output.includes(`Listening on ${url}/`)) {
      try {
        const answer = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
        await answer.body?.cancel();
        break;
      } catch {
        // Bound but not accepting yet: poll again.
      }
    }
    if (Date.now() > deadline) return fail(`did not answer at ${url} within ${options.readyTimeoutMs ?? 30_000} ms`);
    await Promise.race([exitedPromise, new Promise((r) => setTimeout(r, 25))]);
  }
  return { url, output: () => output, exited: () => exit !== null, stop };
}
