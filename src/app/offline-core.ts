// Asks the service worker to keep the dashboard's core on the device once the user is signed in, and holds how far it
// has got (the header's "Getting ready for offline… 60%", then "Ready offline").
import { createStore, useStore } from 'zustand';

/** Set once this device keeps the core, so an update's size counts the core's new files. */
export const CORE_KEPT_KEY = 'maarifa:offline-core-kept';

/** What the worker tells as it keeps the core (sw/sw.ts): files and their bytes on the wire, of all it needs. */
export interface CoreProgress {
  cached: number;
  total: number;
  bytes: number;
  totalBytes: number;
  /** Every file has been tried, whether or not all came. */
  done: boolean;
}

/**
 * Offline readiness, as a state with a name: `unknown` until the worker answers (or with no worker); `keeping` while
 * files come; `incomplete` when the keeping ended short (the network went away), to go on when it returns; `ready`
 * when every file is on the device, `announced` for a few seconds after that happened during this visit ("Ready offline").
 */
export type Readiness =
  | { phase: 'unknown' }
  | { phase: 'keeping'; ratio: number }
  | { phase: 'incomplete'; ratio: number }
  | { phase: 'ready'; announced: boolean };

export const readinessStore = createStore<Readiness>(() => ({ phase: 'unknown' }));

export function useReadiness(): Readiness {
  return useStore(readinessStore);
}

/** The share of the core on the device, by bytes on the wire (by files when sizes are unknown). */
export function coreRatio(progress: CoreProgress): number {
  if (progress.cached >= progress.total) return 1;
  if (progress.totalBytes > 0) return Math.min(progress.bytes / progress.totalBytes, 0.99);
  return progress.total > 0 ? progress.cached / progress.total : 1;
}

/**
 * The readiness a worker's report means. `sawMissing`: this visit has seen a file not yet kept, so reaching all of it
 * is news worth saying; a device that had it all already says nothing.
 */
export function readinessFrom(progress: CoreProgress, sawMissing: boolean): Readiness {
  if (progress.cached >= progress.total) return { phase: 'ready', announced: sawMissing };
  return { phase: progress.done ? 'incomplete' : 'keeping', ratio: coreRatio(progress) };
}

/** How long "Ready offline" stays once the last file has come: long enough to read, then the header is quiet again. */
const READY_SHOWN_MS = 6000;

let asking = false;
let sawMissing = false;

function askForCore(): void {
  if (asking) return;
  asking = true;
  void navigator.serviceWorker.ready
    .then((registration) => {
      const worker = registration.active;
      if (!worker) throw new Error('No active service worker');
      // Keeping the core downloads it, which takes as long as the network does: no time limit, only the worker's reports.
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<CoreProgress>) => {
        const progress = event.data;
        if (progress.cached < progress.total) sawMissing = true;
        readinessStore.setState(readinessFrom(progress, sawMissing), true);
        if (!progress.done) return;
        asking = false;
        channel.port1.close();
        const complete = progress.cached >= progress.total;
        document.documentElement.dataset.offlineCore = complete ? 'ready' : 'partial';
        if (complete) localStorage.setItem(CORE_KEPT_KEY, '1');
        if (complete && sawMissing) setTimeout(() => readinessStore.setState({ phase: 'ready', announced: false }, true), READY_SHOWN_MS);
      };
      worker.postMessage({ type: 'CACHE_CORE' }, [channel.port2]);
    })
    // Without a worker the app works online only; readiness stays unknown and says nothing.
    .catch(() => {
      asking = false;
    });
}

/**
 * Once signed in, asks the service worker to keep the dashboard's core (shell, home, courses, community, profile) so
 * those open offline before they are visited. Files already kept cost nothing; `data-offline-core` on <html> tells
 * when all of it is on the device. A keeping cut short by the network goes on when the connection returns, not only
 * at the next visit: until then the header says how much is kept. Returns the listener's removal (an effect's cleanup).
 */
export function cacheDashboardCore(): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const resume = () => {
    if (readinessStore.getState().phase !== 'ready') askForCore();
  };
  askForCore();
  window.addEventListener('online', resume);
  return () => window.removeEventListener('online', resume);
}
