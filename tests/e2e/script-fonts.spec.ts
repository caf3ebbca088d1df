// Ethiopic letters draw with a font that has them: the device's own, else the downloaded last resort (script-fonts.css),
// which an English page never fetches and the service worker keeps once used.
import type { BrowserContext, Page } from '@playwright/test';
import { waitForServiceWorker } from './courses-helpers';
import { expect, test } from './support/fixtures';

const ETHIOPIC_FONT_FILE = /\/assets\/noto-sans-ethiopic-[\w-]+\.woff2$/;

/** Every Ethiopic font file the page or its service worker asks for, from now on. */
function watchEthiopicFontRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => {
    if (ETHIOPIC_FONT_FILE.test(new URL(request.url()).pathname)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/**
 * Whether two letters draw differently in `font` (canvas, as the page draws text): letters no font in the list has all
 * draw as the same empty box (.notdef), so two different letters drawing alike means boxes, not letters.
 */
function drawsDistinct(page: Page, font: string, letters: [string, string]): Promise<boolean> {
  return page.evaluate(
    ({ font, letters }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 80;
      canvas.height = 80;
      const context2d = canvas.getContext('2d')!;
      const draw = (letter: string) => {
        context2d.clearRect(0, 0, canvas.width, canvas.height);
        context2d.font = font;
        context2d.fillText(letter, 10, 56);
        return context2d.getImageData(0, 0, canvas.width, canvas.height).data.join(',');
      };
      return draw(letters[0]) !== draw(letters[1]);
    },
    { font, letters },
  );
}

/** The weights of the downloaded Ethiopic face that have loaded in this page. */
const loadedEthiopicWeights = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Maarifa Ethiopic' && face.status === 'loaded')
      .map((face) => face.weight)
      .sort(),
  );

/** The Ethiopic font files the service worker holds. */
const keptEthiopicFonts = (page: Page) =>
  page.evaluate(async (source) => {
    const pattern = new RegExp(source);
    const out: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
    return out.filter((path) => pattern.test(path)).sort();
  }, ETHIOPIC_FONT_FILE.source);

test('Amharic draws real Ethiopic letters: from the device, else from the downloaded font, kept for offline use', async ({ page, context }) => {
  const requested = watchEthiopicFontRequests(context);
  await page.addInitScript(() => localStorage.setItem('maarifa:language', 'am'));
  await page.goto('/help');
  const heading = page.getByRole('heading', { level: 1, name: 'እንዴት ልንረዳዎ እንችላለን?' });
  await expect(heading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');

  // The platform's fonts alone (what the page had before the downloaded one): boxes on a device with no Ethiopic font.
  const deviceHasEthiopic = await drawsDistinct(page, '32px sans-serif', ['እ', 'ን']);
  if (deviceHasEthiopic) {
    // The device's font comes first in the list, so the download is never needed.
    await page.evaluate(() => document.fonts.ready);
    expect(requested).toEqual([]);
  } else {
    // Headings (bold) and body text (regular) both use it; each weight is its own file.
    await expect.poll(() => loadedEthiopicWeights(page)).toEqual(['400', '700']);
  }
  // The heading's own font list (weight, size and families as the page computes them) draws two different letters.
  const headingFont = await heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.fontWeight} 32px ${style.fontFamily}`;
  });
  expect(headingFont).toContain('Maarifa Ethiopic');
  expect(await drawsDistinct(page, headingFont, ['እ', 'ን'])).toBe(true);
  if (deviceHasEthiopic) return;

  // Fetched before the service worker controlled the page, the files come through it on the next visit, and stay.
  await waitForServiceWorker(page);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect.poll(() => keptEthiopicFonts(page)).toEqual([
    expect.stringMatching(/noto-sans-ethiopic-ethiopic-400-normal-/),
    expect.stringMatching(/noto-sans-ethiopic-ethiopic-700-normal-/),
  ]);
});

test('an English page, and the service worker it installs, fetch no Ethiopic font', async ({ page, context }) => {
  const requested = watchEthiopicFontRequests(context);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  // The footer's picker names Amharic in Ethiopic letters (አማርኛ) on every page: shown closed, it asks for no font.
  await expect(page.getByRole('contentinfo').getByLabel('Language')).toHaveValue('en');
  // Installed means precached: everything the install fetches has been asked for by now.
  await waitForServiceWorker(page);
  await page.evaluate(() => document.fonts.ready);
  expect(requested).toEqual([]);
  expect(await keptEthiopicFonts(page)).toEqual([]);
});
