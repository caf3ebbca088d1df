// The app shell in a real browser: sign-up/in/out, guards and role gating, the sidebar, and offline reloads.
import { accounts, signIn, signInWithForm, signOut } from './support/accounts';
import type { Route } from '@playwright/test';
import { DashboardShell } from './pages/dashboard-shell';
import { SignInPage } from './pages/sign-in-page';
import { expect, test, unexpectedErrors } from './support/fixtures';

test('signed out, /dashboard sends the visitor to /auth', async ({ page }) => {
  await page.goto('/dashboard/courses');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password shows the authentication error and keeps the email', async ({ page }) => {
  const form = new SignInPage(page);
  await form.goto();
  await form.signIn(accounts.learner.email, 'not-the-password');
  await expect(page.getByText('Authentication error')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(form.email).toHaveValue(accounts.learner.email);
});

test('bad input gets the spec messages', async ({ page }) => {
  const form = new SignInPage(page);
  await form.goto();
  await form.signIn('not-an-email', '123');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('a new user signs up, signs out and signs in again', async ({ page }) => {
  const email = `amani.${Date.now()}@maarifa.test`;
  const form = new SignInPage(page);
  await form.goto();
  await form.openSignUp();
  await form.signUp(email, 'habari-yako');
  await expect(page.getByText("You're all set!")).toBeVisible();
  // Email confirmation is off on the local demo backend, so sign-up already holds a session.
  await page.goto('/dashboard');
  await new DashboardShell(page).expectShown();
  await signOut(page);
  await signInWithForm(page, { email, password: 'habari-yako' });
  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('role gating: a learner is sent back from the superadmin page and does not see superadmin groups', async ({ page }) => {
  await signIn(page, accounts.learner);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Courses' }).first()).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Platform Management' })).toHaveCount(0);
  await expect(nav.getByRole('group', { name: 'Integrations' })).toHaveCount(0);
  await page.goto('/dashboard/superadmin');
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});

test('a superadmin sees Platform Management and Integrations and reaches the superadmin page', async ({ page }) => {
  await signIn(page, accounts.superadmin);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('group', { name: 'Platform Management' })).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Integrations' })).toBeVisible();
  await page.goto('/dashboard/superadmin');
  await expect(page).toHaveURL(/\/dashboard\/superadmin$/);
});

test('Ctrl+B toggles the sidebar and the state survives a reload', async ({ page }) => {
  await signIn(page, accounts.learner);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
});

test('after one online visit, dashboard and public routes reload offline and the indicator says offline', async ({ page, context }) => {
  await signIn(page, accounts.learner);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  // The service worker must control the page before the network goes away.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  for (const path of ['/dashboard', '/dashboard/courses', '/dashboard/profile']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'offline');
  }
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('a helper whose code cannot come while offline shows nothing until it can; the page stays', async ({ page, context, consoleLog }) => {
  // The header's and sidebar's helpers load after the shell paints. Their requests are held, the connection drops, and
  // they fail as a dropped connection fails: the page must stay, and the helpers come once the connection is back.
  const helperChunk = /\/assets\/(sync-indicator|profile-language-follower|data-cap-notices|reminder-alerts|progress-card)-[\w-]+\.js$/;
  const held: Route[] = [];
  let connected = true;
  await context.route(helperChunk, (route) => {
    if (connected) held.push(route);
    else void route.abort('internetdisconnected');
  });
  await signIn(page, accounts.learner);
  await expect.poll(() => held.map((route) => route.request().url().match(helperChunk)?.[1]).sort()).toEqual(expect.arrayContaining(['profile-language-follower', 'sync-indicator']));
  connected = false;
  await context.setOffline(true);
  for (const route of held.splice(0)) await route.abort('internetdisconnected');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByTestId('sync-indicator')).toHaveCount(0);

  await context.unroute(helperChunk);
  await context.setOffline(false);
  await expect(page.getByTestId('sync-indicator')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('heading').first()).toBeVisible();
  expect(unexpectedErrors(consoleLog, [/Failed to load resource/])).toEqual([]);
});
