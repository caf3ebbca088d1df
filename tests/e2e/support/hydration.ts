// Whether React adopted a prerendered page's markup (hydration) rather than throwing it away and rendering anew.
import { expect, type Locator, type Page } from '@playwright/test';

/** Remembers the server's <h1> element as soon as the HTML is parsed, before any module script runs. */
export async function rememberServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { __serverH1: Element | null }).__serverH1 = document.querySelector('h1');
    });
  });
}

/** Waits until React owns the page's heading (it marks its DOM nodes), then tells whether it is the server's element. */
export async function hydratedServerHeading(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
  return page.evaluate(() => document.querySelector('h1') === (window as unknown as { __serverH1: Element | null }).__serverH1);
}

/** Waits until React owns `element`: a section whose code comes after the page is live (laterSection) answers from then. */
export async function adoptedByReact(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
}
