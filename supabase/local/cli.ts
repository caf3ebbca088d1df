// `npm run backend`: the local Supabase-compatible backend in the foreground; writes <data dir>/backend.json once serving.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts, readBackendEnv } from './config.ts';
import { startBackend, type Backend } from './server.ts';

/** Starts the backend from the environment; `stop()` also removes backend.json. Signals are the caller's choice. */
export async function runBackend(handleSignals = true): Promise<Backend> {
  const options = readBackendEnv();
  const backend = await startBackend(options);
  const info = { url: backend.url, anonKey: backend.anonKey, serviceKey: backend.serviceKey, mailbox: `${backend.url}/mailbox` };
  // Written only once the server answers, because the app build and e2e harness poll for it; written
  // aside and renamed, so a poller never reads the file half written.
  const infoFile = join(options.dataDir, 'backend.json');
  const aside = `${infoFile}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify(info, null, 2) + '\n');
  renameSync(aside, infoFile);
  console.log(`Maarifa backend on ${backend.db.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${options.dataDir})`}, ready in ${backend.startupMs} ms${backend.seeded ? ' (fresh database, demo data loaded)' : ''}`);
  console.log(`  url      ${backend.url}`);
  const bound = backend.address.address;
  const loopback = bound === '127.0.0.1' || bound === '::1';
  console.log(`  listens  ${bound}:${backend.address.port}${loopback ? ' (this machine only; HOST=0.0.0.0 opens it to the network)' : ' (reachable from the network)'}`);
  console.log(`  anonKey  ${backend.anonKey}`);
  console.log(`  mailbox  ${backend.url}/mailbox`);
  console.log(`  config   ${infoFile}`);
  console.log('Demo accounts (email / password):');
  for (const a of demoAccounts) console.log(`  ${a.role.padEnd(11)} ${a.email} / ${a.password}`);
  const stop = backend.stop.bind(backend);
  backend.stop = async () => {
    rmSync(infoFile, { force: true });
    await stop();
  };
  if (handleSignals) {
    const shutdown = () => {
      backend.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  }
  return backend;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('supabase/local/cli.ts')) {
  runBackend().catch((error: unknown) => {
    console.error(`The backend could not start: ${(error as Error).message}`);
    process.exit(1);
  });
}
