// Proves the prerender list and the server's answer for each path agree with the route table, and when a page hydrates.
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { isPrerenderedFor } from './hydrate';
import { APP_SHELL_FILE, NOT_FOUND_PATH, PRERENDERED_PAGES, resolveNavigation } from './pages';

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

describe('isPrerenderedFor', () => {
  it('hydrates the page prerendered for this path, trailing slash or not', () => {
    expect(isPrerenderedFor('/help', at('/help'))).toBe(true);
    expect(isPrerenderedFor('/help', at('/help/'))).toBe(true);
    expect(isPrerenderedFor('/', at('/'))).toBe(true);
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
    for (const path of ['/no-such-page', '/a/b/c', '/dashboardx', '/help/more', '/dashboard/no-such-page', '/help', '/']) {
      const onlyCatchAll = (matchRoutes(routes, path) ?? []).at(-1)?.route.path === '*' && (matchRoutes(routes, path) ?? []).length === 2;
      expect(isPrerenderedFor(NOT_FOUND_PATH, at(path)), path).toBe(onlyCatchAll);
    }
  });
});
