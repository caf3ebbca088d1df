// Proves the prerender list and the server's answer for each path agree with the route table, and when a page hydrates.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { isPrerenderedFor } from './hydrate';
import { APP_SHELL_FILE, LOCALIZED_PAGES, NOT_FOUND_PATH, PRERENDERED_PAGES, localizedHref, resolveNavigation } from './pages';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('prerendered pages', () => {
  it.each(PRERENDERED_PAGES.filter((page) => page.path !== NOT_FOUND_PATH))('$path is a public route of its own, not the catch-all', ({ path }) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    expect(matches).toHaveLength(2);
  });

  it('answers each prerendered path with its file, client-only routes with the app shell, anything else with 404.html', () => {
    expect(resolveNavigation('/')).toEqual({ file: 'index.html', status: 200 });
    expect(resolveNavigation('/courses/')).toEqual({ file: 'courses.html', status: 200 });
    expect(resolveNavigation('/dashboard')).toEqual({ file: APP_SHELL_FILE, status: 200 });
    expect(resolveNavigation('/dashboard/courses/abc/learn')).toEqual({ file: APP_SHELL_FILE, status: 200 });
    expect(resolveNavigation('/auth/reset-password')).toEqual({ file: APP_SHELL_FILE, status: 200 });
    expect(resolveNavigation('/dashboardx')).toEqual({ file: '404.html', status: 404 });
    expect(resolveNavigation('/no/such/page')).toEqual({ file: '404.html', status: 404 });
  });

  it('sends to the app shell every route the table has that is not prerendered', () => {
    for (const path of ['/dashboard', '/dashboard/xp', '/auth/reset-password']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
      expect(resolveNavigation(path).file).toBe(APP_SHELL_FILE);
    }
  });
});

describe('pages in other languages', () => {
  it('prerenders every public page but the not-found page in each of the nine other languages', () => {
    expect(LOCALIZED_PAGES).toHaveLength(9 * (PRERENDERED_PAGES.length - 1));
    expect(new Set(LOCALIZED_PAGES.map((page) => page.file)).size).toBe(LOCALIZED_PAGES.length);
  });

  it.each(LOCALIZED_PAGES.filter((page) => page.locale === 'sw' || page.locale === 'ar'))('$path is a route of the table, not the catch-all', ({ path }) => {
    expect((matchRoutes(routes, path) ?? []).at(-1)?.route.path).not.toBe('*');
  });

  it('answers a language prefix with that language’s file, and no prefix it does not ship', () => {
    expect(resolveNavigation('/sw')).toEqual({ file: 'sw.html', status: 200 });
    expect(resolveNavigation('/sw/')).toEqual({ file: 'sw.html', status: 200 });
    expect(resolveNavigation('/sw/courses/')).toEqual({ file: 'sw/courses.html', status: 200 });
    expect(resolveNavigation('/am/affiliate-program')).toEqual({ file: 'am/affiliate-program.html', status: 200 });
    expect(resolveNavigation('/en/courses')).toEqual({ file: '404.html', status: 404 });
    expect(resolveNavigation('/de/courses')).toEqual({ file: '404.html', status: 404 });
    expect(resolveNavigation('/sw/dashboard')).toEqual({ file: '404.html', status: 404 });
    expect(resolveNavigation('/sw/no-such-page')).toEqual({ file: '404.html', status: 404 });
  });

  it('points a public page’s links at its address in the interface’s language, and leaves other links alone', () => {
    expect(localizedHref('/courses', 'sw')).toBe('/sw/courses');
    expect(localizedHref('/', 'ar')).toBe('/ar');
    expect(localizedHref('/auth?mode=signup#top', 'fr')).toBe('/fr/auth?mode=signup#top');
    expect(localizedHref('/sw/help', 'fr')).toBe('/fr/help');
    expect(localizedHref('/sw/help', 'en')).toBe('/help');
    expect(localizedHref('/help', 'en-XA')).toBe('/help');
    expect(localizedHref('/dashboard/courses', 'sw')).toBe('/dashboard/courses');
    expect(localizedHref('/no-such-page', 'sw')).toBe('/no-such-page');
    expect(localizedHref('https://example.org/courses', 'sw')).toBe('https://example.org/courses');
  });
});

describe('isPrerenderedFor', () => {
  it('hydrates the page prerendered for this path, trailing slash or not', () => {
    expect(isPrerenderedFor('/help', at('/help'))).toBe(true);
    expect(isPrerenderedFor('/help', at('/help/'))).toBe(true);
    expect(isPrerenderedFor('/', at('/'))).toBe(true);
    expect(isPrerenderedFor('/sw/help', at('/sw/help/'))).toBe(true);
    expect(isPrerenderedFor('/sw', at('/sw'))).toBe(true);
    expect(isPrerenderedFor('/sw/help', at('/fr/help'))).toBe(false);
  });

  it('renders from scratch in the app shell, on another path, or with a query or fragment the build could not know', () => {
    expect(isPrerenderedFor(undefined, at('/help'))).toBe(false);
    expect(isPrerenderedFor('/help', at('/contact'))).toBe(false);
    expect(isPrerenderedFor('/courses', at('/courses', '?q=react'))).toBe(false);
    expect(isPrerenderedFor('/', at('/', '', '#access_token=x'))).toBe(false);
  });

  it('hydrates the not-found page for any path only the public catch-all matches', () => {
    expect(isPrerenderedFor(NOT_FOUND_PATH, at('/no-such-page'))).toBe(true);
    expect(isPrerenderedFor(NOT_FOUND_PATH, at('/a/b/c'))).toBe(true);
    expect(isPrerenderedFor(NOT_FOUND_PATH, at('/dashboard/no-such-page'))).toBe(false);
    expect(isPrerenderedFor(NOT_FOUND_PATH, at('/help'))).toBe(false);
  });
});

describe('the not-found page', () => {
  it('is answered exactly for the paths only the public catch-all route matches', () => {
    for (const path of ['/no-such-page', '/a/b/c', '/dashboardx', '/help/more', '/dashboard/no-such-page', '/help', '/', '/sw/no-such-page', '/sw/help/more', '/sw/dashboard', '/de/help']) {
      const onlyCatchAll = (matchRoutes(routes, path) ?? []).at(-1)?.route.path === '*' && (matchRoutes(routes, path) ?? []).length === 2;
      expect(isPrerenderedFor(NOT_FOUND_PATH, at(path)), path).toBe(onlyCatchAll);
    }
  });
});
