// In the browser: whether #root holds this URL's prerendered page (then React hydrates it), and the route code it needs first.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { NOT_FOUND_PATH } from './pages';

interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * True when the markup in #root was prerendered for this very URL. A query or fragment (a search, a mailed sign-in
 * link) may change what the page shows, which the build could not know: such a visit renders from scratch.
 */
export function isPrerenderedFor(prerenderedPath: string | undefined, location: PageLocation, routes: RouteObject[]): boolean {
  if (!prerenderedPath || location.search !== '' || location.hash !== '') return false;
  if (prerenderedPath === NOT_FOUND_PATH) {
    // The not-found page stands for any path only the public catch-all route matches.
    const matches = matchRoutes(routes, location.pathname) ?? [];
    return matches.length === 2 && matches[1]!.route.path === '*';
  }
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  return path === prerenderedPath;
}

/**
 * Loads the lazy route modules this URL matches before the router is created. The router then starts initialized
 * with the page's component, so its first render is the prerendered markup rather than an empty fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
