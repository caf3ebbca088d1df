// Which public pages the build prerenders to real HTML, in which languages, the file each is written to, and which
// paths only the app shell answers.
import { PREFIXED_LOCALES, splitLocalePrefix, withLocalePrefix, type Locale } from '../../lib/i18n/locales.ts';

export interface PrerenderedPage {
  /** The URL path a visitor opens; '*' is the public not-found page, answered for any unknown path. */
  path: string;
  /** Output file, relative to the build folder. `<name>.html` (not `<name>/index.html`) so that static hosts and
   * Workbox's `cleanURLs` both answer `/name` without a redirect to `/name/`. */
  file: string;
  /** The page's module as src/app/routes.tsx lazy-loads it: its code is preloaded so hydration waits on no extra round trip. */
  module: string;
}

/** The layout every prerendered page renders inside (its code is preloaded with the page's). */
export const PUBLIC_LAYOUT_MODULE = 'src/app/layouts/public-layout.tsx';

export const NOT_FOUND_PATH = '*';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', module: 'src/features/landing/routes/landing-page.tsx' },
  { path: '/courses', file: 'courses.html', module: 'src/features/courses/routes/catalogue-page.tsx' },
  { path: '/for-creators', file: 'for-creators.html', module: 'src/features/creators/routes/for-creators-page.tsx' },
  { path: '/affiliate-program', file: 'affiliate-program.html', module: 'src/features/affiliates/routes/affiliate-program-page.tsx' },
  { path: '/help', file: 'help.html', module: 'src/features/help/routes/help-page.tsx' },
  { path: '/contact', file: 'contact.html', module: 'src/features/contact/routes/contact-page.tsx' },
  { path: '/privacy', file: 'privacy.html', module: 'src/features/legal/routes/privacy-page.tsx' },
  { path: '/terms', file: 'terms.html', module: 'src/features/legal/routes/terms-page.tsx' },
  { path: '/auth', file: 'auth.html', module: 'src/features/auth/routes/auth-page.tsx' },
  { path: NOT_FOUND_PATH, file: '404.html', module: 'src/app/not-found-page.tsx' },
];

/** The client-rendered app shell (Vite's index.html, renamed): what the server and the service worker answer for every other route. */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * Routes of src/app/routes.tsx that exist but are not prerendered: they read the device (session, local database,
 * a mailed link's fragment), so only the app shell can answer them. Any other unknown path gets the not-found page.
 */
export const APP_SHELL_PATHS: readonly RegExp[] = [/^\/dashboard(\/|$)/, /^\/auth\/reset-password\/?$/];

/** One prerendered page in one language: the address it answers and the file the build writes it to. */
export interface PageInLanguage {
  page: PrerenderedPage;
  locale: Locale;
  /** `/courses` in English, `/sw/courses` in Kiswahili. */
  path: string;
  /** `courses.html`, `sw/courses.html`; the front page in Kiswahili is `sw.html` (beside `sw/`, as `courses.html` is). */
  file: string;
}

export function pageInLanguage(page: PrerenderedPage, locale: Locale): PageInLanguage {
  const path = withLocalePrefix(page.path, locale);
  return { page, locale, path, file: path === page.path ? page.file : `${path.slice(1)}.html` };
}

/**
 * Every public page is also prerendered in each other shipped language under its prefix, so a Kiswahili visitor's first
 * paint is Kiswahili before any script runs. The not-found page stays English (any unknown path answers it).
 */
export const LOCALIZED_PAGES: readonly PageInLanguage[] = PREFIXED_LOCALES.flatMap((locale) =>
  PRERENDERED_PAGES.filter((page) => page.path !== NOT_FOUND_PATH).map((page) => pageInLanguage(page, locale)),
);

/** The prerendered page for a path, in the language its prefix names (trailing slash ignored), else undefined. */
export function findPrerenderedPage(pathname: string): PageInLanguage | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { locale, path } = splitLocalePrefix(trimmed);
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  if (!page || (locale && page.path === NOT_FOUND_PATH)) return undefined;
  return pageInLanguage(page, locale ?? 'en');
}

/**
 * A link's address in the language the interface is in: a public page's gets the language's prefix (its HTML is already
 * in that language), any other (the dashboard, a file, another site) stays as it is.
 */
export function localizedHref(to: string, locale: string): string {
  const match = /^(\/[^?#]*)(.*)$/.exec(to);
  if (!match) return to;
  const found = findPrerenderedPage(match[1]!);
  if (!found || found.page.path === NOT_FOUND_PATH) return to;
  const target = (PREFIXED_LOCALES as readonly string[]).includes(locale) ? withLocalePrefix(found.page.path, locale as Locale) : found.page.path;
  return `${target}${match[2]}`;
}

/** The file a server answers a page navigation with, and its status: prerendered page, app shell, or not found. */
export function resolveNavigation(pathname: string): { file: string; status: 200 | 404 } {
  const page = findPrerenderedPage(pathname);
  if (page) return { file: page.file, status: 200 };
  if (APP_SHELL_PATHS.some((pattern) => pattern.test(pathname))) return { file: APP_SHELL_FILE, status: 200 };
  return { file: PRERENDERED_PAGES.find((candidate) => candidate.path === NOT_FOUND_PATH)!.file, status: 404 };
}
