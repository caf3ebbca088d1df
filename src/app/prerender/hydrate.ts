// In the browser: whether #root holds this URL's prerendered page (then React hydrates it). Reads no route table, so
// a public page's first load carries no router code.
import { NOT_FOUND_PATH, resolveNavigation } from './pages';

interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * True when the markup in #root was prerendered for this very URL. A query or fragment (a search, a mailed sign-in
 * link) may change what the page shows, which the build could not know: such a visit renders from scratch. The
 * not-found page stands for any path the server answers with it (pages.test.ts proves that is the public catch-all's).
 */
export function isPrerenderedFor(prerenderedPath: string | undefined, location: PageLocation): boolean {
  if (!prerenderedPath || location.search !== '' || location.hash !== '') return false;
  if (prerenderedPath === NOT_FOUND_PATH) return resolveNavigation(location.pathname).status === 404;
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  return path === prerenderedPath;
}
