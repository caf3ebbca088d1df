// Registers /sw.js at start, checks for new versions (with data saver, on Wi-Fi only), and turns a waiting new version into an "Update available" prompt the user accepts.
import { Workbox } from 'workbox-window';
import { askWorker } from './ask-worker';
import { CORE_KEPT_KEY } from './offline-core';
import { isDataSaverOn, onConnectionChange, readConnection, useDataSettings } from '../lib/data-settings';
import { readDeferredUpdate, writeUpdatePolicy } from '../lib/update-policy';
import { updateStore } from './update-store';
import { updateBytes, type VersionFile } from './update-size';

/** How often an open tab asks the server for a new version; navigation and tab focus also check. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** A worker's answer to VERSION_FILES; empty when it does not answer (a version from before sizes were told). */
async function filesOf(worker: ServiceWorker | null): Promise<VersionFile[]> {
  if (!worker) return [];
  const files = await askWorker<unknown>(worker, { type: 'VERSION_FILES' }, { ms: 5000, fallback: [] });
  return Array.isArray(files) ? (files as VersionFile[]) : [];
}

async function sizeUpdate(next: VersionFile[]): Promise<void> {
  if (next.length === 0) return;
  const current = await filesOf(navigator.serviceWorker.controller);
  updateStore.setState({ bytes: updateBytes(current, next, localStorage.getItem(CORE_KEPT_KEY) === '1') });
}

/** Tells the worker whether a large update may download by itself: not while data saver is on off Wi-Fi. */
function shareUpdatePolicy(): Promise<void> {
  return writeUpdatePolicy({ deferLarge: isDataSaverOn() && readConnection().kind !== 'unmetered' }).catch(() => undefined);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => filesOf(registration?.waiting ?? null))
      .then(sizeUpdate);
    updateStore.setState({
      waiting: true,
      deferred: false,
      accept: () => {
        // Reload only once the new worker controls the page, so the page and its precache match.
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });

  void shareUpdatePolicy();
  useDataSettings.subscribe((state, previous) => {
    if (state.dataSaver !== previous.dataSaver) void shareUpdatePolicy();
  });

  wb.register()
    .then((registration) => {
      if (!registration) return;
      // A large update found while saving data did not download: say what it costs and let the learner start it.
      const offerDeferred = (files: VersionFile[]) => {
        if (updateStore.getState().waiting) return;
        void sizeUpdate(files);
        updateStore.setState({
          deferred: true,
          accept: () => {
            updateStore.setState({ deferred: false, accept: null });
            void writeUpdatePolicy({ approved: true }).then(() => registration.update().catch(() => undefined));
          },
        });
      };
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; files?: VersionFile[] }>) => {
        if (event.data?.type === 'UPDATE_DEFERRED') offerDeferred(event.data.files ?? []);
      });
      navigator.serviceWorker.startMessages();
      // A page whose navigation left while the first worker was installing, and whose document appeared just after the
      // worker claimed the open pages, is neither served nor claimed by it: it asks, so this visit is offline-ready too.
      void navigator.serviceWorker.ready.then((ready) => {
        if (!navigator.serviceWorker.controller) ready.active?.postMessage({ type: 'CLAIM' });
      });
      // Found before this page listened (or in an earlier visit), or its message missed: the worker kept its list.
      const readDeferred = () => void readDeferredUpdate().then((files) => files && offerDeferred(files as VersionFile[]));
      readDeferred();
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'redundant') readDeferred();
        });
      });
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
      onConnectionChange(() => void shareUpdatePolicy().then(checkForUpdate));
    })
    // The app works without a service worker (only not offline); the spec asks for the failure to be logged only.
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

