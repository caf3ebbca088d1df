// Every route on a 360 px phone, in English and in Arabic: axe (WCAG 2.1 A/AA, 2.2 target size) finds no serious or
// critical violation. Arabic turns the page right to left, and the dashboard's sidebar moves to the right.
import type { BrowserContext, Page } from '@playwright/test';
import { seriousAxeViolations, WCAG_TAGS } from './support/axe';
import { everyRoute, openRoute, PHONE, roleContext, type RouteRole } from './support/every-route';
import { expect, test } from './support/fixtures';

const stateDir = 'test-results/every-route-a11y-auth';
const roles = [...new Set(everyRoute.map((route) => route.as))];

for (const lang of ['en', 'ar'] as const) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  for (const role of roles) {
    test.describe(`axe in ${lang}, ${role === 'public' ? 'signed out' : `as ${role}`}`, () => {
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser, baseURL }) => {
        ({ context, page } = await roleContext(browser, baseURL, role as RouteRole, {
          stateDir,
          ...(lang === 'ar' ? { setup: () => localStorage.setItem('maarifa:language', 'ar') } : {}),
        }));
      });
      test.afterAll(async () => {
        await context.close();
      });

      for (const route of everyRoute.filter((candidate) => candidate.as === role)) {
        test(route.path, async () => {
          await openRoute(page, route.path, { lang, dir });
          expect(await seriousAxeViolations(page, undefined, { tags: WCAG_TAGS })).toEqual([]);
        });
      }
    });
  }
}

test.describe('Arabic mirrors the dashboard', () => {
  const arabic = () => localStorage.setItem('maarifa:language', 'ar');

  test('on a wide screen the sidebar sits at the right edge, the content to its left', async ({ browser, baseURL }) => {
    const { context, page } = await roleContext(browser, baseURL, 'learner', { stateDir, viewport: { width: 1280, height: 800 }, setup: arabic });
    await openRoute(page, '/dashboard', { lang: 'ar', dir: 'rtl' });
    const sidebar = (await page.getByTestId('sidebar').boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(Math.round(sidebar.x + sidebar.width)).toBe(1280);
    expect(main.x + main.width).toBeLessThanOrEqual(sidebar.x + 1);
    await context.close();
  });

  test('on a phone the sidebar slides in from the right', async ({ browser, baseURL }) => {
    const { context, page } = await roleContext(browser, baseURL, 'learner', { stateDir, setup: arabic });
    await openRoute(page, '/dashboard', { lang: 'ar', dir: 'rtl' });
    await page.getByRole('banner').locator('button[aria-expanded]').first().click();
    const panel = page.getByTestId('sidebar-mobile');
    await expect(panel).toBeVisible();
    await expect.poll(async () => {
      const box = await panel.boundingBox();
      return box ? [Math.round(box.x + box.width), box.x > 0] : null;
    }).toEqual([PHONE.width, true]);
    expect(await seriousAxeViolations(page, undefined, { tags: WCAG_TAGS })).toEqual([]);
    await context.close();
  });
});
