// The offline session with an expired access token: the app still opens offline, keeps writes, and syncs them
// once the network and a refreshed token are back. Runs its own backend issuing 100-second access tokens (supabase-js refreshes 90 s before expiry, so shorter ones never settle).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startBackendProcess, type BackendProcess } from '../support/app-server';
import { createFreeCourse } from './courses-helpers';
import { accounts } from './support/accounts';
import { expect, test } from './support/fixtures';
import { APP_ORIGINS, hostRule, serviceKey, workerPort } from './support/worker-backend';

// One backend and browser for the file, so its one test never runs beside itself in another worker on the same port.
test.describe.configure({ mode: 'default' });

let server: BackendProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ playwright, launchOptions }) => {
  test.setTimeout(300_000);
  const port = workerPort(Number(process.env.E2E_EXPIRY_BACKEND_PORT ?? 54349));
  server = await startBackendProcess({ port, corsOrigins: APP_ORIGINS, jwtExpiry: 100, quiet: true });
  // The shared build's backend address leads this browser to the short-token backend instead of the worker's own.
  const args = (launchOptions.args ?? []).filter((arg) => !arg.startsWith('--host-resolver-rules='));
  browser = await playwright.chromium.launch({ ...launchOptions, args: [...args, hostRule(port)] });
  context = await browser.newContext({ baseURL: APP_ORIGINS[0] });
  page = await context.newPage();
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function countServerCourses(title: string): Promise<number> {
  const res = await fetch(`${server.url}/rest/v1/courses?select=id&title=eq.${encodeURIComponent(title)}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  return ((await res.json()) as unknown[]).length;
}

test('with the access token expired offline, a reload still opens the dashboard and the offline write syncs after refresh', async () => {
  test.setTimeout(360_000);
  const title = `Offline expiry ${Date.now().toString(36)}`;
  await page.goto('/auth');
  await page.getByLabel('Email').fill(accounts.instructor.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.instructor.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);

  await context.setOffline(true);
  // Wait until the stored access token has really expired.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
          const session = key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { expires_at?: number } | null) : null;
          return Boolean(session?.expires_at && session.expires_at * 1000 < Date.now());
        }),
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);

  await page.goto('/dashboard/courses/create');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible();
  await createFreeCourse(page, title, 'Written offline while the access token had expired.');
  expect(await countServerCourses(title)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => countServerCourses(title), { timeout: 90_000, intervals: [1000] }).toBe(1);
});
