// Answers lesson video and audio requests from the media cache the courses feature fills, so saved lessons play with no network.
import { createPartialResponse } from 'workbox-range-requests';
import { LESSON_MEDIA_CACHE } from '../src/features/courses/offline/media-cache';

export { LESSON_MEDIA_CACHE };

const MEDIA_EXTENSION = /\.(mp4|m4v|webm|ogv|mov|mp3|m4a|ogg|oga|wav)$/i;

/** Media elements say so in `destination`; a plain fetch of a media file (or a test) is known by its extension. */
export function isLessonMediaRequest(request: Pick<Request, 'destination' | 'method'>, url: URL): boolean {
  if (request.method !== 'GET') return false;
  return request.destination === 'video' || request.destination === 'audio' || MEDIA_EXTENSION.test(url.pathname);
}

/**
 * The saved copy when there is one — sliced to the asked range, because media elements ask for byte
 * ranges and a whole 200 answer would make seeking fail — otherwise the network. Nothing is written
 * here: the user chooses what to save ("Save for offline"), so a streamed video never fills the phone.
 */
export async function answerFromMediaCache(request: Request, cache: Pick<Cache, 'match'>, network: (request: Request) => Promise<Response>): Promise<Response> {
  const saved = await cache.match(request.url, { ignoreVary: true, ignoreSearch: false });
  if (!saved) return network(request);
  // An opaque copy (a host without CORS) cannot be sliced; the browser decides whether it may play it.
  if (!request.headers.has('range') || saved.type === 'opaque') return saved;
  return createPartialResponse(request, saved);
}
