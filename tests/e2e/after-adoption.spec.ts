// What a prerendered page leaves until React has adopted it (issue #28): the brand font and the scripts it needs only
// later are not fetched while its own scripts are on their way; text takes the fallback face until then, and a device
// that has the font uses it from the first paint.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adoptedByReact, hydratedServerHeading, rememberServerHeading } from './support/hydration';
import { STYLE_WAITED_MARK } from '../../src/ui/style-cache';

const FONT = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
const LATER_SCRIPTS = /\/assets\/(toaster-view|service-worker)-[\w-]+\.js$/;

/** Holds the public pages' entry script until `release` is called: the page stays as the server sent it. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/public-entry-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Held scripts are held at the network; a service worker answering from its cache would go round the hold.
test.use({ serviceWorkers: 'block' });

const brandFontOn = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-brand-font'));
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test('the brand font and the later scripts wait for the page to be adopted; the next visit has the font at once', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await rememberServerHeading(page);
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Empower Minds. Expand Knowledge.' })).toBeVisible();

  // Painted from the HTML, scripts held: the fallback face, and nothing asked for that the page needs only later.
  expect(await brandFontOn(page)).toBe(false);
  expect(await bodyFont(page)).not.toContain('Inter Variable');
  expect(await page.evaluate(() => [...document.fonts].filter((face) => face.family.includes('Inter Variable')).map((face) => face.status).filter((status) => status !== 'unloaded'))).toEqual([]);
  expect(requests.filter((request) => FONT.test(request.url()) || LATER_SCRIPTS.test(request.url())).map((request) => request.url())).toEqual([]);
  // The HTML still names them (so the service worker keeps them), in an inert template.
  const template = await page.locator('template#maarifa-after-load').evaluate((element: HTMLTemplateElement) => element.innerHTML);
  expect(template).toMatch(/rel="preload" as="font"[^>]*inter-latin-wght-normal-/);
  expect(template).toMatch(/rel="prefetch" as="script"/);

  release();
  expect(await hydratedServerHeading(page)).toBe(true);
  // Once adopted: the brand face is switched on and fetched, and the later scripts are asked for.
  await expect.poll(() => brandFontOn(page)).toBe(true);
  await expect.poll(() => bodyFont(page)).toContain('Inter Variable');
  await expect.poll(() => requests.some((request) => FONT.test(request.url()))).toBe(true);
  await expect.poll(() => requests.some((request) => LATER_SCRIPTS.test(request.url()))).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('maarifa:brand-font-kept'))).toBe('1');

  // The next page, scripts held again: the device has the font, so the HTML's first script switches it on at once.
  const releaseAgain = await holdEntryScript(page);
  await page.goto('/help', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  expect(await brandFontOn(page)).toBe(true);
  expect(await bodyFont(page)).toContain('Inter Variable');
  releaseAgain();
});

test('the landing page’s sections below the fold are adopted once its first screen is live, their markup kept', async ({ page }) => {
  const browseAll = page.getByRole('link', { name: 'Browse All Courses' });
  const reactOwns = () => browseAll.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { __serverLink: Element | null }).__serverLink = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Browse All Courses') ?? null;
    });
  });
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  // Before any script: the section is there, readable, its link a plain link.
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Courses' })).toBeVisible();
  expect(await browseAll.getAttribute('href')).toBe('/courses');
  expect(await reactOwns()).toBe(false);
  release();
  // Adopted (not rendered anew: the same element the server sent), and it navigates in the app.
  await expect.poll(reactOwns).toBe(true);
  expect(await page.evaluate(() => [...document.querySelectorAll('a')].find((a) => a.textContent === 'Browse All Courses') === (window as unknown as { __serverLink: Element | null }).__serverLink)).toBe(true);
  await browseAll.click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn skills that open doors' })).toBeVisible();
});

test('the help centre’s questions open before the page is adopted: they need no script', async ({ page }) => {
  await rememberServerHeading(page);
  const release = await holdEntryScript(page);
  await page.goto('/help', { waitUntil: 'commit' });
  const faq = page.locator('section[aria-labelledby="help-faq-heading"] details');
  await expect(faq).toHaveCount(5);
  await faq.first().locator('summary').click();
  await expect(faq.first()).toHaveAttribute('open', '');
  await expect(faq.first().locator('summary + *')).toBeVisible();
  // Scripts still held: no React on the page yet.
  expect(await page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')))).toBe(false);
  release();
  // React adopts the page as it is: the open answer stays open.
  expect(await hydratedServerHeading(page)).toBe(true);
  await expect(faq.first()).toHaveAttribute('open', '');
  await expect(page.locator('details[open]')).toHaveCount(1);
});

test('a language picked in the footer before the page is live is the one it switches to once it is', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/help', { waitUntil: 'commit' });
  const picker = page.getByRole('contentinfo').getByLabel('Language');
  await picker.selectOption('sw');
  // Scripts still held: the choice is only in the page.
  expect(await page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')))).toBe(false);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Tukusaidieje?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page).toHaveURL(/\/sw\/help$/);
  await expect(page.getByRole('contentinfo').getByLabel('Lugha')).toHaveValue('sw');
});

/** Holds the CSS compiler's script (src/ui/style-compiler.ts) until `release` is called. */
async function holdStyleCompiler(page: Page): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  let asked = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/style-compiler-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

const stylesThatWaited = (page: Page) => page.evaluate((mark) => performance.getEntriesByName(mark).length, STYLE_WAITED_MARK);

test('a public page hydrates without the CSS compiler, which comes once it is live; what shows next is styled then', async ({ page }) => {
  const compiler = await holdStyleCompiler(page);
  for (const [path, heading] of [
    ['/help', 'How can we help?'],
    ['/auth', 'Welcome back'],
    ['/contact', 'Get in Touch'],
    ['/for-creators', 'Teach on Maarifa'],
    ['/', 'Empower Minds. Expand Knowledge.'],
  ] as const) {
    await rememberServerHeading(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await hydratedServerHeading(page), path).toBe(true);
    // The sections adopted after the first screen (the footer's) need none either: every style they render is in the HTML.
    await adoptedByReact(page.getByRole('contentinfo').getByRole('link').first());
    expect(await stylesThatWaited(page), path).toBe(0);
    // Once live, the page asks for the compiler, for what it may show next.
    await expect.poll(compiler.asked, path).toBe(true);
  }

  // A toast is new to the page: its styles wait for the compiler, and apply once it arrives.
  await page.getByRole('button', { name: 'Install App' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Install from your browser' });
  await expect(toast).toBeAttached();
  await expect.poll(() => stylesThatWaited(page)).toBeGreaterThan(0);
  const corner = () => toast.evaluate((element) => getComputedStyle(element.closest('[data-part="root"]') ?? element).borderTopLeftRadius);
  expect(await corner()).toBe('0px');
  compiler.release();
  await expect(toast).toBeVisible();
  await expect.poll(corner).not.toBe('0px');
});

test('the course catalogue asks for the CSS compiler with its own code: its cards, which the HTML cannot hold, are styled', async ({ page }) => {
  const compiler = await holdStyleCompiler(page);
  await page.goto('/courses');
  await expect.poll(compiler.asked).toBe(true);
  const card = page.getByTestId('course-card').first();
  await expect(card).toBeAttached();
  const corner = () => card.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
  expect(await corner()).toBe('0px');
  compiler.release();
  await expect.poll(corner).not.toBe('0px');
});
