// Languages: the footer's picker switches the converted parts (shell, help, contact) at once, the choice survives an
// offline reload, Arabic turns the page right to left, and a first visit follows the browser's language. A public page
// downloads only its language's public part of the catalog; the dashboard has the app part before it paints.
import { createLearner, waitForServiceWorker } from './courses-helpers';
import { signIn } from './support/accounts';
import { expect, test, unexpectedErrors } from './support/fixtures';
import type { Page } from '@playwright/test';

/** From the next navigation on, every level-1 heading text the page shows, even for one frame (a flash of English). */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { maarifaHeadings: string[] }).maarifaHeadings = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1')) if (!seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const seenHeadings = (page: Page) => page.evaluate(() => (window as unknown as { maarifaHeadings: string[] }).maarifaHeadings);

test('Kiswahili from the footer: the page switches at once, and an offline reload is still in Kiswahili', async ({ page, context, consoleLog }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  await waitForServiceWorker(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Language').selectOption('sw');

  await expect(page.getByRole('heading', { level: 1, name: 'Tukusaidieje?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingia' })).toBeVisible();
  await expect(footer.getByText('Jifunze', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Kituo cha Msaada' })).toBeVisible();
  await expect(page).toHaveTitle('Kituo cha Msaada | Maarifa');
  // The address follows the language: a reload or a shared link opens the Kiswahili page (prerendered as such).
  await expect(page).toHaveURL(/\/sw\/help$/);
  await expect(footer.getByLabel('Lugha')).toHaveValue('sw');
  // Only Kiswahili's public part of the catalog was downloaded, and the service worker kept it.
  const cachedCatalogs = () =>
    page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
      return out.filter((path) => path.startsWith('/assets/locale-'));
    });
  await expect.poll(cachedCatalogs).toEqual([expect.stringMatching(/^\/assets\/locale-sw-public-[\w-]+\.js$/)]);

  // Offline, the page and its catalog come from the service worker; the device remembers the choice.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tukusaidieje?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingia' })).toBeVisible();
  await footer.getByRole('link', { name: 'Mawasiliano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wasiliana Nasi' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Jina la Kwanza' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tuma Ujumbe' })).toBeVisible();
  await context.setOffline(false);
  expect(unexpectedErrors(consoleLog, [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/])).toEqual([]);
});

test('Arabic sets lang=ar and dir=rtl; English sets them back', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
  // The layout mirrors: the header's brand now sits at the right edge.
  const brand = await page.getByRole('banner').getByRole('link', { name: 'Maarifa' }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(brand!.x + brand!.width).toBeGreaterThan(width / 2);

  await page.getByRole('contentinfo').getByLabel('اللغة').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
});

test('Kiswahili from the profile: the dashboard and its sync dialog switch, and stay so offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The profile keeps the choice (synced): a learner of this test's own, so no shared account is left in Kiswahili.
  await signIn(page, await createLearner('Baraka Lugha'));
  await recordHeadings(page);
  // The service worker must control the page before the network goes away (as in shell.spec.ts).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/dashboard/profile');
  await waitForServiceWorker(page);
  const section = page.getByTestId('language-settings');
  await expect(section.getByRole('heading', { name: 'Language' })).toBeVisible();
  await section.getByLabel('Language').selectOption('sw');
  await expect(section.getByRole('heading', { name: 'Lugha' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toka' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashibodi' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  // The profile's own messages (the catalog's app part) came from the service worker, and before the first paint.
  await expect(page.getByRole('heading', { level: 1, name: 'Wasifu' })).toBeVisible();
  expect(await seenHeadings(page)).not.toContain('Profile');
  await expect(page.getByTestId('sync-indicator')).toContainText('Nje ya mtandao');
  await page.getByTestId('sync-indicator').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Usawazishaji' })).toBeVisible();
  await expect(dialog.getByText('Uko nje ya mtandao. Mabadiliko yako yamehifadhiwa kwenye kifaa hiki na yatasawazishwa utakaporudi mtandaoni.')).toBeVisible();
  // The footer's Close and the corner's × both say Funga now.
  await expect(dialog.getByRole('button', { name: 'Funga' })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Funga' }).first().click();
  await context.setOffline(false);
  await page.getByTestId('language-settings').getByLabel('Lugha').selectOption('en');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
});

test('a public page in Kiswahili downloads only the public part; signing in there paints the dashboard in Kiswahili', async ({ page, consoleLog }) => {
  test.setTimeout(90_000);
  const learner = await createLearner('Amani Sehemu');
  await page.addInitScript(() => localStorage.setItem('maarifa:language', 'sw'));
  await recordHeadings(page);
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/locale-')) catalogs.push(path);
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Karibu tena' })).toBeVisible();
  expect(catalogs).toEqual([expect.stringMatching(/^\/assets\/locale-sw-public-[\w-]+\.js$/)]);

  // Signing in hands the page over to the router app, which loads the app part before it renders the dashboard.
  await page.getByLabel('Barua pepe').fill(learner.email);
  await page.getByLabel('Nenosiri', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Ingia', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nyumbani' })).toBeVisible();
  expect(catalogs.filter((path) => !/^\/assets\/locale-sw-(public|app)-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(catalogs.filter((path) => path.includes('locale-sw-app-'))).toHaveLength(1);
  expect(await seenHeadings(page)).not.toContain('Home');
  expect(unexpectedErrors(consoleLog)).toEqual([]);
});

test.describe('a first visit', () => {
  test.use({ locale: 'fr-FR' });

  test('follows the browser language: the English address sends it to the French page before anything paints', async ({ page, consoleLog }) => {
    const french = page.waitForResponse((response) => new URL(response.url()).pathname === '/fr/help' && response.request().resourceType() === 'document');
    await page.goto('/help');
    // The French page's own HTML (prerendered in French), not the English one switched after adoption.
    await expect(page).toHaveURL(/\/fr\/help$/);
    expect(await (await french).text()).toContain('<html lang="fr" dir="ltr">');
    await expect(page.getByRole('heading', { level: 1, name: 'Comment pouvons-nous vous aider ?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('contentinfo').getByLabel('Langue')).toHaveValue('fr');
    expect(unexpectedErrors(consoleLog)).toEqual([]);
  });
});
