// A prerendered public page, live without the router: its layout and page hydrate with a navigation backend of plain
// links. The first in-page navigation (a link, a sign-in) loads the router and the rest of the app, which takes over.
import { StrictMode, useEffect, type ComponentType, type MouseEvent } from 'react';
import type { Root } from 'react-dom/client';
import { activeLocale, useLocale, type UiLocale } from '../../lib/i18n';
import { NavigationProvider, type LinkProps, type NavigateOptions, type NavigationBackend, type PageLocation } from '../../lib/navigation';
import { findPrerenderedPage, localizedHref } from '../prerender/pages';
import { AppProviders } from '../providers';

/** A click the browser should handle itself: another tab or window, a download, a modified or middle click. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target !== undefined && target !== '_self');
}

/**
 * Links and navigate of a page rendered without the router: the same `<a href>` markup the router's links render (a
 * public page's address in the interface's language), and `go` for what a click or a navigate call does (in the
 * browser: switch to the router app; at build time: nothing). Replacing this page's address with its own in another
 * language (a language switch) only rewrites the address: the page is the same.
 */
export function documentNavigation(location: PageLocation, Page: ComponentType, go: (to: string, options: NavigateOptions) => void): NavigationBackend {
  const thisPage = findPrerenderedPage(location.pathname)?.page;
  const navigate = (to: string, options: NavigateOptions = {}) => {
    const href = localizedHref(to, activeLocale());
    const target = new URL(href, window.location.href);
    if (options.replace && thisPage && target.search === '' && target.hash === '' && findPrerenderedPage(target.pathname)?.page === thisPage) {
      window.history.replaceState(window.history.state, '', target);
      return;
    }
    go(href, options);
  };
  function DocumentLink({ to, replace, state, onClick, target, ...rest }: LinkProps) {
    const href = localizedHref(to, useLocale());
    return (
      <a
        {...rest}
        href={href}
        target={target}
        onClick={(event) => {
          onClick?.(event);
          if (leftToTheBrowser(event, target)) return;
          event.preventDefault();
          go(href, { replace, state });
        }}
      />
    );
  }
  return {
    Link: DocumentLink,
    Outlet: Page,
    pageInHand: true,
    useNavigate: () => navigate,
    useLocation: () => location,
  };
}

/** Renders nothing; its effect runs once React has adopted what comes before it (effects run after the hydration commit). */
function WhenAdopted({ then }: { then: () => void }) {
  useEffect(() => then(), [then]);
  return null;
}

/**
 * The page that calls `onAdopted` once React has adopted it. The layout hydrates its header and footer first and the
 * page (in its Suspense boundary) in a later task, so the signal sits in the page: the same markup, nothing added.
 */
export function signallingAdoption(Page: ComponentType, onAdopted: () => void): ComponentType {
  return function AdoptedPage() {
    return (
      <>
        <Page />
        <WhenAdopted then={onAdopted} />
      </>
    );
  };
}

/**
 * The public layout with the page in it, under the app's providers: the same tree the build rendered to HTML.
 * `hydrating`: the browser adopts the build's HTML, whose global styles are already in the document.
 */
export function publicPageTree(Layout: ComponentType, navigation: NavigationBackend, locale?: UiLocale, { hydrating = false } = {}) {
  return (
    <StrictMode>
      <AppProviders locale={locale} globalStylesInPage={hydrating}>
        <NavigationProvider value={navigation}>
          <Layout />
        </NavigationProvider>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * What a navigation from the hydrated page does: the router app (fetched now; the worker keeps it for offline use) is
 * made ready for the new address, which is then pushed, and takes over the root. If its code cannot be had (offline,
 * never cached), the browser navigates instead, and the service worker or the server answers.
 */
export function switchToRouterApp(root: Root, locale: UiLocale | undefined): (to: string, options: NavigateOptions) => void {
  let switching: Promise<void> | undefined;
  return (to, { replace, state }) => {
    switching ??= (async () => {
      const url = new URL(to, window.location.href);
      try {
        const { loadMatchedRoutes, routerApp } = await import('../router-app');
        await loadMatchedRoutes(url.pathname);
        // The entries as react-router's browser history writes them, so Back returns to this page through the router.
        const current = (window.history.state ?? {}) as { idx?: number };
        const idx = current.idx ?? 0;
        const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
        if (replace) window.history.replaceState({ ...entry, idx }, '', url);
        else {
          window.history.replaceState({ usr: null, key: 'default', ...current, idx }, '');
          window.history.pushState({ ...entry, idx: idx + 1 }, '', url);
        }
        root.render(routerApp(locale));
      } catch (error) {
        console.warn('The app could not load; navigating the page instead', error);
        if (replace) window.location.replace(url);
        else window.location.assign(url);
      }
    })();
  };
}
