// Typing into a prerendered form before its scripts arrive: the text survives hydration, and an early Enter is held
// (never a reload, never a password in a URL) and performed exactly once when the page is ready.
import type { Page, Request } from '@playwright/test';
import { readServerRows, unique } from './courses-helpers';
import { fillAffiliateApplication } from './support/application-forms';
import { accounts } from './support/accounts';
import { expect, test } from './support/fixtures';

/** Holds every script of the app until `release` is called: the page shows its prerendered markup, nothing else runs. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the requests matching `pattern` until released, and counts them. */
async function holdRequests(page: Page, pattern: RegExp, method: string): Promise<{ release: () => void; seen: Request[] }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: Request[] = [];
  await page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.continue();
    seen.push(route.request());
    await released;
    await route.continue();
  });
  return { release, seen };
}

const isHydrated = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

test('/auth: e-mail and password typed and Enter pressed before hydration sign in exactly once, the fields kept', async ({ page }) => {
  const releaseScripts = await holdScripts(page);
  const token = await holdRequests(page, /\/auth\/v1\/token/, 'POST');
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  await page.goto('/auth', { waitUntil: 'commit' });
  const form = page.locator('form[data-hold-until-ready]');
  await expect(form).toHaveAttribute('method', 'post');
  await form.getByLabel('Email').fill(accounts.learner.email);
  await form.getByLabel('Password', { exact: true }).fill(accounts.learner.password);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  // Held by the page's inline script: the button says it is getting ready, the page did not reload.
  const button = form.locator('button[type=submit]');
  await expect(button).toHaveAttribute('data-getting-ready', '(getting ready…)');
  await expect(form).toHaveAttribute('data-held-submit', '');
  expect(await isHydratedNow(page, 'form[data-hold-until-ready]')).toBe(false);

  releaseScripts();
  await isHydrated(page, 'form[data-hold-until-ready]');
  // The held submit goes out once React has the form: its request waits here while the fields are checked.
  await expect.poll(() => token.seen.length).toBe(1);
  await expect(form.getByLabel('Email')).toHaveValue(accounts.learner.email);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue(accounts.learner.password);
  await expect(button).not.toHaveAttribute('data-getting-ready');
  token.release();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  expect(token.seen).toHaveLength(1);
  // One document load: the held Enter never reloaded the page, and no URL ever carried the password.
  expect(urls).toHaveLength(1);
  expect(urls.some((url) => url.includes(encodeURIComponent(accounts.learner.password)) || url.includes(accounts.learner.password))).toBe(false);
  expect(new URL(page.url()).search).toBe('');
});

test('/contact: a message typed and sent before hydration is kept and delivered exactly once', async ({ page }) => {
  const subject = unique('Before hydration');
  const releaseScripts = await holdScripts(page);
  const insert = await holdRequests(page, /\/rest\/v1\/contact_messages/, 'POST');
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).toHaveAttribute('method', 'post');
  await form.getByLabel('First Name').fill('Wanjiru');
  await form.getByLabel('Email').fill('wanjiru@example.com');
  await form.getByLabel('Message').fill('Typed while the page was still loading on a slow connection.');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Subject').press('Enter');
  await expect(form.getByRole('button', { name: /Send Message/ })).toHaveAttribute('data-getting-ready', '(getting ready…)');
  expect(await isHydratedNow(page, 'form[data-hold-until-ready]')).toBe(false);

  releaseScripts();
  await isHydrated(page, 'form[data-hold-until-ready]');
  await expect.poll(() => insert.seen.length, { timeout: 30_000 }).toBe(1);
  await expect(form.getByLabel('First Name')).toHaveValue('Wanjiru');
  await expect(form.getByLabel('Subject')).toHaveValue(subject);
  await expect(form.getByLabel('Message')).toHaveValue('Typed while the page was still loading on a slow connection.');
  insert.release();
  await expect(page.getByText('Message Sent!')).toBeVisible({ timeout: 20_000 });
  // Sent, so the form clears (as after any successful send); the server holds the message once.
  await expect(form.getByLabel('Subject')).toHaveValue('');
  expect(insert.seen).toHaveLength(1);
  expect(await readServerRows('contact_messages', `select=id&subject=eq.${encodeURIComponent(subject)}`)).toHaveLength(1);
  expect(new URL(page.url()).search).toBe('');
});

test.describe('a form below the fold, whose code comes after the page is live', () => {
  // The worker would answer the held request from its cache, out of this test's reach.
  test.use({ serviceWorkers: 'block' });

  test('/affiliate-program: typed and sent while its code is on the way, the application is kept and its submit performed once it comes', async ({ page }) => {
    const formCode = await holdRequests(page, /\/assets\/affiliate-application\.later-[^/]+\.js/, 'GET');
    await page.goto('/affiliate-program');
    // The page is live, and only then asks for the form's code (a prefetch of the page's later files, and the import).
    await isHydrated(page, 'h1');
    await expect.poll(() => formCode.seen.length).toBeGreaterThan(0);
    const form = page.getByRole('form', { name: 'Affiliate Application' });
    await fillAffiliateApplication(form);
    const button = form.getByRole('button', { name: /Submit Application/ });
    await button.click();
    await expect(button).toHaveAttribute('data-getting-ready', '(getting ready…)');
    expect(await isHydratedNow(page, 'form[data-hold-until-ready]')).toBe(false);

    formCode.release();
    await isHydrated(page, 'form[data-hold-until-ready]');
    // The held submit is performed once the form is React's: signed out, it asks to sign in, once, and keeps every value.
    const toast = page.getByText('Please sign in to submit an affiliate application.');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(1);
    await expect(form.getByLabel('Full Name')).toHaveValue('Kwabena Asante');
    await expect(form.getByLabel('Primary Platform')).toHaveValue('YouTube');
    await expect(form.getByLabel('Why Do You Want to Join?')).toHaveValue('My audience asks where to learn coding.');
    await expect(button).not.toHaveAttribute('data-getting-ready');
    await expect(page).toHaveURL(/\/affiliate-program$/);
  });
});

function isHydratedNow(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}
