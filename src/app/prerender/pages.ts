// Which public pages the build prerenders to real HTML, the file each is written to, and which paths only the app shell answers.

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

/** The prerendered page for a path (trailing slash ignored), else undefined. */
export function findPrerenderedPage(pathname: string): PrerenderedPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_PAGES.find((page) => page.path === path);
}

/** The file a server answers a page navigation with, and its status: prerendered page, app shell, or not found. */
export function resolveNavigation(pathname: string): { file: string; status: 200 | 404 } {
  const page = findPrerenderedPage(pathname);
  if (page) return { file: page.file, status: 200 };
  if (APP_SHELL_PATHS.some((pattern) => pattern.test(pathname))) return { file: APP_SHELL_FILE, status: 200 };
  return { file: PRERENDERED_PAGES.find((candidate) => candidate.path === NOT_FOUND_PATH)!.file, status: 404 };
}
