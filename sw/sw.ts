// The service worker (served at /sw.js): precached public pages and app shell, the dashboard's code cached at sign-in or on use,
// offline navigation, bounded image cache, saved lesson media, user-approved updates.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { getOrCreatePrecacheController } from 'workbox-precaching/utils/getOrCreatePrecacheController.js';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { APP_SHELL_FILE, findPrerenderedPage } from '../src/app/prerender/pages';
import { BACKEND_PATH_PATTERN, isBackendPath } from './backend-paths';
import type { CoreProgress } from '../src/app/offline-core';
import type { VersionFile } from '../src/app/update-size';
import { mayInstallUpdate, readUpdatePolicy, writeDeferredUpdate, writeUpdatePolicy } from '../src/lib/update-policy';
import { answerFromMediaCache, isLessonMediaRequest, LESSON_MEDIA_CACHE } from './lesson-media';
import { fetchLessonMedia, watchWorkerFetches } from './usage-meter';
import { usedCatalogFiles } from './used-catalogs';

const APP_CODE_CACHE = 'maarifa-app-code-v1';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };
declare const __MAARIFA_CORE_FILES__: string[];
declare const __MAARIFA_CATALOG_FILES__: Record<string, string>;
declare const __MAARIFA_BUILD_ASSETS__: string[];
declare const __MAARIFA_FILE_BYTES__: Record<string, number>;
declare const __MAARIFA_PAGES_VERSION__: string;

// What the public pages need (their HTML, the files they name, the app shell): a first visit pays for little more than
// the page it opened, and the public pages open offline afterwards. Hashed files come from the HTTP cache when the
// page has just fetched them (no cache-busting for /assets/), so nothing is downloaded twice.
// The usage meter counts what this worker downloads from here on (the install's precache first).
watchWorkerFetches(self);
const PRECACHE = self.__WB_MANIFEST;
// precacheAndRoute's own parts, with the install in our hands: with data saver on mobile data a large update waits.
const precache = getOrCreatePrecacheController();
precache.addToCacheList(PRECACHE);
addRoute();
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (!(await updateMayInstall())) throw new Error('Update deferred by data saver');
      await precache.install(event);
      await keepOpenPublicPages();
      await keepUsedCatalogs();
      await writeUpdatePolicy({ approved: false });
      await writeDeferredUpdate(null);
    })(),
  );
});
self.addEventListener('activate', (event) => void precache.activate(event));
// Old precaches from earlier builds would otherwise stay on the device forever.
cleanupOutdatedCaches();

/**
 * This version's public pages, kept as they are opened: a cache per version of the pages' HTML, so a page kept is
 * always the one this version's code hydrates, and an update lets the older ones go.
 */
const PUBLIC_PAGES_PREFIX = 'maarifa-public-pages-';
const PUBLIC_PAGES_CACHE = `${PUBLIC_PAGES_PREFIX}${__MAARIFA_PAGES_VERSION__}`;

/** The key a public page is kept under: its canonical path, whatever query or trailing slash it was opened with. */
function publicPageKey(url: URL): string | null {
  const page = findPrerenderedPage(url.pathname);
  return page && url.origin === self.location.origin ? new URL(page.path, self.location.origin).href : null;
}

/** The public pages open in a tab while this version installs (the page that installed it): kept now, from the HTTP cache. */
async function keepOpenPublicPages(): Promise<void> {
  const cache = await caches.open(PUBLIC_PAGES_CACHE);
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const key = publicPageKey(new URL(client.url));
    if (!key || (await cache.match(key))) continue;
    const response = await fetch(key, { credentials: 'same-origin' }).catch(() => null);
    if (response?.ok) await cache.put(key, response);
  }
}

/**
 * The catalog parts of the languages this device has used (`sw-public`, `sw-app`), in this version (their names change
 * with their words): kept at install, so after an update a learner's language still opens offline, on the public pages
 * and, once the dashboard has been used in it, there. Best effort: a part that cannot be had now is fetched when next used.
 */
async function keepUsedCatalogs(): Promise<void> {
  const cache = await caches.open(APP_CODE_CACHE);
  const kept = (await cache.keys()).map((request) => new URL(request.url).pathname);
  for (const file of usedCatalogFiles(__MAARIFA_CATALOG_FILES__, kept)) {
    const url = new URL(`/${file}`, self.location.origin).href;
    if (await cache.match(url, { ignoreVary: true })) continue;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (response?.ok) await cache.put(url, response);
  }
}

// A prerendered public page (/, /courses, /help, …): as kept once opened; else from the network, and kept; offline and
// never opened, the app shell, whose router renders the same page on the device from the precached code.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && publicPageKey(url) !== null,
  async ({ request, url }) => {
    const key = publicPageKey(url)!;
    const cache = await caches.open(PUBLIC_PAGES_CACHE);
    const kept = await cache.match(key);
    if (kept) return kept;
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(key, response.clone());
      return response;
    } catch {
      return (await matchPrecache(`/${APP_SHELL_FILE}`)) ?? Response.error();
    }
  },
);

// Every other client-side route answers with the cached app shell; the router decides what to show.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`/${APP_SHELL_FILE}`), {
    denylist: [BACKEND_PATH_PATTERN, /\/[^/?]+\.[^/]+$/],
  }),
);

// The rest of the app's code (hashed, so a name never changes content): kept on first use, so every route opened once
// opens offline; cache-first because a hashed file is never stale.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  // A module script asks with an Origin header and the server varies on it; a hashed file's bytes never do.
  new CacheFirst({ cacheName: APP_CODE_CACHE, matchOptions: { ignoreVary: true } }),
);

/** Pages waiting to hear how keeping the core goes; one keeping at a time serves them all. */
const coreListeners = new Set<MessagePort>();
let coreRun: Promise<CoreProgress> | null = null;

/**
 * The dashboard's core (shell, home, courses, community, profile), fetched once signed in. Each file kept is told to the
 * waiting pages as it lands, so what the page shows ("Getting ready for offline… 60%") is what this cache holds.
 */
async function cacheCore(): Promise<CoreProgress> {
  const cache = await caches.open(APP_CODE_CACHE);
  const bytesOf = (file: string) => __MAARIFA_FILE_BYTES__[file] ?? 0;
  const progress: CoreProgress = {
    cached: 0,
    total: __MAARIFA_CORE_FILES__.length,
    bytes: 0,
    totalBytes: __MAARIFA_CORE_FILES__.reduce((sum, file) => sum + bytesOf(file), 0),
    done: false,
  };
  const tell = () => {
    for (const port of coreListeners) port.postMessage({ ...progress });
  };
  const missing: string[] = [];
  for (const file of __MAARIFA_CORE_FILES__) {
    if (await cache.match(new URL(`/${file}`, self.location.origin).href, { ignoreVary: true })) {
      progress.cached += 1;
      progress.bytes += bytesOf(file);
    } else missing.push(file);
  }
  tell();
  await Promise.allSettled(
    missing.map(async (file) => {
      const url = new URL(`/${file}`, self.location.origin).href;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      await cache.put(url, response);
      progress.cached += 1;
      progress.bytes += bytesOf(file);
      tell();
    }),
  );
  progress.done = true;
  tell();
  return progress;
}

/** Adds `port` to the pages told about the core, starting a keeping unless one is under way; resolves when it ends. */
function keepCore(port: MessagePort | undefined): Promise<CoreProgress> {
  if (port) coreListeners.add(port);
  coreRun ??= cacheCore().finally(() => {
    coreRun = null;
    coreListeners.clear();
  });
  return coreRun;
}

// Files of older builds are let go once this build is in charge (pages on an older build reloaded when it took over).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then(async (names) => {
      for (const name of names) if (name.startsWith(PUBLIC_PAGES_PREFIX) && name !== PUBLIC_PAGES_CACHE) await caches.delete(name);
    }),
  );
  const current = new Set(__MAARIFA_BUILD_ASSETS__.map((file) => new URL(`/${file}`, self.location.origin).href));
  event.waitUntil(
    caches.open(APP_CODE_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
    }),
  );
});

// Course thumbnails and avatars: served from cache first, bounded so they never crowd out the app on a small phone.
registerRoute(
  ({ request, url }) => request.destination === 'image' && !isBackendPath(url.pathname),
  new CacheFirst({
    cacheName: 'maarifa-images',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Lesson videos the user saved for offline: answered (range by range) from the cache the courses feature fills.
registerRoute(
  ({ request, url }) => isLessonMediaRequest(request, url),
  async ({ request }) => answerFromMediaCache(request, await caches.open(LESSON_MEDIA_CACHE), fetchLessonMedia),
);

/** The files this version keeps, with their revisions and sizes: a page compares two versions to size an update. */
function versionFiles(): VersionFile[] {
  const precached = PRECACHE.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
  return [
    ...precached.map(({ url, revision }) => ({ url, revision: revision ?? null, bytes: __MAARIFA_FILE_BYTES__[url] ?? 0, core: false })),
    ...__MAARIFA_CORE_FILES__.map((url) => ({ url, revision: null, bytes: __MAARIFA_FILE_BYTES__[url] ?? 0, core: true })),
  ];
}

/** Bytes this version's install would download: its precached files the device does not hold yet. */
async function precacheBytesToDownload(): Promise<number> {
  const cache = await caches.open(precache.strategy.cacheName);
  let total = 0;
  for (const entry of PRECACHE) {
    const url = typeof entry === 'string' ? entry : entry.url;
    const key = precache.getCacheKeyForURL(new URL(url, self.location.origin).href);
    if (key && !(await cache.match(key))) total += __MAARIFA_FILE_BYTES__[url] ?? 0;
  }
  return total;
}

/**
 * The first install always goes ahead (the visit that installs the app needs it). An update larger than the data
 * saver's limit waits while the learner saves data off Wi-Fi: open pages hear what it would cost and offer "Download".
 */
async function updateMayInstall(): Promise<boolean> {
  if (!self.registration.active) return true;
  const bytes = await precacheBytesToDownload();
  if (mayInstallUpdate(await readUpdatePolicy(), bytes)) return true;
  await writeDeferredUpdate(versionFiles());
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'UPDATE_DEFERRED', files: versionFiles() });
  return false;
}

// A new version waits until the user accepts the "Update available" prompt (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page this active worker missed when it first claimed the open pages (see registerServiceWorker).
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
  if (type === 'VERSION_FILES') event.ports[0]?.postMessage(versionFiles());
  // The page hears each file kept, then the end ({ done: true }); a page that asks while a keeping runs joins it.
  if (type === 'CACHE_CORE') event.waitUntil(keepCore(event.ports[0]));
});

// The very first install takes control at once, so the visit that installed it is already offline-ready.
clientsClaim();
