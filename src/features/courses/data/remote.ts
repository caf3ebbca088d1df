// On-demand online reads (ARCHITECTURE §3 rule 5): outlines and free previews of courses not synced to the device, and the visitors' catalogue.
import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import type { CourseDoc, LessonDoc } from '../../../db';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

export type OutlineLesson = { id: string; title: string; duration: number; is_free: boolean; order_index: number; has_video: boolean };
export type OutlineModule = { id: string; title: string; order_index: number; lessons: OutlineLesson[] };

export async function fetchCourseOutline(courseId: string): Promise<OutlineModule[]> {
  const { data, error } = await (await loadSupabaseClient()).rpc('course_outline', { p_course_id: courseId });
  if (error) throw new Error(error.message);
  return (data ?? []) as OutlineModule[];
}

/** A lesson body straight from the server; RLS returns free previews to anyone, and the rest only to enrolled students. */
export async function fetchLesson(lessonId: string): Promise<LessonDoc | null> {
  const { data, error } = await (await loadSupabaseClient()).from('lessons').select('id,module_id,title,content,video_url,duration,is_free,order_index,created_at').eq('id', lessonId).maybeSingle();
  if (error) throw new Error(error.message);
  return (data as LessonDoc | null) ?? null;
}

const COURSE_COLUMNS = 'id,instructor_id,title,description,category,difficulty,price,language,thumbnail_url,status,total_students,average_rating,total_duration,instructor_name,instructor_avatar_url,created_at';

/** As many courses as a device holds for browsing (docs/sync-protocol.md, pull scope: the newest and most popular 200). */
export const CATALOGUE_PAGE = 200;
/** A device holding this many published courses holds the full browsing window: the server has more to search. */
export const CATALOGUE_WINDOW_FULL = 100;

/** Published courses for visitors (anonymous read), newest first, one page: the rest are found by searching. */
export async function fetchPublishedCourses(): Promise<CourseDoc[]> {
  const { data, error } = await (await loadSupabaseClient()).from('courses').select(COURSE_COLUMNS).eq('status', 'published').eq('_deleted', false).order('created_at', { ascending: false }).limit(CATALOGUE_PAGE);
  if (error) throw new Error(error.message);
  return ((data ?? []) as CourseDoc[]).map(normalisePrice);
}

/**
 * A search as an ilike pattern inside a PostgREST filter: every character its syntax could read (and spaces) becomes `_`,
 * ilike's any-one-character, so the server matches at least what the device would; the answer is filtered again.
 */
export function searchPattern(search: string): string {
  return search.trim().replace(/[\s,()"'*%\\:.]/g, '_');
}

/** Published courses whose title or description contains the search (as filterCoursesBySearch matches on the device). */
export async function searchPublishedCourses(search: string): Promise<CourseDoc[]> {
  const needle = searchPattern(search);
  if (needle === '') return [];
  const { data, error } = await (await loadSupabaseClient())
    .from('courses')
    .select(COURSE_COLUMNS)
    .eq('status', 'published')
    .eq('_deleted', false)
    .or(`title.ilike.*${needle}*,description.ilike.*${needle}*`)
    .order('created_at', { ascending: false })
    .limit(CATALOGUE_PAGE);
  if (error) throw new Error(error.message);
  return ((data ?? []) as CourseDoc[]).map(normalisePrice);
}

/** The device's courses first, then those only the server had, once each. */
export function mergeCourses<T extends { id: string }>(held: readonly T[], fetched: readonly T[]): T[] {
  const ids = new Set(held.map((course) => course.id));
  return [...held, ...fetched.filter((course) => !ids.has(course.id))];
}

/** One course when it has not reached the device yet (a fresh device before its first pull). */
export async function fetchCourse(courseId: string): Promise<CourseDoc | null> {
  const { data, error } = await (await loadSupabaseClient()).from('courses').select(COURSE_COLUMNS).eq('id', courseId).maybeSingle();
  if (error) throw new Error(error.message);
  return data ? normalisePrice(data as CourseDoc) : null;
}

/** Postgres numeric arrives as a string over REST. */
function normalisePrice(course: CourseDoc): CourseDoc {
  return { ...course, price: Number(course.price), average_rating: course.average_rating === null ? null : Number(course.average_rating) };
}

export type RemoteResult<T> = { status: 'idle' | 'loading' | 'ready' | 'offline' | 'error'; data: T | null; error: string | null };

/** Runs `load` when `enabled` and online; re-runs when the connection returns. `load` must be stable per key. */
export function useRemote<T>(key: string | null, load: (key: string) => Promise<T>): RemoteResult<T> {
  const online = useOnlineStatus();
  const [state, setState] = useState<RemoteResult<T> & { key: string | null }>({ key: null, status: 'idle', data: null, error: null });
  useEffect(() => {
    if (!key || !online) return;
    let cancelled = false;
    load(key).then(
      (data) => !cancelled && setState({ key, status: 'ready', data, error: null }),
      (error: unknown) => !cancelled && setState({ key, status: 'error', data: null, error: (error as Error).message }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, online, load]);
  if (!key) return { status: 'idle', data: null, error: null };
  if (state.key === key && state.status === 'ready') return state;
  if (!online) return { status: 'offline', data: null, error: null };
  return state.key === key ? state : { status: 'loading', data: null, error: null };
}

/** The search once typing pauses: one server request per search, not per keystroke. */
export function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
