// What every page does before it renders, whichever entry it loaded (the app shell's or a public page's): follow the
// session, keep a referral, catch the install prompt, send what waits in the outbox; and, once loaded, register the worker.
import '@fontsource-variable/inter/index.css';
import '../ui/font-fallback.css';
import '../ui/script-fonts.css';
import { startSessionTracking } from '../auth/session-store';
import { switchToBrandFont } from '../ui/brand-font';
import { requestAfterLoadFiles } from './after-load';
import { captureInstallPrompt } from '../features/install/install-prompt';
import { hasQueuedAnonymousSubmissions } from '../features/public-forms/data/anonymous-outbox-key';
import { loadWhenOnline } from '../lib/load-when-online';
import { hasReferralWork } from '../lib/referral-keys';

export async function startApp(): Promise<void> {
  // The moment the app's code starts (after React and Chakra loaded): benchmarks measure from here.
  performance.mark('maarifa:app-start');
  document.documentElement.dataset.build = __MAARIFA_BUILD_ID__;
  // Before anything else reads it: the session (from storage) and a mailed link's fragment.
  startSessionTracking(() => import('../auth/auth-client').then(({ loadAuthClient }) => loadAuthClient()));
  // An affiliate link's `?ref=` is kept before the router (and the prerendered-page check) reads the address; its code
  // loads only for such a visit, or while a click or sign-up waits to be sent.
  if (hasReferralWork(window.location)) {
    await import('../auth/referral-sync')
      .then(({ startReferralTracking }) => startReferralTracking())
      .catch((error: unknown) => console.warn('Referral not kept', error));
  }
  captureInstallPrompt();

  // A message sent while signed out and offline waits on the device; it goes out from whatever page is open next.
  if (hasQueuedAnonymousSubmissions()) {
    void loadWhenOnline(() => import('../features/public-forms/data/anonymous-outbox').then(({ watchAnonymousOutbox }) => watchAnonymousOutbox()));
  }
}

/**
 * Once the page has loaded and is live (a prerendered page calls this when React has adopted it): the brand font and
 * the files the page named for later, which on 3G would have shared the link with the page's own scripts and held back
 * the moment it answers a tap; then, with the font in, the worker's install (the public pages' files, mostly already
 * fetched by this page). `pageLoad`: code the caller's page needs next, loaded then too (a prerendered page's CSS
 * compiler, src/public-main.tsx).
 */
let continued = false;

export function continueWhenLoaded(pageLoad?: () => Promise<unknown>): void {
  if (continued) return;
  continued = true;
  const register = () => void loadWhenOnline(() => import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker()));
  const afterLoad = () => {
    void switchToBrandFont();
    requestAfterLoadFiles();
    if (pageLoad) void loadWhenOnline(pageLoad);
    if (import.meta.env.PROD) void document.fonts.ready.then(() => setTimeout(register, 0));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

export function appRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  return root;
}
