// Loading code that may not be on the device yet: a failed load is tried again while online and waits for the
// connection otherwise, so a part of a page that could not come yet shows later instead of an error.

/** Tries while online before waiting for the next `online` event; the waits double from 0.5 s (0.5 … 8 s). */
const RETRIES_ONLINE = 5;
const FIRST_WAIT_MS = 500;

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/**
 * Resolves with the first load that succeeds; never rejects. Code a page loads after painting is kept by the service
 * worker once used, not at install (a first visit pays only for the page): asked for offline before then, it comes
 * when the connection returns. Online, a failed load is tried again a little later, each wait longer: the `online`
 * event comes before the browser routes requests again, and the connection can come back while a load is on its way,
 * after that event has passed. After the last online retry it waits for the next `online` event, and so on; it warns
 * then, since a load that fails on every try while online may be code that throws as it runs, not the network.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    const attempt = (retry: number) => {
      load().then(resolve, (error: unknown) => {
        const online = isOnline();
        if (online && retry < RETRIES_ONLINE) {
          setTimeout(() => attempt(retry + 1), FIRST_WAIT_MS * 2 ** retry);
          return;
        }
        if (online) console.warn('Could not load a part of the page; trying again when the connection returns', error);
        window.addEventListener('online', () => attempt(0), { once: true });
      });
    };
    attempt(0);
  });
}
