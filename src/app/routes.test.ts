// Proves the route table holds every route of spec §2 and that each page is lazy-loaded.
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from './routes';

function collectPaths(list: RouteObject[], prefix = ''): Map<string, RouteObject> {
  const found = new Map<string, RouteObject>();
  for (const route of list) {
    const path = route.index ? prefix || '/' : route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    if (route.index || route.path) found.set(path, route);
    for (const [childPath, child] of collectPaths(route.children ?? [], route.path ? path : prefix)) found.set(childPath, child);
  }
  return found;
}

const specRoutes = [
  '/', '/auth', '/courses', '/for-creators', '/affiliate-program', '/help', '/contact', '/privacy', '/terms', '/*',
  '/dashboard', '/dashboard/courses', '/dashboard/courses/create', '/dashboard/courses/:courseId',
  '/dashboard/courses/:courseId/edit', '/dashboard/courses/:courseId/learn', '/dashboard/courses/:courseId/modules/:moduleId',
  '/dashboard/community', '/dashboard/xp', '/dashboard/marketplace', '/dashboard/profile', '/dashboard/ai-layer',
  '/dashboard/automation', '/dashboard/revenue', '/dashboard/tech', '/dashboard/api-integrations',
  '/dashboard/private-integrations', '/dashboard/experience', '/dashboard/future', '/dashboard/superadmin',
  '/dashboard/admin', '/dashboard/instructor', '/dashboard/learner', '/dashboard/affiliate',
];

describe('route table', () => {
  const paths = collectPaths(routes);

  it.each(specRoutes)('has %s', (path) => {
    expect(paths.has(path)).toBe(true);
  });

  it('loads every page lazily', () => {
    for (const [path, route] of paths) expect(typeof route.lazy, path).toBe('function');
  });
});
