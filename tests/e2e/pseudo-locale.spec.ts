// Every route in the pseudo-locale (accented English, 30% longer) on a 360 px phone: no text that skipped the catalog,
// none clipped or past the screen's edge. Runs alone with `npx playwright test -c tests/e2e/playwright.config.ts pseudo-locale`.
import type { BrowserContext, Page } from '@playwright/test';
import { PSEUDO_LOCALE } from '../../src/lib/i18n/locales';
import { everyRoute, openRoute, roleContext, type RouteRole } from './support/every-route';
import { expect, test } from './support/fixtures';
import { findTextProblems } from './support/text-checks';

const stateDir = 'test-results/pseudo-locale-auth';
const roles = [...new Set(everyRoute.map((route) => route.as))];

for (const role of roles) {
  test.describe(`pseudo-locale, ${role === 'public' ? 'signed out' : `as ${role}`}`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser, baseURL }) => {
      ({ context, page } = await roleContext(browser, baseURL, role as RouteRole, {
        stateDir,
        setup: () => localStorage.setItem('maarifa:language', 'en-XA'),
      }));
    });
    test.afterAll(async () => {
      await context.close();
    });

    for (const route of everyRoute.filter((candidate) => candidate.as === role)) {
      test(route.path, async () => {
        test.setTimeout(60_000);
        await openRoute(page, route.path, { lang: PSEUDO_LOCALE });
        const { untranslated, clipped } = await findTextProblems(page);
        // The list is the work left to convert: printed whole, so one run shows all of it.
        if (untranslated.length > 0) console.log(`${route.path} (${role}) untranslated:\n  ${untranslated.join('\n  ')}`);
        if (clipped.length > 0) console.log(`${route.path} (${role}) clipped:\n  ${clipped.join('\n  ')}`);
        expect.soft(untranslated, `${route.path}: text that is not from the catalog`).toEqual([]);
        expect(clipped, `${route.path}: clipped or overflowing text at 360 px`).toEqual([]);
      });
    }
  });
}
