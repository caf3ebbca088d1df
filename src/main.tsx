// Boot: follow the session, catch the install prompt, hydrate the prerendered page (or render the app), register the service worker.
import '@fontsource-variable/inter/index.css';
import './ui/font-fallback.css';
import './ui/script-fonts.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { isPrerenderedFor, loadMatchedRoutes } from './app/prerender/hydrate';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { startSessionTracking } from './auth/session-store';
import { captureInstallPrompt } from './features/install/install-prompt';
import { hasQueuedAnonymousSubmissions } from './features/public-forms/data/anonymous-outbox-key';
import { activateLocale, initialLocale } from './lib/i18n';
import { hasReferralWork } from './lib/referral-keys';

// The moment the app's code starts (after React, the router and Chakra loaded): benchmarks measure from here.
performance.mark('maarifa:app-start');
document.documentElement.dataset.build = __MAARIFA_BUILD_ID__;
// Before anything else reads it: the session (from storage) and a mailed link's fragment.
startSessionTracking();
// An affiliate link's `?ref=` is kept before the router (and the prerendered-page check) reads the address; its code
// loads only for such a visit, or while a click or sign-up waits to be sent.
if (hasReferralWork(window.location)) {
  await import('./auth/referral-sync')
    .then(({ startReferralTracking }) => startReferralTracking())
    .catch((error: unknown) => console.warn('Referral not kept', error));
}
captureInstallPrompt();

// A message sent while signed out and offline waits on the device; it goes out from whatever page is open next.
if (hasQueuedAnonymousSubmissions()) {
  importWhenOnline(() => import('./features/public-forms/data/anonymous-outbox').then(({ watchAnonymousOutbox }) => watchAnonymousOutbox()));
}

/**
 * Code a page loads after painting is kept by the service worker once used, not at install (a first visit pays only
 * for the page): opened offline before then, it loads when the connection returns.
 */
function importWhenOnline(load: () => Promise<unknown>): void {
  load().catch(() => window.addEventListener('online', () => void load().catch(() => undefined), { once: true }));
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A prerendered public page: adopt its markup (hydration data, if any, is read from the page by the router).
// The visitor's language: prerendered pages are English, so they hydrate in English and switch once adopted (providers);
// the app shell waits for its catalog (from the service worker's cache once used) so it never paints English first.
const locale = initialLocale();
if (isPrerenderedFor(root.dataset.prerendered, window.location, routes)) {
  await loadMatchedRoutes(routes, window.location.pathname);
  hydrateRoot(root, renderApp(locale));
} else {
  // The app shell (dashboard, or a page opened with a query or fragment): React renders everything.
  await activateLocale(locale).catch(() => undefined);
  createRoot(root).render(renderApp(locale));
}

function renderApp(locale: ReturnType<typeof initialLocale>) {
  const router = createBrowserRouter(routes);
  return (
    <StrictMode>
      <AppProviders locale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

// The database and sync engine start once the dashboard shell has painted (its layout asks for them), never on public pages.
// After the page has loaded and painted: the worker's install (the public pages' files, mostly already fetched by this
// page) must not compete on 3G with the first page's own scripts and font.
if (import.meta.env.PROD) {
  const register = () => importWhenOnline(() => import('./app/service-worker').then(({ registerServiceWorker }) => registerServiceWorker()));
  const afterFirstPaint = () => void document.fonts.ready.then(() => setTimeout(register, 0));
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
}
