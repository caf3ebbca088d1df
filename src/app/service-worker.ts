// Registers /sw.js at start, checks for new versions (with data saver, on Wi-Fi only), and turns a waiting new version into an "Update available" prompt the user accepts.
import { Workbox } from 'workbox-window';
import { isDataSaverOn, onConnectionChange, readConnection } from '../lib/data-settings';
import { updateStore } from './update-store';

/** How often an open tab asks the server for a new version; navigation and tab focus also check. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    updateStore.setState({
      waiting: true,
      accept: () => {
        // Reload only once the new worker controls the page, so the page and its precache match.
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });

  wb.register()
    .then((registration) => {
      if (!registration) return;
      const checkForUpdate = () => {
        if (!navigator.onLine) return;
        // A found update installs (downloads) at once; with data saver that waits for Wi-Fi. The browser's own
        // check on navigation still runs, and the new version still waits for the learner's word to take over.
        if (isDataSaverOn() && readConnection().kind !== 'unmetered') return;
        void registration.update().catch(() => undefined);
      };
      setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkForUpdate();
      });
      onConnectionChange(checkForUpdate);
    })
    // The app works without a service worker (only not offline); the spec asks for the failure to be logged only.
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

