// The service worker's share of the usage meter (issue #26): counts what the worker itself downloads (precache, app code,
// images, streamed lesson media) into the meter's IndexedDB, and holds streamed media back while the monthly cap stops downloads.
import { capState, isDownloadStopped, sumUsage, usagePeriod, type UsageCategory } from '../src/lib/data-usage';
import { readUsageDays, readUsageSettings, recordUsage } from '../src/lib/data-usage-db';
import { isBackendPath } from './backend-paths';

const MEDIA_PATH = /\.(mp4|m4v|webm|ogv|mov|mp3|m4a|ogg|oga|wav)$/i;
const IMAGE_PATH = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

/**
 * What one of the worker's own fetches is counted as, or null when it is counted elsewhere: media the worker streams is
 * counted where it is answered (its size is only known there), and the backend is never fetched by the worker.
 */
export function categoryOfWorkerFetch(url: URL, origin: string): UsageCategory | null {
  if (MEDIA_PATH.test(url.pathname)) return null;
  if (url.origin === origin && isBackendPath(url.pathname)) return null;
  if (IMAGE_PATH.test(url.pathname) && !url.pathname.startsWith('/assets/')) return 'other';
  return url.origin === origin ? 'app' : 'other';
}

/**
 * Body bytes of one fetch on the wire: nothing when the answer came from the HTTP cache (transferSize 0, so a file the
 * page had just fetched is not counted twice), the headers alone for a 304, the encoded body otherwise.
 */
export function wireBytes(entry: Pick<PerformanceResourceTiming, 'transferSize' | 'encodedBodySize'>): number {
  return Math.min(entry.transferSize, entry.encodedBodySize || entry.transferSize);
}

/** Counts every fetch the worker makes (its resource timing entries), by category. */
export function watchWorkerFetches(scope: { location: { origin: string } }): void {
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const category = categoryOfWorkerFetch(new URL(entry.name), scope.location.origin);
      const bytes = wireBytes(entry);
      if (category && bytes > 0) void recordUsage(category, bytes, 0).catch(() => undefined);
    }
    // The observer has them; the timeline's buffer (250 entries) would otherwise fill and stop taking new ones.
    performance.clearResourceTimings();
  });
  observer.observe({ type: 'resource', buffered: true });
}

async function downloadsStopped(): Promise<boolean> {
  const settings = await readUsageSettings();
  if (settings.capBytes === null) return false;
  const period = usagePeriod(new Date(), settings.resetDay);
  return isDownloadStopped(capState(sumUsage(await readUsageDays(period.startKey), period).total, settings, period));
}

/**
 * The network for lesson media not saved on the device: a media element's stream waits while the cap stops downloads
 * (503, the player shows it cannot load), and what it does download is counted as media by its Content-Length.
 */
export async function fetchLessonMedia(request: Request): Promise<Response> {
  const streamed = request.destination === 'video' || request.destination === 'audio';
  // A plain fetch of a media file is the page saving an offline copy: the page checks the cap and counts those bytes.
  if (!streamed) return fetch(request);
  if (await downloadsStopped().catch(() => false)) return new Response(null, { status: 503, statusText: 'Monthly data cap reached' });
  const response = await fetch(request);
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > 0) void recordUsage('media', length, 0).catch(() => undefined);
  return response;
}
