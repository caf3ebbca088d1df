// The skeleton's promises: the app boots, unknown routes get the spec's 404 page, dashboard routes render.
import { accounts, signIn } from './support/accounts';
import { expect, gotoAndSettle, test, unexpectedErrors } from './support/fixtures';

test('the landing page renders', async ({ page, consoleLog }) => {
  await gotoAndSettle(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Maarifa/);
  expect(unexpectedErrors(consoleLog)).toEqual([]);
});

test('an unknown route shows the 404 page, logs the path, and Return to Home leads to /', async ({ page, consoleLog }) => {
  await gotoAndSettle(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(consoleLog.errors.some((line) => line.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
});

test('an unknown dashboard route shows the 404 page to a signed-in user', async ({ page }) => {
  await signIn(page, accounts.learner);
  await gotoAndSettle(page, '/dashboard/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
