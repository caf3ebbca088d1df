// Every route in the pseudo-locale (accented English, 30% longer) on a 360 px phone: no text that skipped the catalog,
// none clipped or past the screen's edge, people's words in their own direction; each role's sidebar too. Then a real
// Kiswahili and Arabic browser (no language chosen): the sidebar and the not-found page in it, and an English post that
// keeps its own direction in Arabic. Runs alone with `npx playwright test -c tests/e2e/playwright.config.ts pseudo-locale`.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { readCatalog } from '../../build/i18n/catalog-tools';
import { appShellTexts } from '../../src/app/app-shell-texts';
import { navTexts } from '../../src/app/dashboard/nav-texts';
import { selectVisibleNav } from '../../src/app/dashboard/sidebar-nav';
import { shellTexts } from '../../src/app/texts';
import type { Message } from '../../src/lib/i18n/define';
import { PSEUDO_LOCALE } from '../../src/lib/i18n/locales';
import { accent } from '../../src/lib/i18n/pseudo';
import { everyRoute, openRoute, PHONE, roleContext, type RouteRole } from './support/every-route';
import { expect, test } from './support/fixtures';
import { findTextProblems } from './support/text-checks';

/** A message's English, as texts.ts writes it (the spec runs in Node, where nothing compiles it). */
const english = (message: Message) => message.message as string;

/** A message in a language, from its catalog (src/locales/<lang>/<scope>.po), the file the build compiles. */
function catalogText(locale: string, message: Message): string {
  const scope = message.id.split('.')[0];
  const entry = readCatalog(readFileSync(`src/locales/${locale}/${scope}.po`, 'utf8')).find((candidate) => candidate.id === message.id);
  if (!entry?.translation) throw new Error(`${message.id} has no ${locale} translation`);
  return entry.translation;
}

/** Opens the phone's sidebar panel from the header's toggle, named in the page's language. */
async function openSidebar(page: Page, toggleName: string): Promise<void> {
  await page.getByRole('button', { name: toggleName }).click();
  await expect(page.getByTestId('sidebar-mobile')).toBeVisible();
}

const stateDir = 'test-results/pseudo-locale-auth';
const roles = [...new Set(everyRoute.map((route) => route.as))];

/**
 * The routes a role opens: its own, and for every other signed-in role the learner's too (every account is a learner),
 * since the same page shows a role more (an admin's pin and hide, an instructor's own course, a superadmin's groups).
 */
function routesOf(role: RouteRole): string[] {
  const own = everyRoute.filter((route) => route.as === role).map((route) => route.path);
  if (role === 'public' || role === 'learner') return own;
  // Not the lesson view: for a course the account is not enrolled in it is a one-line invitation to enrol, with no
  // heading to wait for (the learner's run covers the view).
  const learners = everyRoute.filter((route) => route.as === 'learner' && !route.path.endsWith('/learn')).map((route) => route.path);
  return [...new Set([...own, ...learners])];
}

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

    for (const path of routesOf(role as RouteRole)) {
      test(path, async () => {
        test.setTimeout(60_000);
        await openRoute(page, path, { lang: PSEUDO_LOCALE });
        await expectNoTextProblems(page, `${path} (${role})`);
      });
    }

    if (role !== 'public') {
      // The sidebar is a closed panel on a phone: opened here, so its groups and links are checked for this role.
      test('the sidebar', async () => {
        await openRoute(page, '/dashboard', { lang: PSEUDO_LOCALE });
        await openSidebar(page, accent(english(appShellTexts.dashboard.toggleSidebar)));
        const panel = page.getByTestId('sidebar-mobile');
        // The pseudo form of a link proves it came through the catalog.
        await expect(panel.getByRole('link', { name: accent(english(navTexts.items.homeFeed)) })).toBeVisible();
        await expectNoTextProblems(page, `the sidebar (${role})`);
      });
    }
  });
}

async function expectNoTextProblems(page: Page, where: string): Promise<void> {
  const { untranslated, clipped, undirected } = await findTextProblems(page);
  // The list is the work left to convert: printed whole, so one run shows all of it.
  if (untranslated.length > 0) console.log(`${where} untranslated:\n  ${untranslated.join('\n  ')}`);
  if (clipped.length > 0) console.log(`${where} clipped:\n  ${clipped.join('\n  ')}`);
  if (undirected.length > 0) console.log(`${where} user text without dir="auto":\n  ${undirected.join('\n  ')}`);
  expect.soft(untranslated, `${where}: text that is not from the catalog`).toEqual([]);
  expect.soft(undirected, `${where}: people's words without their own direction`).toEqual([]);
  expect(clipped, `${where}: clipped or overflowing text at 360 px`).toEqual([]);
}

test('the checks find English beside a catalog text, in a screen reader\'s name, and people\'s words without a direction', async ({ browser, baseURL }) => {
  const { context, page } = await roleContext(browser, baseURL, 'public', { stateDir, setup: () => localStorage.setItem('maarifa:language', 'en-XA') });
  await openRoute(page, '/help', { lang: PSEUDO_LOCALE });
  expect(await findTextProblems(page)).toEqual({ untranslated: [], clipped: [], undirected: [] });
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const heading = main.querySelector('h1')!;
    // A name rendered beside a catalog text, as its own node, without a marker.
    heading.append(' Kofi Boateng');
    main.insertAdjacentHTML('beforeend', '<button aria-label="Close">×</button><p data-user-text>An English post.</p><p data-user-text dir="auto">Marked.</p>');
  });
  const { untranslated, undirected } = await findTextProblems(page);
  expect(untranslated).toEqual(['<h1> Kofi Boateng', '<button> aria-label: Close']);
  expect(undirected).toEqual(['<p> An English post.']);
  await context.close();
});

const learnerNav = selectVisibleNav(['learner']);
const learnerNavNames = learnerNav.flatMap((group) => [group.label, ...group.items.map((item) => item.label)]);

for (const [locale, dir] of [['sw', 'ltr'], ['ar', 'rtl']] as const) {
  test.describe(`a browser in ${locale}, no language chosen on the device`, () => {
    test('the not-found page, signed out', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, locale, viewport: PHONE });
      const page = await context.newPage();
      await page.goto('/no-such-page');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByText(catalogText(locale, shellTexts.notFound.heading))).toBeVisible();
      await expect(page.getByRole('link', { name: catalogText(locale, shellTexts.notFound.home) })).toBeVisible();
      await expect(page.getByText(english(shellTexts.notFound.heading))).toHaveCount(0);
      // An unknown address under the language's own prefix, as a link from a page in it would make.
      await page.goto(`/${locale}/no-such-page`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByText(catalogText(locale, shellTexts.notFound.heading))).toBeVisible();
      await context.close();
    });

    test('the sidebar and the not-found page, signed in', async ({ browser, baseURL }) => {
      const { context, page } = await roleContext(browser, baseURL, 'learner', { stateDir, locale });
      await openRoute(page, '/dashboard/no-such-page', { lang: locale, dir });
      await expect(page.getByText(catalogText(locale, shellTexts.notFound.heading))).toBeVisible();
      await openSidebar(page, catalogText(locale, appShellTexts.dashboard.toggleSidebar));
      const panel = page.getByTestId('sidebar-mobile');
      for (const name of learnerNavNames) {
        // Group names show in capitals (CSS), so their text is matched, not their look.
        await expect(panel.getByText(catalogText(locale, name), { exact: true })).toBeVisible();
      }
      const shown = await panel.innerText();
      for (const name of learnerNavNames) expect(shown.toLowerCase(), `${name.id} in English`).not.toContain(english(name).toLowerCase());
      await context.close();
    });
  });
}

test.describe('people\'s words keep their own direction', () => {
  /** The pinned welcome thread (supabase/seed.sql), written in English and ending with a period. */
  const discussion = '/dashboard/community/88467af8-671a-9ab6-4604-e4c9be71d7ff';
  const postEnd = 'Posts in any language are welcome.';

  test('in the Arabic interface an English post reads left to right, its period at the end', async ({ browser, baseURL }) => {
    const { context, page } = await roleContext(browser, baseURL, 'learner', { stateDir, setup: () => localStorage.setItem('maarifa:language', 'ar') });
    await openRoute(page, discussion, { lang: 'ar', dir: 'rtl' });
    const post = page.locator('[data-user-text]', { hasText: postEnd });
    await expect(post).toHaveCount(1);
    await expect(post).toHaveAttribute('dir', 'auto');
    expect(await post.evaluate((element) => [getComputedStyle(element).direction, element.matches(':dir(ltr)')])).toEqual(['ltr', true]);
    // The page around it stays right to left.
    expect(await post.evaluate((element) => getComputedStyle(element.parentElement!).direction)).toBe('rtl');
    await context.close();
  });
});
