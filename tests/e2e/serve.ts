// Playwright's web server for the e2e suite: backend + production build + static server, until killed.
import { startAppServer } from '../support/app-server';

const server = await startAppServer({
  appPort: Number(process.env.E2E_APP_PORT ?? 4180),
  backendPort: Number(process.env.E2E_BACKEND_PORT ?? 54329),
  jwtExpiry: process.env.E2E_JWT_EXPIRY ? Number(process.env.E2E_JWT_EXPIRY) : undefined,
  // A test build: the pseudo-locale can be chosen (pseudo-locale.spec.ts); nothing else changes.
  buildEnv: { MAARIFA_PSEUDO_LOCALE: '1' },
});
console.log(`e2e app at ${server.appUrl}, backend at ${server.backendUrl ?? '(none yet)'}`);
const shutdown = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
