// The referral on this device (issue 24): an affiliate link's `?ref=CODE` kept for 30 days (first click wins), its click
// recorded once online, and attached to the account after sign-up. Checkout reads it with readReferral().
import * as v from 'valibot';
import { ATTACH_PENDING_KEY, CLICK_PENDING_KEY, REFERRAL_KEY } from './referral-keys.ts';
import { readStoredJson, writeStoredJson } from './stored-json.ts';

export { REFERRAL_KEY };

export const REFERRAL_DAYS = 30;
const REFERRAL_MS = REFERRAL_DAYS * 24 * 60 * 60 * 1000;
const CLOCK_SKEW_MS = 60_000;

/** Codes are short and URL-safe; anything else in `ref` is not a referral. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A course link: `/dashboard/courses/<courseId>` (and its sub-pages). */
const COURSE_PATH = /^\/dashboard\/courses\/([^/]+)/;

export const referralSchema = v.object({
  code: v.pipe(v.string(), v.regex(CODE_PATTERN)),
  course_id: v.nullable(v.pipe(v.string(), v.regex(UUID_PATTERN))),
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type Referral = v.InferOutput<typeof referralSchema>;

const clickSchema = v.object({ code: v.pipe(v.string(), v.regex(CODE_PATTERN)), course_id: v.nullable(v.string()) });
const attachSchema = v.object({ email: v.string() });

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An RPC through PostgREST: `status` 0 means the request never reached the server. */
export type ReferralRpc = (name: 'record_referral_click' | 'attach_referral', args: Record<string, unknown>) => Promise<{ error: unknown; status: number }>;

/** The kept referral when younger than 30 days; null otherwise. */
export function readReferral(now: Date = new Date(), storage: Pick<globalThis.Storage, 'getItem'> | undefined = globalThis.localStorage): Referral | null {
  const kept = readStoredJson(REFERRAL_KEY, referralSchema, storage);
  if (!kept) return null;
  const age = now.getTime() - Date.parse(kept.at);
  // A minute of clock skew is tolerated; a referral from further in the future is not one.
  return age >= -CLOCK_SKEW_MS && age < REFERRAL_MS ? kept : null;
}

/** The referral a URL carries: its `ref` code, and the course when the link is a course's; null without a valid code. */
export function parseReferralUrl(url: URL): { code: string; course_id: string | null } | null {
  const code = url.searchParams.get('ref')?.trim() ?? '';
  if (!CODE_PATTERN.test(code)) return null;
  const course = COURSE_PATH.exec(url.pathname)?.[1] ?? '';
  return { code, course_id: UUID_PATTERN.test(course) ? course.toLowerCase() : null };
}

/**
 * Keeps the URL's referral unless a younger-than-30-days one is already kept (first click wins), and queues its click.
 * Returns the referral it kept, or null when the URL has none or an earlier one stays.
 */
export function captureReferral(url: URL, now: Date = new Date(), storage: Storage | undefined = globalThis.localStorage): Referral | null {
  const found = parseReferralUrl(url);
  if (!found || readReferral(now, storage)) return null;
  const referral: Referral = { ...found, at: now.toISOString() };
  writeStoredJson(REFERRAL_KEY, referral, storage);
  writeStoredJson(CLICK_PENDING_KEY, found, storage);
  return referral;
}

/** An affiliate's links: `<origin>/?ref=CODE` (home) and `<origin>/dashboard/courses/<id>?ref=CODE` (a course). */
export function referralLinks(origin: string, code: string, courseId: string | null): { home: string; course: string | null } {
  const ref = encodeURIComponent(code);
  return { home: `${origin}/?ref=${ref}`, course: courseId ? `${origin}/dashboard/courses/${courseId}?ref=${ref}` : null };
}

/** The same address without `ref` (so it is not shared on by accident); null when the URL has no `ref`. */
export function removeReferralParam(url: URL): string | null {
  if (!url.searchParams.has('ref')) return null;
  const clean = new URL(url.href);
  clean.searchParams.delete('ref');
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

export function hasPendingClick(storage: Storage | undefined = globalThis.localStorage): boolean {
  return readStoredJson(CLICK_PENDING_KEY, clickSchema, storage) !== null;
}

/**
 * Records the queued click (best effort): forgotten once the server answered, kept for a later visit when the request
 * never reached it. Returns true when the server answered.
 */
export async function sendPendingClick(rpc: ReferralRpc, storage: Storage | undefined = globalThis.localStorage): Promise<boolean> {
  const click = readStoredJson(CLICK_PENDING_KEY, clickSchema, storage);
  if (!click) return false;
  const { status } = await rpc('record_referral_click', { p_code: click.code, p_course_id: click.course_id });
  if (status === 0) return false;
  writeStoredJson(CLICK_PENDING_KEY, null, storage);
  return true;
}

/** After a sign-up: the kept referral is to be attached to `email`'s account once it is signed in. False when none is kept. */
export function markAttachPending(email: string, now: Date = new Date(), storage: Storage | undefined = globalThis.localStorage): boolean {
  if (!readReferral(now, storage)) return false;
  writeStoredJson(ATTACH_PENDING_KEY, { email: email.trim().toLowerCase() }, storage);
  return true;
}

export function hasPendingAttach(storage: Storage | undefined = globalThis.localStorage): boolean {
  return readStoredJson(ATTACH_PENDING_KEY, attachSchema, storage) !== null;
}

/**
 * Attaches the kept referral to the signed-in account that signed up on this device (`email`); another account's
 * sign-in leaves it waiting. A refusal (own code, already attached, unknown code) is final and never shown; a request
 * that never reached the server is tried again at the next sign-in or page load.
 */
export async function attachPendingReferral(
  rpc: ReferralRpc,
  email: string | null,
  now: Date = new Date(),
  storage: Storage | undefined = globalThis.localStorage,
): Promise<'attached' | 'refused' | 'waiting' | 'none'> {
  const pending = readStoredJson(ATTACH_PENDING_KEY, attachSchema, storage);
  if (!pending) return 'none';
  if (!email || email.trim().toLowerCase() !== pending.email) return 'waiting';
  const referral = readReferral(now, storage);
  if (!referral) {
    writeStoredJson(ATTACH_PENDING_KEY, null, storage);
    return 'none';
  }
  const { error, status } = await rpc('attach_referral', { p_code: referral.code });
  if (status === 0) return 'waiting';
  writeStoredJson(ATTACH_PENDING_KEY, null, storage);
  return error ? 'refused' : 'attached';
}
