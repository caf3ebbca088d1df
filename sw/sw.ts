// The service worker (served at /sw.js): precached app shell, offline navigation, bounded image cache, saved lesson media, user-approved updates.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { APP_SHELL_FILE } from '../src/app/prerender/pages';
import { BACKEND_PATH_PATTERN, isBackendPath } from './backend-paths';
import { answerFromMediaCache, isLessonMediaRequest, LESSON_MEDIA_CACHE } from './lesson-media';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// Every built file (HTML, JS, CSS, fonts, icons) so that every route opens offline, not just the ones visited.
precacheAndRoute(self.__WB_MANIFEST);
// Old precaches from earlier builds would otherwise stay on the device forever.
cleanupOutdatedCaches();

// The prerendered public pages (index.html, courses.html, …) answer their own URLs through precacheAndRoute above
// (its `cleanURLs` maps /courses to /courses.html). Every other client-side route answers with the cached app shell;
// the router decides what to show.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`/${APP_SHELL_FILE}`), {
    denylist: [BACKEND_PATH_PATTERN, /\/[^/?]+\.[^/]+$/],
  }),
);

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
  async ({ request }) => answerFromMediaCache(request, await caches.open(LESSON_MEDIA_CACHE), (r) => fetch(r)),
);

// A new version waits until the user accepts the "Update available" prompt (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The very first install takes control at once, so the visit that installed it is already offline-ready.
clientsClaim();
