// Playwright's web server for the e2e suite: one production build, served until killed. Backends are per worker
// (support/fixtures.ts); the build names BUILD_BACKEND_URL, which each worker's browser maps to its own backend.
import { resolve } from 'node:path';
import { buildApp, serveBuild } from '../support/app-server';
import { anonKey, APP_PORT, BUILD_BACKEND_URL } from './support/worker-backend';

export const outDir = resolve(import.meta.dirname, `../../.e2e/dist-${APP_PORT}`);

buildApp(outDir, {
  VITE_SUPABASE_URL: BUILD_BACKEND_URL,
  VITE_SUPABASE_ANON_KEY: anonKey,
  // A test build: the pseudo-locale can be chosen (pseudo-locale.spec.ts); nothing else changes.
  MAARIFA_PSEUDO_LOCALE: '1',
});
const server = await serveBuild(outDir, APP_PORT);
console.log(`e2e app at ${server.url}, built for the backend at ${BUILD_BACKEND_URL} (one backend per worker)`);
const shutdown = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
