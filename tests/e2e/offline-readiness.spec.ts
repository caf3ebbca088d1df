// Offline readiness you can see (issue 52, part 2): the header's progress towards working offline after sign-in, the
// course a new user makes offline once it says "Ready offline", and every dashboard route opened offline before its
// code was kept: the not-downloaded page (or the route), never a blank page, an error or a spinner that never ends.
import type { Browser, Page, Route } from '@playwright/test';
import { createLearner, unique } from './courses-helpers';
import { accounts, signIn, signInWithForm, type Account } from './support/accounts';
import { everyRoute, type RouteRole } from './support/every-route';
import { expect, test } from './support/fixtures';

const APP_CODE_CACHE = 'maarifa-app-code-v1';
const NOT_DOWNLOADED = "This part isn't downloaded yet";

/** Resolves once the service worker controls the page: what a tester "waiting for the worker" waited for. */
async function waitForWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

/** The header's readiness badge. */
const readiness = (page: Page) => page.getByTestId('offline-readiness');

test('after sign-in the header shows how much of the dashboard is kept for offline, then Ready offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  // One file of the core that the home page itself never asks for: the worker's own download of it is held, so the
  // progress stops short of 100% until it is let through.
  const held: Route[] = [];
  let holding = true;
  await context.route(/\/assets\/edit-course-page-[\w-]+\.js$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  const learner = await createLearner('Readiness Progress');
  await signInWithForm(page, learner);
  await expect(readiness(page)).toHaveAttribute('data-readiness', 'keeping', { timeout: 30_000 });
  await expect(readiness(page)).toHaveText(/^Getting ready for offline… \d{1,2}%$/);
  await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
  // The figure is the worker's: every file but the held one is in its cache, and the badge says less than 100%.
  const shown = Number(/(\d+)%/.exec((await readiness(page).textContent()) ?? '')?.[1]);
  expect(shown).toBeLessThan(100);
  await expect.poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, APP_CODE_CACHE)).toBeGreaterThan(10);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(readiness(page)).toHaveText('Ready offline', { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-offline-core', 'ready');
  // Then the header is quiet again: the sync indicator alone.
  await expect(readiness(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('sync-indicator')).toBeVisible();
});

test('a new user who goes offline once the header says Ready offline creates a course and lands in its editor', async ({ page, context }) => {
  test.setTimeout(120_000);
  const learner = await createLearner('Readiness Creator');
  await signInWithForm(page, learner);
  await waitForWorkerControl(page);
  await expect(readiness(page).or(page.locator('html[data-offline-core="ready"]'))).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-offline-core', 'ready', { timeout: 30_000 });

  await context.setOffline(true);
  await page.goto('/dashboard/courses/create');
  const title = unique('Readiness course');
  await page.getByLabel('Course Title').fill(title);
  await page.getByLabel('Description').fill('A course made offline by a brand new user.');
  await page.getByLabel('Category').selectOption('other');
  await page.getByLabel('Difficulty').selectOption('beginner');
  await page.getByLabel('Price (USD)').fill('0');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]{36}\/edit$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Add Module' })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(false);
});

test('offline before the core was kept, a page says it is not downloaded yet, and shows itself once back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  const learner = await createLearner('Readiness Early');
  await signInWithForm(page, learner);
  await waitForWorkerControl(page);
  // The worst moment: the worker controls the page and nothing of the dashboard's code is kept yet.
  await expect(page.locator('html')).toHaveAttribute('data-offline-core', 'ready', { timeout: 30_000 });
  await page.evaluate((name) => caches.delete(name), APP_CODE_CACHE);
  await context.setOffline(true);
  await page.goto('/dashboard/courses/create');
  await expect(page.getByRole('heading', { level: 1, name: NOT_DOWNLOADED })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("It will be when you're back online.")).toBeVisible();
  await expect(page.getByText('Loading Maarifa…')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: NOT_DOWNLOADED })).toHaveCount(0);
  // The keeping goes on by itself once back online, and says so when done.
  await expect(page.locator('html')).toHaveAttribute('data-offline-core', 'ready', { timeout: 30_000 });
});

/** The page module a dashboard route loads (its chunk is `assets/<name>-<hash>.js`); null for the not-found page, kept at install. */
function pageChunkOf(path: string): string | null {
  const id = '[0-9a-f-]{36}';
  const rules: [RegExp, string | null][] = [
    [/^\/dashboard$/, 'home-feed-page'],
    [/^\/dashboard\/courses$/, 'courses-page'],
    [/^\/dashboard\/courses\/create$/, 'create-course-page'],
    [new RegExp(`^/dashboard/courses/${id}$`), 'course-detail-page'],
    [new RegExp(`^/dashboard/courses/${id}/edit$`), 'edit-course-page'],
    [new RegExp(`^/dashboard/courses/${id}/learn$`), 'learn-page'],
    [new RegExp(`^/dashboard/courses/${id}/modules/${id}$`), 'module-page'],
    [/^\/dashboard\/community$/, 'community-page'],
    [new RegExp(`^/dashboard/community/${id}$`), 'discussion-page'],
    [/^\/dashboard\/no-such-page$/, null],
  ];
  for (const [pattern, chunk] of rules) if (pattern.test(path)) return chunk;
  const match = /^\/dashboard\/([a-z-]+)$/.exec(path);
  if (!match) throw new Error(`No page chunk known for ${path}`);
  return `${match[1]}-page`;
}

const dashboardRoutes = everyRoute.filter((route) => route.path.startsWith('/dashboard'));
const roles = [...new Set(dashboardRoutes.map((route) => route.as))] as Exclude<RouteRole, 'public'>[];

async function signedInPage(browser: Browser, baseURL: string | undefined, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

for (const role of roles) {
  test(`offline with a route's code not kept, every ${role} dashboard route shows the not-downloaded page, never a blank page or an endless spinner`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, baseURL, accounts[role]);
    await waitForWorkerControl(page);
    await expect(page.locator('html')).toHaveAttribute('data-offline-core', 'ready', { timeout: 30_000 });
    const routes = dashboardRoutes.filter((route) => route.as === role);
    // Each route's own code leaves the device (as if the network went before it was kept); the shell's stays.
    const chunks = routes.map((route) => pageChunkOf(route.path)).filter((chunk): chunk is string => chunk !== null);
    const removed = await page.evaluate(
      async ({ name, chunks }) => {
        const cache = await caches.open(name);
        const out: string[] = [];
        for (const request of await cache.keys()) {
          const path = new URL(request.url).pathname;
          if (chunks.some((chunk) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(path))) {
            await cache.delete(request);
            out.push(path);
          }
        }
        return out;
      },
      { name: APP_CODE_CACHE, chunks },
    );
    console.log(`${role}: ${removed.length} page files of ${chunks.length} routes removed from the worker's cache`);
    // Nor in the browser's HTTP cache, where the page's own visits left some (offline, Chromium still answers from it):
    // their requests fail as a dropped connection does (a routed request skips the HTTP cache).
    const pageChunks = new RegExp(`/assets/(${chunks.join('|')})-[\\w-]+\\.js$`);
    await page.context().route(pageChunks, (request) => request.abort('internetdisconnected'));
    await page.context().setOffline(true);
    for (const route of routes) {
      await page.goto(route.path);
      const main = page.getByRole('main');
      if (pageChunkOf(route.path) === null) {
        await expect(main.getByRole('heading', { level: 1 }), route.path).toBeVisible({ timeout: 20_000 });
        await expect(main.getByRole('heading', { name: NOT_DOWNLOADED }), route.path).toHaveCount(0);
      } else {
        await expect(main.getByRole('heading', { level: 1, name: NOT_DOWNLOADED }), route.path).toBeVisible({ timeout: 20_000 });
      }
      // Inside the dashboard's shell, which was kept: the learner can go elsewhere.
      await expect(page.getByRole('navigation', { name: 'Dashboard' }), route.path).toBeAttached();
      await expect(page.getByText('Something went wrong'), route.path).toHaveCount(0);
      await expect(page.getByText('Loading Maarifa…'), route.path).toHaveCount(0);
    }
    await page.context().setOffline(false);
    await page.context().close();
  });
}
