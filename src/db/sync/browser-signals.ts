// What the browser tells the sync engine about the device: online or not, data saver, the tab's visibility (none of it exists under Node).
import { isDataSaverOn } from '../../lib/data-settings.ts';

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Data saver (the learner's setting, or the browser's Save-Data when none is chosen): live updates wait, the poll goes on. */
export function isSavingData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isDataSaverOn();
}

export type BrowserSignalHandlers = {
  online(): void;
  offline(): void;
  /** The tab was shown (true) or hidden (false). */
  visibilityChange(visible: boolean): void;
};

/** Listens to `online`, `offline` and `visibilitychange`; returns the unsubscribe. */
export function watchBrowserSignals(handlers: BrowserSignalHandlers): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => undefined;
  const onOnline = () => handlers.online();
  const onOffline = () => handlers.offline();
  const onVisible = () => handlers.visibilityChange(document.visibilityState === 'visible');
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
