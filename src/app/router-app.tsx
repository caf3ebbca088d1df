// The whole app under react-router: what the app shell renders, and what a prerendered public page switches to on its
// first in-page navigation (that page hydrated without the router, src/app/public/public-app.tsx).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, useCallback, type ReactNode } from 'react';
import { Link, Outlet, RouterProvider, createBrowserRouter, matchRoutes, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { activeLocale, loadAppCatalog, useLocale, type UiLocale } from '../lib/i18n';
import { NavigationProvider, type LinkProps, type NavigateFunction, type NavigationBackend } from '../lib/navigation';
import { localizedHref } from './prerender/pages';
import { AppProviders } from './providers';
import { routes } from './routes';

/** A public page's link points at its address in the interface's language (`/sw/help`); others are as given. */
function LocalizedLink({ to, ...rest }: LinkProps) {
  return <Link to={localizedHref(to, useLocale())} {...rest} />;
}

function useLocalizedNavigate(): NavigateFunction {
  const navigate = useNavigate();
  return useCallback((to, options) => navigate(localizedHref(to, activeLocale()), options), [navigate]);
}

const routerNavigation: NavigationBackend = { Link: LocalizedLink, Outlet, useNavigate: useLocalizedNavigate, useLocation };

/**
 * What the router app's first render needs, loaded before the router is created: the lazy route modules this URL
 * matches (the router then starts initialized with the page's component, not an empty fallback), and the active
 * language's app part of the catalog (any route may render the dashboard's messages; a public page loaded only its
 * public part). Every caller (src/main.tsx, src/public-main.tsx, switchToRouterApp) awaits this before `routerApp`.
 */
export async function loadMatchedRoutes(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all([
    // Offline with the app part never opened, the dashboard's own messages read in English rather than not at all.
    loadAppCatalog().catch(() => undefined),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  ]);
}

/**
 * The router app renders its styles on the device, so it takes Emotion's own cache, its CSS compiler with it, and never
 * waits for it. The cache every page starts with (src/ui/style-cache.ts, in the browser's build) is made for pages the
 * build rendered: it has their styles and loads the compiler once they are live.
 */
let deviceStyles: ReturnType<typeof createCache> | undefined;

function DeviceStyles({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return children;
  deviceStyles ??= createCache({ key: 'css' });
  return <CacheProvider value={deviceStyles}>{children}</CacheProvider>;
}

/** The app for the current address (read when called: call it after the address is set). */
export function routerApp(locale?: UiLocale) {
  const router = createBrowserRouter(routes);
  return (
    <StrictMode>
      <DeviceStyles>
        <AppProviders locale={locale}>
          <NavigationProvider value={routerNavigation}>
            <RouterProvider router={router} />
          </NavigationProvider>
        </AppProviders>
      </DeviceStyles>
    </StrictMode>
  );
}
