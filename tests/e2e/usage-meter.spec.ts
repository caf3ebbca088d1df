// The usage meter (issue #26): its sync figure matches what the network saw for the sync engine's requests (within 10 %),
// it keeps its reset day over a reload, and a reached monthly cap holds pulls back while the learner's own write still
// goes, until 'Keep using data'. Bytes compared are request and response bodies as sent (compressed), without headers,
// which is what the meter counts (Content-Length / encodedBodySize of answers, UTF-8 length of request bodies).
import type { BrowserContext, Request } from '@playwright/test';
import { classifyBackendRequest } from '../../src/lib/data-usage';
import { createLearner, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { signIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** Every finished request of the sync engine in this context, with Playwright's body sizes. */
function watchSyncRequests(context: BrowserContext) {
  const sizes: Promise<number>[] = [];
  const urls: string[] = [];
  context.on('requestfinished', (request: Request) => {
    if (request.method() === 'OPTIONS' || classifyBackendRequest(request.url()) !== 'sync') return;
    urls.push(request.url());
    sizes.push(request.sizes().then((size) => size.requestBodySize + size.responseBodySize));
  });
  return {
    total: async () => (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0),
    pulls: () => urls.filter((url) => url.endsWith('/rpc/sync_pull')).length,
    pushes: () => urls.filter((url) => url.endsWith('/rpc/sync_push')).length,
  };
}

async function meterBytes(page: import('@playwright/test').Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-bytes'));
}

test('the meter counts a sync round within 10% of what the network saw, and keeps its reset day', async ({ page, context }) => {
  test.setTimeout(120_000);
  const network = watchSyncRequests(context);
  const learner = await createLearner(unique('Amina Meter'));
  await signIn(page, learner);
  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('usage-meter')).toBeVisible({ timeout: 30_000 });
  await waitForServiceWorker(page);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });

  // A round of the learner's own: a profile edit is pushed, and the round's pull follows it.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('Counting every byte.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await readServerRows('profiles', `id=eq.${learner.id}&select=bio`))[0]?.bio, { timeout: 30_000 }).toBe('Counting every byte.');
  await expect(page.getByTestId('pending-marker')).toHaveCount(0, { timeout: 30_000 });

  let figures = { meter: 0, network: 0 };
  await expect
    .poll(
      async () => {
        const meter = (await meterBytes(page, 'usage-sync-down')) + (await meterBytes(page, 'usage-sync-up'));
        figures = { meter, network: await network.total() };
        return figures.network > 0 && Math.abs(figures.meter - figures.network) <= figures.network * 0.1;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  console.log(`sync bytes: meter ${figures.meter}, network ${figures.network} (${network.pulls()} pulls, ${network.pushes()} pushes)`);
  expect(network.pushes()).toBeGreaterThan(0);
  expect(network.pulls()).toBeGreaterThan(0);
  // The service worker counts what it downloaded itself (the install, the dashboard's core) as app updates.
  await expect.poll(() => meterBytes(page, 'usage-app-down'), { timeout: 20_000 }).toBeGreaterThan(0);

  // The bundle renews on the 1st: the period starts then, and stays so after a reload (kept on the device).
  await page.getByLabel('My bundle renews on day').selectOption('1');
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1).toLocaleDateString('en', { day: 'numeric', month: 'short' });
  await expect(page.getByTestId('usage-period')).toHaveText(`Since ${first}`);
  await page.reload();
  await expect(page.getByTestId('usage-period')).toHaveText(`Since ${first}`, { timeout: 30_000 });
  await expect(page.getByLabel('My bundle renews on day')).toHaveValue('1');
  const counted = await meterBytes(page, 'usage-sync-down');
  expect(counted).toBeGreaterThan(0);

  // Kept on the device: offline, a reload shows the same figures and settings.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('usage-period')).toHaveText(`Since ${first}`, { timeout: 30_000 });
  await expect.poll(() => meterBytes(page, 'usage-sync-down')).toBeGreaterThanOrEqual(counted);
  await context.setOffline(false);
});

test('the cap warns at 80%; a reached cap holds pulls back while the learner’s own write is pushed, until they keep using data', async ({ page, context }) => {
  test.setTimeout(120_000);
  const network = watchSyncRequests(context);
  const learner = await createLearner(unique('Baraka Cap'));
  await signIn(page, learner);
  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('usage-meter')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await expect.poll(() => meterBytes(page, 'usage-sync-down'), { timeout: 20_000 }).toBeGreaterThan(0);
  await waitForServiceWorker(page);

  // A cap this month's use is 90 % of: the warning shows, in the card and as a toast, and nothing stops.
  const used = (await meterBytes(page, 'usage-total-down')) + (await meterBytes(page, 'usage-total-up'));
  await page.getByLabel('Monthly cap (MB)').fill((used / 0.9 / (1024 * 1024)).toFixed(6));
  await page.getByRole('button', { name: 'Set cap' }).click();
  await expect(page.getByTestId('usage-warning')).toBeVisible();
  await expect(page.getByTestId('usage-meter')).toHaveAttribute('data-cap-state', 'warning');
  await expect(page.getByText("You have used 80% of this month's data cap")).toHaveCount(2);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A cap of about 1 KB: this month's use is already past it.
  await page.getByLabel('Monthly cap (MB)').fill('0.001');
  await page.getByRole('button', { name: 'Set cap' }).click();
  await expect(page.getByTestId('usage-over-cap')).toBeVisible();
  await expect(page.getByTestId('usage-meter')).toHaveAttribute('data-cap-state', 'over');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const pullsBefore = network.pulls();
  const pushesBefore = network.pushes();

  // The learner's own write still goes; the round's pull after it does not.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('Writing past the cap.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await readServerRows('profiles', `id=eq.${learner.id}&select=bio`))[0]?.bio, { timeout: 30_000 }).toBe('Writing past the cap.');
  await expect(page.getByTestId('pending-marker')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  expect(network.pushes()).toBeGreaterThan(pushesBefore);
  expect(network.pulls()).toBe(pullsBefore);

  // Another dashboard page, freshly loaded, says so too, and its whole round (opened over the cap) pulls nothing.
  await page.goto('/dashboard');
  await expect(page.getByText("This month's data cap is reached")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  expect(network.pulls()).toBe(pullsBefore);
  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('usage-over-cap')).toBeVisible({ timeout: 30_000 });

  // 'Keep using data' lifts the stop for this period, and the held pull goes out at once.
  const pulled = page.waitForRequest((request) => request.url().endsWith('/rpc/sync_pull'));
  await page.getByTestId('usage-over-cap').getByRole('button', { name: 'Keep using data' }).click();
  await pulled;
  await expect(page.getByTestId('usage-lifted')).toBeVisible();
  await expect(page.getByTestId('usage-meter')).toHaveAttribute('data-cap-state', 'lifted');
  await expect.poll(() => network.pulls(), { timeout: 20_000 }).toBeGreaterThan(pullsBefore);
});
