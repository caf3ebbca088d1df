// Shared e2e fixtures: every page collects console errors so a test can assert there were none.
import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleLog {
  errors: string[];
}

export const test = base.extend<{ consoleLog: ConsoleLog }>({
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
