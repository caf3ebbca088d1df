// The installable shell: the manifest and its icons, and what the service worker keeps — the app, never the API — and
// what keeping it costs a first visit.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstVisitBill } from '../../sw/install-sets';
import { waitForServiceWorker } from './courses-helpers';
import { accounts, signIn, signInWithForm } from './support/accounts';
import { expect, test } from './support/fixtures';

test('the web app manifest names the app, its start URL, theme colour and icons, maskable included', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Maarifa', start_url: '/dashboard', display: 'standalone', theme_color: '#a94520' });
  expect(manifest.name).toContain('Maarifa');
  expect(manifest.icons.some((icon) => icon.purpose.includes('maskable') && icon.sizes === '512x512')).toBe(true);
  expect(manifest.icons.some((icon) => icon.sizes === '192x192')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type.split('+')[0]!);
  }
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#a94520');
});

test('after a signed-in session the caches hold the app shell and no auth or table answer', async ({ page }) => {
  test.setTimeout(90_000);
  // Through the form, as a person signs in: the /auth page they used is among what the worker keeps.
  await signInWithForm(page, accounts.learner);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await page.goto('/dashboard/courses');
  await page.goto('/courses');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const cached = await page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return out;
  });
  const all = Object.values(cached).flat();
  expect(all.filter((path) => /^\/(auth|rest)\/v1(\/|$)/.test(path))).toEqual([]);
  const precache = Object.entries(cached).find(([name]) => name.includes('precache'));
  expect(precache, `cache names: ${Object.keys(cached).join(', ')}`).toBeDefined();
  expect(precache![1]).toContain('/app-shell.html');
  // Public pages' HTML is kept as they are opened (/auth for sign-in, /courses here), not all at install.
  expect(precache![1].filter((path) => path.endsWith('.html'))).toEqual(['/app-shell.html']);
  const publicPages = Object.entries(cached).find(([name]) => name.startsWith('maarifa-public-pages-'));
  expect(publicPages?.[1]).toEqual(expect.arrayContaining(['/auth', '/courses']));
  expect(publicPages?.[1]).not.toContain('/privacy');
  expect(precache![1].filter((path) => path.startsWith('/assets/') && path.endsWith('.js')).length).toBeGreaterThan(20);
  // Development-only RxDB code is not downloaded to phones.
  expect(all.filter((path) => /\/(dev-mode|validate-ajv)-/.test(path))).toEqual([]);
  // The dashboard's code is not in the install; the core came at sign-in, the rest as it was used.
  expect(precache![1].filter((path) => /\/(dashboard-layout|community-page|xp-page)-/.test(path))).toEqual([]);
  const appCode = cached['maarifa-app-code-v1'] ?? [];
  expect(appCode.filter((path) => /\/(dashboard-layout|community-page|profile-page|courses-page)-/.test(path))).toHaveLength(4);
});

test('right after sign-in the dashboard, courses, community and profile open offline before they are visited', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.learner);
  await waitForServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline-core', 'ready', { timeout: 30_000 });
  // The pages' code is what this test is about; their data (the profile's own row among it) comes with the first sync.
  // Offline before that pull has landed, the profile rightly says "Your profile arrives with the next sync": with few
  // chunks the core is cached sooner than the first pull ends, so wait for both.
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await context.setOffline(true);
  for (const [path, heading] of [
    ['/dashboard/community', 'Community'],
    ['/dashboard/courses', 'Courses'],
    ['/dashboard/profile', 'Profile'],
    ['/dashboard', 'Home'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  await context.setOffline(false);
});

test('a first visit to / costs at most 400 KiB with everything the service worker keeps (gzip, as a host sends it)', async () => {
  const outDir = resolve(import.meta.dirname, `../../.e2e/dist-${process.env.E2E_APP_PORT ?? 4180}`);
  const sw = readFileSync(resolve(outDir, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  expect(precached.length).toBeGreaterThan(20);
  const bill = firstVisitBill(outDir, 'index.html', [...precached, 'sw.js']);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`first visit to /: ${kib(bill.total)} in ${bill.files.length} files; the biggest:`);
  for (const row of bill.files.slice(0, 10)) console.log(`  ${kib(row.bytes).padStart(10)}  ${row.file}`);
  expect(bill.total, 'first-visit bytes of / (see the biggest files above)').toBeLessThanOrEqual(400 * 1024);
});
