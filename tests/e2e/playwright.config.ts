// Playwright configuration: Debian's Chromium against the production build served by ./serve.ts.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../support/chromium';

const appPort = Number(process.env.E2E_APP_PORT ?? 4180);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${appPort}`,
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    cwd: '../..',
    url: `http://localhost:${appPort}`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
