// Asks the service worker to keep the dashboard's core on the device once the user is signed in.
import { askWorker } from './ask-worker';

/** Set once this device keeps the core, so an update's size counts the core's new files. */
export const CORE_KEPT_KEY = 'maarifa:offline-core-kept';

/**
 * Once signed in, asks the service worker to keep the dashboard's core (shell, home, courses, community, profile) so
 * those open offline before they are visited. Files already kept cost nothing; `data-offline-core` on <html> tells
 * when all of it is on the device.
 */
export function cacheDashboardCore(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      if (!registration.active) throw new Error('No active service worker');
      // Keeping the core downloads it, which takes as long as the network does: no time limit.
      return askWorker<{ cached: number; total: number }>(registration.active, { type: 'CACHE_CORE' });
    })
    .then(({ cached, total }) => {
      document.documentElement.dataset.offlineCore = cached === total ? 'ready' : 'partial';
      if (cached === total) localStorage.setItem(CORE_KEPT_KEY, '1');
    })
    // Offline or without a worker the core simply waits for the next dashboard visit.
    .catch(() => undefined);
}
