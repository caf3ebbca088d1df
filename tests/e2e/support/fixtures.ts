// Shared e2e fixtures: each worker's own backend (its browser mapped to it), and console errors every test can check.
import { test as base, expect, type Page } from '@playwright/test';
import { startBackendProcess, type BackendProcess } from '../../support/app-server';
import { APP_ORIGINS, BUILD_BACKEND_PORT, hostRule, workerPort } from './worker-backend';

export interface ConsoleLog {
  errors: string[];
}

export const test = base.extend<{ consoleLog: ConsoleLog }, { backend: BackendProcess }>({
  // A fresh backend with the demo data per worker: a spec never sees another worker's writes, and a worker that
  // replaces a failed one starts over on fresh data.
  backend: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const backend = await startBackendProcess({ port: workerPort(BUILD_BACKEND_PORT + 1), corsOrigins: APP_ORIGINS, quiet: true });
      await use(backend);
      await backend.stop();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  launchOptions: [
    async ({ launchOptions, backend }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), hostRule(Number(new URL(backend.url).port))] });
    },
    { scope: 'worker' },
  ],
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') log.errors.push(message.text());
    });
    page.on('pageerror', (error) => log.errors.push(error.message));
    await use(log);
  },
});

/** Console errors other than the ones a test expects (for example the 404 log line). */
export function unexpectedErrors(log: ConsoleLog, expected: RegExp[] = []): string[] {
  return log.errors.filter((line) => !expected.some((pattern) => pattern.test(line)));
}

export async function gotoAndSettle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

export { expect };
