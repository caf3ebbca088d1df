// A prerendered public page's entry: hydrate its layout and page without the router (src/app/public/public-app.tsx).
// Opened with a query or fragment the build could not know, the page is rendered by the router app instead.
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { activateLocale, initialLocale, readDeviceLocale, setPrerenderedLocale, SOURCE_LOCALE } from './lib/i18n';
import { isPrerenderedFor } from './app/prerender/hydrate';
import { findPrerenderedPage } from './app/prerender/pages';
import { documentNavigation, publicPageTree, signallingAdoption, switchToRouterApp } from './app/public/public-app';
import { loadPublicLayout, PUBLIC_PAGE_MODULES } from './app/public/public-pages';
import { appRoot, continueWhenLoaded, startApp } from './app/start';
import { holdLaterHydration, releaseLaterHydration } from './ui/hydrate-later';
import { loadStyleCompiler } from './ui/style-cache';

await startApp();
const root = appRoot();
let locale = initialLocale();
const prerendered = root.dataset.prerendered;
const page = prerendered === undefined ? undefined : findPrerenderedPage(prerendered);
const loadPage = page && PUBLIC_PAGE_MODULES[page.page.path];
// A page prerendered in another language (`/sw/courses`) hydrates in it: its catalog (preloaded by the page) first. The
// address chose the language; the device keeps it when it had no choice of its own yet. Without the catalog (offline,
// never kept), the page is rendered afresh in English rather than hydrated against a mismatch.
const inItsLanguage =
  page?.locale === SOURCE_LOCALE ||
  (page !== undefined &&
    (await activateLocale(page.locale, { remember: readDeviceLocale() === null }).then(
      () => true,
      () => false,
    )));
if (page && page.locale !== SOURCE_LOCALE) {
  if (inItsLanguage) setPrerenderedLocale(page.locale);
  locale = inItsLanguage ? page.locale : SOURCE_LOCALE;
}
if (loadPage && inItsLanguage && isPrerenderedFor(prerendered, window.location)) {
  // English pages hydrate in English and switch to the visitor's language once adopted (AppProviders).
  const [{ default: Layout }, { default: Page }] = await Promise.all([loadPublicLayout(), loadPage()]);
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  // Navigations happen after hydration (in events and effects), once `reactRoot` is set.
  let switchApp: ReturnType<typeof switchToRouterApp> | undefined;
  const adopted = () => {
    releaseLaterHydration();
    // The page hydrated with no CSS compiler (its HTML has its styles); what it shows next (a toast, a menu) needs it.
    // The router app, below and after a switch, compiles with Emotion's own (src/app/router-app.tsx).
    continueWhenLoaded(loadStyleCompiler);
  };
  const go = (to: string, options: { replace?: boolean; state?: unknown }) => {
    // A header link can be followed before the page itself is adopted: what waits for that starts now.
    adopted();
    switchApp ??= switchToRouterApp(reactRoot, locale);
    switchApp(to, options);
  };
  // What waits for the page to be live (the sections below the fold, the brand font, files for later, the worker)
  // starts once React has adopted it.
  holdLaterHydration();
  const navigation = documentNavigation({ pathname, search, hash, state }, signallingAdoption(Page, adopted), go);
  const reactRoot: Root = hydrateRoot(root, publicPageTree(Layout, navigation, locale, { hydrating: true }));
} else {
  const [{ loadMatchedRoutes, routerApp }] = await Promise.all([import('./app/router-app'), activateLocale(locale).catch(() => undefined)]);
  await loadMatchedRoutes(window.location.pathname);
  createRoot(root).render(routerApp(locale));
  continueWhenLoaded();
}
