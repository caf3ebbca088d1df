// A prerendered public page's entry: hydrate its layout and page without the router (src/app/public/public-app.tsx).
// Opened with a query or fragment the build could not know, the page is rendered by the router app instead.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { activateLocale, initialLocale } from './lib/i18n';
import { isPrerenderedFor } from './app/prerender/hydrate';
import { documentNavigation, publicPageTree, switchToRouterApp } from './app/public/public-app';
import { loadPublicLayout, PUBLIC_PAGE_MODULES } from './app/public/public-pages';
import { appRoot, registerWorkerWhenLoaded, startApp } from './app/start';

await startApp();
const root = appRoot();
const locale = initialLocale();
const prerendered = root.dataset.prerendered;
const loadPage = prerendered === undefined ? undefined : PUBLIC_PAGE_MODULES[prerendered];
if (loadPage && isPrerenderedFor(prerendered, window.location)) {
  // Prerendered pages are English: they hydrate in English and switch once adopted (AppProviders).
  const [{ default: Layout }, { default: Page }] = await Promise.all([loadPublicLayout(), loadPage()]);
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  // Navigations happen after hydration (in events and effects), once `reactRoot` is set.
  let switchApp: ReturnType<typeof switchToRouterApp> | undefined;
  const go = (to: string, options: { replace?: boolean; state?: unknown }) => {
    switchApp ??= switchToRouterApp(reactRoot, locale);
    switchApp(to, options);
  };
  const reactRoot: Root = hydrateRoot(root, publicPageTree(Layout, documentNavigation({ pathname, search, hash, state }, Page, go), locale));
} else {
  const [{ loadMatchedRoutes, routerApp }] = await Promise.all([import('./app/router-app'), activateLocale(locale).catch(() => undefined)]);
  await loadMatchedRoutes(window.location.pathname);
  createRoot(root).render(routerApp(locale));
}
registerWorkerWhenLoaded();
