// Playwright configuration: Debian's Chromium against the one production build served by ./serve.ts; each worker
// runs its own backend (support/fixtures.ts), so tests run in parallel on isolated data.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../support/chromium';
import { APP_PORT } from './support/worker-backend';

// Measured on the two-core machine (docs/testing.md): 2 workers. E2E_WORKERS overrides it.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers,
  // A test that needs a retry has a race: it is fixed, not retried.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    cwd: '../..',
    url: `http://localhost:${APP_PORT}`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
