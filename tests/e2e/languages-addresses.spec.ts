// Public pages in every language under their own address (issue 25): `/sw` is Kiswahili HTML before any script runs,
// with `hreflang` alternates; it hydrates in Kiswahili, its links stay in Kiswahili, and the picker moves the address.
import { waitForServiceWorker } from './courses-helpers';
import { expect, test, unexpectedErrors } from './support/fixtures';
import { hydratedServerHeading, rememberServerHeading } from './support/hydration';

/** Demo course thumbnails live on hosts this offline test machine cannot reach. */
const THUMBNAILS_UNREACHABLE = [/Failed to load resource: net::ERR_NAME_NOT_RESOLVED/];

test.describe('before any script', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US' });

  test('a Kiswahili first visit to /sw paints Kiswahili HTML, and Arabic pages are right to left', async ({ page }) => {
    // No script runs in this context: what shows is the HTML the server sent.
    await page.goto('/sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Wezesha Akili. Panua Maarifa.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingia' })).toHaveAttribute('href', '/sw/auth');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Kituo cha Msaada' })).toHaveAttribute('href', '/sw/help');
    await expect(page).toHaveTitle(/Maarifa/);
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
    expect(alternates).toEqual(['en /', 'sw /sw', 'fr /fr', 'ar /ar', 'pt /pt', 'ha /ha', 'yo /yo', 'ig /ig', 'am /am', 'zu /zu', 'x-default /']);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Kozi, jumuiya na zana za watayarishi/);

    await page.goto('/ar/help');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'مركز المساعدة' })).toHaveAttribute('href', '/ar/help');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('opens /sw/courses in Kiswahili, keeps the language across links, and the picker moves the address', async ({ page, consoleLog }) => {
    await rememberServerHeading(page);
    await page.goto('/sw/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Jifunze ujuzi unaofungua milango' })).toBeVisible();
    // React adopted the Kiswahili HTML (it hydrated in Kiswahili, without a mismatch that would render it anew).
    expect(await hydratedServerHeading(page)).toBe(true);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByLabel('Lugha')).toHaveValue('sw');
    // The address chose the language, and the device had none: it keeps it.
    expect(await page.evaluate(() => localStorage.getItem('maarifa:language'))).toBe('sw');

    await footer.getByRole('link', { name: 'Kituo cha Msaada' }).click();
    await expect(page).toHaveURL(/\/sw\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tukusaidieje?' })).toBeVisible();

    await footer.getByLabel('Lugha').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await footer.getByLabel('Language').selectOption('fr');
    await expect(page).toHaveURL(/\/fr\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comment pouvons-nous vous aider ?' })).toBeVisible();
    await expect(footer.getByRole('link', { name: "Centre d'aide" })).toHaveAttribute('href', '/fr/help');
    expect(unexpectedErrors(consoleLog, THUMBNAILS_UNREACHABLE)).toEqual([]);
  });

  test('a page in Kiswahili stays Kiswahili for a device that chose French, without changing its choice', async ({ page, consoleLog }) => {
    await page.goto('/help');
    await page.evaluate(() => localStorage.setItem('maarifa:language', 'fr'));
    await page.goto('/sw/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Tukusaidieje?' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByLabel('Lugha')).toHaveValue('sw');
    await expect(page).toHaveURL(/\/sw\/help$/);
    expect(await page.evaluate(() => localStorage.getItem('maarifa:language'))).toBe('fr');
    // An English address follows the device's choice once the page is adopted, and says so in the address.
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    expect(unexpectedErrors(consoleLog)).toEqual([]);
  });

  test('a Kiswahili page opened once opens offline as its own prerendered HTML', async ({ page, context, consoleLog }) => {
    await page.goto('/sw/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Tukusaidieje?' })).toBeVisible();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const response = await page.reload();
    expect(await response!.text()).toContain('data-prerendered="/sw/help"');
    await expect(page.getByRole('heading', { level: 1, name: 'Tukusaidieje?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await context.setOffline(false);
    expect(unexpectedErrors(consoleLog, [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/])).toEqual([]);
  });

  for (const { url, heading } of [
    { url: '/ar/contact', heading: 'تواصل معنا' },
    { url: '/am/auth', heading: 'እንኳን በደህና ተመለሱ' },
  ]) {
    test(`${url} hydrates in its language without a mismatch`, async ({ page, consoleLog }) => {
      await rememberServerHeading(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await hydratedServerHeading(page)).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', url.slice(1, 3));
      expect(unexpectedErrors(consoleLog)).toEqual([]);
    });
  }
});
