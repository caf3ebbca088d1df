// `npm start`: the local backend, a production build pointed at it, and `vite preview` serving that build; Ctrl+C stops both.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { runBackend } from './cli.ts';
import { demoAccounts, projectRoot } from './config.ts';

function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

async function main(): Promise<void> {
  // This script owns shutdown of both servers, so the backend installs no signal handlers of its own.
  const backend = await runBackend(false);

  const appPort = Number(process.env.PORT ?? 4173);
  const buildEnv = { ...process.env, VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey };
  console.log('\nBuilding the app (npm run build)…');
  // `npm run build` rather than vite directly, so later build steps (service worker) are included.
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: projectRoot, stdio: 'inherit', env: buildEnv });
  if (build.status !== 0) {
    console.error('The app build failed; stopping the backend.');
    await backend.stop();
    process.exit(1);
  }

  const preview = spawn(process.execPath, [join(projectRoot, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(appPort), '--strictPort'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: buildEnv,
  });

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the app server and the backend…');
    await Promise.all([stopChild(preview), backend.stop()]);
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  preview.once('exit', (code) => {
    if (!stopping) {
      console.error(`vite preview exited (${code ?? 'signal'}); is port ${appPort} already in use?`);
      void shutdown(1);
    }
  });

  // Wait until the preview server answers before announcing the app URL.
  const appUrl = `http://localhost:${appPort}`;
  for (let i = 0; i < 100 && !stopping; i++) {
    try {
      await fetch(appUrl);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (stopping) return;
  console.log(`\nMaarifa is running.`);
  console.log(`  app      ${appUrl}`);
  console.log(`  backend  ${backend.url}`);
  console.log(`  mailbox  ${backend.url}/mailbox`);
  console.log('  demo accounts (email / password):');
  for (const a of demoAccounts) console.log(`    ${a.role.padEnd(11)} ${a.email} / ${a.password}`);
  console.log('Press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${(error as Error).message}`);
  process.exit(1);
});
