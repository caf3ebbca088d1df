// "Make available offline": measure, save and remove a course's offline copy — lessons in RxDB (via sync) and videos in the media cache.
import { getSyncHandle, type LessonDoc, type MaarifaDatabase } from '../../../db';
import { areDownloadsStopped, countUsage } from '../../../lib/data-usage-store.ts';
import { requestPersistentStorage } from '../../../lib/persistent-storage.ts';
import { fetchCourseOutline } from '../data/remote.ts';
import { t } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { courseTexts } from '../texts.ts';
import { LESSON_MEDIA_CACHE } from './media-cache.ts';
import { useOfflineCopies, type OfflineCopy, type SavedVideo } from './offline-store.ts';

export type OfflineEstimate = {
  lessonCount: number;
  /** Lessons the server has that have not reached this device yet. */
  missingLessons: number;
  lessonBytes: number;
  videoUrls: string[];
  videoBytes: number;
  /** Videos whose size the server did not say (no Content-Length or no CORS). */
  unknownVideoSizes: number;
};

/** What the lesson rows cost on disk, near enough: their JSON text. */
export function measureLessonBytes(lessons: readonly LessonDoc[]): number {
  return lessons.reduce((sum, lesson) => sum + new TextEncoder().encode(JSON.stringify(lesson)).length, 0);
}

async function getCourseLessons(db: MaarifaDatabase, courseId: string): Promise<LessonDoc[]> {
  const modules = await db.course_modules.find({ selector: { course_id: courseId } }).exec();
  if (modules.length === 0) return [];
  const lessons = await db.lessons.find({ selector: { module_id: { $in: modules.map((module) => module.id) } } }).exec();
  return lessons.map((lesson) => lesson.toJSON() as LessonDoc);
}

async function countServerLessons(courseId: string): Promise<number | null> {
  try {
    const outline = await fetchCourseOutline(courseId);
    return outline.reduce((sum, module) => sum + module.lessons.length, 0);
  } catch {
    return null;
  }
}

/** The size a video download would cost, from a HEAD request (no body); null when the host does not say. */
export async function readVideoSize(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { method: 'HEAD' });
    const length = Number(response.headers.get('content-length'));
    return response.ok && Number.isFinite(length) && length > 0 ? length : null;
  } catch {
    return null;
  }
}

/** The size shown before anything downloads. */
export async function estimateOfflineCopy(db: MaarifaDatabase, courseId: string, includeVideos: boolean): Promise<OfflineEstimate> {
  const serverCount = await countServerLessons(courseId);
  let lessons = await getCourseLessons(db, courseId);
  // Right after enrolling the lessons are still on their way: let sync bring them so the figure is real.
  if (serverCount !== null && lessons.length < serverCount) {
    await getSyncHandle(db)?.syncNow().catch(() => undefined);
    lessons = await waitForLessons(db, courseId, serverCount, 15_000);
  }
  const videoUrls = [...new Set(lessons.flatMap((lesson) => (lesson.video_url ? [lesson.video_url] : [])))];
  const sizes = includeVideos ? await Promise.all(videoUrls.map(readVideoSize)) : [];
  return {
    lessonCount: Math.max(lessons.length, serverCount ?? 0),
    missingLessons: Math.max(0, (serverCount ?? lessons.length) - lessons.length),
    lessonBytes: measureLessonBytes(lessons),
    videoUrls,
    videoBytes: sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0),
    unknownVideoSizes: sizes.filter((size) => size === null).length,
  };
}

async function waitForLessons(db: MaarifaDatabase, courseId: string, expected: number, timeoutMs: number): Promise<LessonDoc[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lessons = await getCourseLessons(db, courseId);
    if (lessons.length >= expected || Date.now() > deadline) return lessons;
    await getSyncHandle(db)?.syncNow().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function saveVideo(cache: Cache, url: string): Promise<SavedVideo> {
  const existing = await cache.match(url);
  if (existing && existing.type !== 'opaque') return { url, bytes: (await existing.clone().blob()).size };
  try {
    const response = await fetch(url, { mode: 'cors' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = (await response.clone().blob()).size;
    countUsage('media', bytes, 0);
    await cache.put(url, response);
    return { url, bytes };
  } catch {
    // A host without CORS still lets the service worker replay an opaque copy; its size is hidden from us.
    const opaque = await fetch(url, { mode: 'no-cors' });
    await cache.put(url, opaque);
    return { url, bytes: null };
  }
}

/**
 * Brings every lesson of an enrolled course onto the device (sync pulls them; this waits for all
 * the server has), optionally puts its videos into the media cache, and asks the browser to keep
 * the site's storage through pressure.
 */
export async function saveOfflineCopy(db: MaarifaDatabase, courseId: string, includeVideos: boolean): Promise<OfflineCopy> {
  // Over the monthly data cap, an offline copy (its lessons are pulled, its videos downloaded) waits for the learner.
  if (await areDownloadsStopped()) throw new Error(t(courseTexts.offline.overCap));
  const serverCount = await countServerLessons(courseId);
  await getSyncHandle(db)?.syncNow().catch(() => undefined);
  const lessons = await waitForLessons(db, courseId, serverCount ?? 0, 30_000);
  if (serverCount !== null && lessons.length < serverCount) throw new Error(t(courseTexts.offline.partial, { saved: formatNumber(lessons.length), total: serverCount }));
  const videos: SavedVideo[] = [];
  if (includeVideos) {
    const cache = await caches.open(LESSON_MEDIA_CACHE);
    const urls = [...new Set(lessons.flatMap((lesson) => (lesson.video_url ? [lesson.video_url] : [])))];
    for (const url of urls) videos.push(await saveVideo(cache, url));
  }
  // The first course kept offline is when losing the site's data would cost the learner something: ask to keep it.
  await requestPersistentStorage('offline-course');
  return { courseId, savedAt: new Date().toISOString(), lessonCount: lessons.length, lessonBytes: measureLessonBytes(lessons), videos };
}

/**
 * Removes the saved videos. Lesson rows of an enrolled course stay: they are synced data, and
 * deleting them locally would be pushed to the server as a delete.
 */
export async function removeOfflineCopy(copy: OfflineCopy, keepUrls: ReadonlySet<string> = new Set()): Promise<void> {
  if (copy.videos.length === 0 || typeof caches === 'undefined') return;
  const cache = await caches.open(LESSON_MEDIA_CACHE);
  await Promise.all(copy.videos.filter((video) => !keepUrls.has(video.url)).map((video) => cache.delete(video.url)));
}

/** Stops keeping a course offline: its saved videos (those no other kept course shares) go, and so does its entry. */
export async function removeKeptCourse(courseId: string): Promise<void> {
  const { copies, removeCopy } = useOfflineCopies.getState();
  const copy = copies[courseId];
  if (!copy) return;
  const shared = new Set(Object.values(copies).filter((other) => other.courseId !== courseId).flatMap((other) => other.videos.map((video) => video.url)));
  await removeOfflineCopy(copy, shared);
  removeCopy(courseId);
}

/** A playable URL for a saved video (an object URL of the cached copy), or null when it is not saved or opaque. */
export async function getSavedVideoUrl(url: string): Promise<string | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(LESSON_MEDIA_CACHE);
  const response = await cache.match(url);
  if (!response || response.type === 'opaque') return null;
  return URL.createObjectURL(await response.blob());
}

export async function isVideoSaved(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return Boolean(await (await caches.open(LESSON_MEDIA_CACHE)).match(url));
}
