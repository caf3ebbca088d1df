// The Cache Storage name of lesson media (videos, thumbnails) saved for offline use; the service worker serves from the same cache.
/** Shared with sw/sw.ts: the page writes saved videos here, the SW answers media requests from here. */
export const LESSON_MEDIA_CACHE = 'maarifa-lesson-media-v1';
