// Every route of src/app/routes.tsx with the account that reaches it, and one shared sign-in per role (stored state).
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { accounts, signIn } from './accounts';

export type RouteRole = 'public' | keyof typeof accounts;

export interface RouteCase {
  path: string;
  /** Who opens it: signed out, or the demo account whose roles reach it. */
  as: RouteRole;
}

/** Seeded (supabase/seed.sql): the learner is enrolled in it; its first module's id is md5('<course>:1'). */
const learnerCourse = '00000000-0000-4000-b000-000000000001';
const learnerModule = '66142638-2f1a-019c-81bb-3ca00bb420d5';
/** The demo instructor's own course (may be edited by them). */
const instructorCourse = '00000000-0000-4000-b000-000000000002';
/** The pinned welcome thread: md5('discussion:1'). */
const discussion = '88467af8-671a-9ab6-4604-e4c9be71d7ff';

export const everyRoute: readonly RouteCase[] = [
  ...['/', '/auth', '/auth/reset-password', '/courses', '/for-creators', '/affiliate-program', '/help', '/contact', '/privacy', '/terms', '/no-such-page'].map(
    (path) => ({ path, as: 'public' as const }),
  ),
  ...[
    '/dashboard',
    '/dashboard/courses',
    `/dashboard/courses/${learnerCourse}`,
    `/dashboard/courses/${learnerCourse}/learn`,
    `/dashboard/courses/${learnerCourse}/modules/${learnerModule}`,
    '/dashboard/community',
    `/dashboard/community/${discussion}`,
    '/dashboard/xp',
    '/dashboard/marketplace',
    '/dashboard/profile',
    '/dashboard/experience',
    '/dashboard/future',
    '/dashboard/learner',
    '/dashboard/no-such-page',
  ].map((path) => ({ path, as: 'learner' as const })),
  ...['/dashboard/instructor', '/dashboard/courses/create', `/dashboard/courses/${instructorCourse}/edit`].map((path) => ({ path, as: 'instructor' as const })),
  { path: '/dashboard/affiliate', as: 'affiliate' },
  { path: '/dashboard/admin', as: 'admin' },
  // Platform management and integrations: a superadmin's sidebar groups.
  ...['/dashboard/superadmin', '/dashboard/revenue', '/dashboard/automation', '/dashboard/tech', '/dashboard/api-integrations', '/dashboard/private-integrations', '/dashboard/ai-layer'].map(
    (path) => ({ path, as: 'superadmin' as const }),
  ),
];

export const PHONE = { width: 360, height: 740 };

/**
 * A context signed in as `role` (or signed out), from a state file kept under `stateDir` so each role signs in once per
 * run of a spec file, whatever worker opens it. `setup` runs in every page before the app (for example, the language).
 */
export async function roleContext(
  browser: Browser,
  baseURL: string | undefined,
  role: RouteRole,
  {
    stateDir,
    viewport = PHONE,
    setup,
    locale,
  }: { stateDir: string; viewport?: { width: number; height: number }; setup?: () => void; /** The browser's language (navigator.languages). */ locale?: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const state = `${stateDir}/${role}.json`;
  if (role !== 'public' && !existsSync(state)) {
    const signing = await browser.newContext({ baseURL });
    const page = await signing.newPage();
    await signIn(page, accounts[role]);
    mkdirSync(dirname(state), { recursive: true });
    await signing.storageState({ path: state });
    await signing.close();
  }
  const context = await browser.newContext({ baseURL, viewport, ...(locale ? { locale } : {}), ...(role === 'public' ? {} : { storageState: state }) });
  if (setup) await context.addInitScript(setup);
  return { context, page: await context.newPage() };
}

/** Opens `path` and waits for its content: a heading, no loading placeholder, and the language applied. */
export async function openRoute(page: Page, path: string, { lang, dir = 'ltr' }: { lang: string; dir?: 'ltr' | 'rtl' }): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Prerendered English pages carry no dir (ltr by default); the app sets it once it switches language.
  if (dir === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  else await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main h1, main [role=heading][aria-level="1"]').first()).toBeVisible({ timeout: 20_000 });
  // Skeletons and spinners are for data still coming: what they leave in place is what is checked.
  await expect(page.locator('[data-testid$="skeleton"], .chakra-skeleton, [aria-busy="true"], .chakra-spinner')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
}
