// A session the server ends never deletes unsent work: the device keeps it, says how much waits, asks before another
// account signs in, and sends it when the same user signs in again. Sign Out ends this device's session only.
import { randomUUID } from 'node:crypto';
import { createFreeCourse, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { accounts } from './support/accounts';
import { expect, test } from './support/fixtures';
import { serviceKey, anonKey, workerBackendUrl } from './support/worker-backend';

const backendUrl = workerBackendUrl();

/** A fresh instructor, so that revoking their sessions touches no account other specs share. */
async function createInstructor(): Promise<{ id: string; email: string; password: string }> {
  const email = `revoked-${randomUUID().slice(0, 8)}@maarifa.test`;
  const password = 'kept-work-password';
  const created = await fetch(`${backendUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: 'Kept Work' } }),
  });
  const user = (await created.json()) as { id: string };
  const role = await fetch(`${backendUrl}/rest/v1/user_roles`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: user.id, role: 'instructor' }),
  });
  expect(role.status).toBe(201);
  return { id: user.id, email, password };
}

/** Signs in elsewhere (another phone) and signs out everywhere: every refresh token of the user is revoked. */
async function signOutEverywhere(email: string, password: string): Promise<void> {
  const token = await fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const logout = await fetch(`${backendUrl}/auth/v1/logout?scope=global`, { method: 'POST', headers: { apikey: anonKey, Authorization: `Bearer ${access_token}` } });
  expect(logout.status).toBe(204);
}

test('a session revoked by the server keeps the unsent course, and the same user signing in again sends it', async ({ page, context }) => {
  test.setTimeout(180_000);
  const user = await createInstructor();
  const title = unique('Kept through revocation');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/dashboard/courses/create');
  await createFreeCourse(page, title, 'Written offline, then the server revoked the session.');

  // Meanwhile the user signed out everywhere on another phone, and this device's access token expired.
  await signOutEverywhere(user.email, user.password);
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), expires_at: Math.floor(Date.now() / 1000) - 60 }));
  });
  // The phone restarts the app before the network returns, so the only session it has is the stored, expired one:
  // nothing can be sent with it. (Going online first would let the page's still-valid in-memory token push the course.)
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(false);

  // The refresh is refused: signed out, and told what waits.
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
  await expect(page.getByTestId('kept-work')).toContainText('1 change will be sent when you sign in again', { timeout: 30_000 });
  await expect(page.getByTestId('kept-work')).toContainText(`Sign in as ${user.email}`);
  expect(await readServerRows('courses', `select=id&title=eq.${encodeURIComponent(title)}`)).toHaveLength(0);

  // Another account is asked first, and Cancel keeps everything.
  await page.getByLabel('Email').fill(accounts.learner.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.learner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('discard-kept-work')).toContainText('1 change by');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('discard-kept-work')).toBeHidden();
  await expect(page).toHaveURL(/\/auth$/);

  // The same user signs in again: the course made offline reaches the server, once.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect.poll(async () => (await readServerRows('courses', `select=id&title=eq.${encodeURIComponent(title)}`)).length, { timeout: 60_000 }).toBe(1);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await page.goto('/auth');
  await expect(page.getByTestId('kept-work')).toHaveCount(0);
});

test('Sign Out ends only this device’s session: another device stays signed in', async ({ page }) => {
  const user = await createInstructor();
  // The other device: a session of the same user made outside this browser.
  const other = await fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { refresh_token } = (await other.json()) as { refresh_token: string };

  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  const logout = page.waitForRequest((request) => request.url().includes('/auth/v1/logout'));
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  expect(new URL((await logout).url()).searchParams.get('scope')).toBe('local');
  await expect(page).toHaveURL(/\/auth$/);

  const refreshed = await fetch(`${backendUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token }),
  });
  expect(refreshed.status).toBe(200);
});
