// Signing out deletes the device's data, so it first sends what it can and names what it cannot: nothing unsent is lost silently.
import { createFreeCourse, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { accounts, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** Rows in every IndexedDB object store of the local courses collection (a deleted database reopens empty). */
function countStoredCourseDocuments(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.includes('courses'));
    let total = 0;
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        total += await new Promise<number>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('count failed'));
        });
      }
      db.close();
    }
    return total;
  });
}

test('offline, Sign Out warns about the unsent course; back online it is sent first and sign-out goes through', async ({ page, context }) => {
  test.setTimeout(120_000);
  const title = unique('Unsent at sign-out');
  await signIn(page, accounts.instructor);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/dashboard/courses/create');
  await createFreeCourse(page, title, 'Drafted on the bus, no network.');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  const guard = page.getByTestId('sign-out-guard');
  await expect(guard).toBeVisible();
  await expect(guard).toContainText('Unsent changes on this device');
  await expect(guard).toContainText('1 change has not reached Maarifa yet because you are offline. Signing out deletes them from this device.');
  await guard.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/courses/);
  expect(await readServerRows('courses', `select=id&title=eq.${encodeURIComponent(title)}`)).toHaveLength(0);

  expect(await countStoredCourseDocuments(page)).toBeGreaterThan(0);

  // Back online, Sign Out runs a last sync round: the course reaches the server, then the session ends.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
  expect(await readServerRows('courses', `select=id&title=eq.${encodeURIComponent(title)}`)).toHaveLength(1);
  // The device's data went with the session: no course document is left in the browser's storage.
  await expect.poll(() => countStoredCourseDocuments(page)).toBe(0);
});

test('Sign Out anyway, offline, ends the session even with unsent work', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, accounts.instructor);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/dashboard/courses/create');
  await createFreeCourse(page, unique('Abandoned draft'), 'The user chose to drop it.');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByTestId('sign-out-guard').getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
  // Offline the server cannot be told, but this device forgets the session: the dashboard asks for a sign-in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
