// The usage meter's accounting (issue #26): categories, the month window from the learner's reset day, sums, and cap states. Pure.

export const USAGE_CATEGORIES = ['app', 'sync', 'media', 'other'] as const;
export type UsageCategory = (typeof USAGE_CATEGORIES)[number];

/** Bytes of one category on one local calendar day (`YYYY-MM-DD`); body bytes, not headers (see UsageMeterCard). */
export type UsageDay = { day: string; category: UsageCategory; down: number; up: number };

export type UsageSettings = {
  /** Day of the month the learner's bundle renews (1–28, so every month has it). */
  resetDay: number;
  /** Monthly cap in bytes, or null for none. */
  capBytes: number | null;
  /** Start (`YYYY-MM-DD`) of the period in which the learner chose to keep using data past the cap. */
  keepUsingSince: string | null;
};

export const DEFAULT_USAGE_SETTINGS: UsageSettings = { resetDay: 1, capBytes: null, keepUsingSince: null };

export type UsagePeriod = { start: Date; end: Date; startKey: string; endKey: string };

export type UsageTotals = Record<UsageCategory, { down: number; up: number }> & { down: number; up: number; total: number };

/** off: no cap; ok: under 80 %; warning: 80 % or more; over: cap reached, downloads stopped; lifted: reached, learner kept going. */
export type CapState = 'off' | 'ok' | 'warning' | 'over' | 'lifted';

export const CAP_WARNING_SHARE = 0.8;

export function clampResetDay(day: number): number {
  if (!Number.isFinite(day)) return 1;
  return Math.min(28, Math.max(1, Math.round(day)));
}

/** The local calendar day of a moment, as a sortable key. */
export function dayKey(at: Date): string {
  const month = String(at.getMonth() + 1).padStart(2, '0');
  const day = String(at.getDate()).padStart(2, '0');
  return `${at.getFullYear()}-${month}-${day}`;
}

/** The month window holding `now`: from the last reset day (inclusive, local midnight) to the next one (exclusive). */
export function usagePeriod(now: Date, resetDay: number): UsagePeriod {
  const day = clampResetDay(resetDay);
  const monthOffset = now.getDate() >= day ? 0 : -1;
  const start = new Date(now.getFullYear(), now.getMonth() + monthOffset, day);
  const end = new Date(start.getFullYear(), start.getMonth() + 1, day);
  return { start, end, startKey: dayKey(start), endKey: dayKey(end) };
}

/** Sums the days inside the period, per category and overall. */
export function sumUsage(days: readonly UsageDay[], period: Pick<UsagePeriod, 'startKey' | 'endKey'>): UsageTotals {
  const totals = {
    app: { down: 0, up: 0 },
    sync: { down: 0, up: 0 },
    media: { down: 0, up: 0 },
    other: { down: 0, up: 0 },
    down: 0,
    up: 0,
    total: 0,
  } satisfies UsageTotals;
  for (const entry of days) {
    if (entry.day < period.startKey || entry.day >= period.endKey) continue;
    totals[entry.category].down += entry.down;
    totals[entry.category].up += entry.up;
    totals.down += entry.down;
    totals.up += entry.up;
  }
  totals.total = totals.down + totals.up;
  return totals;
}

/** A bundle is spent by both directions, so the cap is measured against downloads plus uploads. */
export function capState(totalBytes: number, settings: UsageSettings, period: Pick<UsagePeriod, 'startKey'>): CapState {
  if (settings.capBytes === null || settings.capBytes <= 0) return 'off';
  if (totalBytes >= settings.capBytes) return settings.keepUsingSince === period.startKey ? 'lifted' : 'over';
  return totalBytes >= settings.capBytes * CAP_WARNING_SHARE ? 'warning' : 'ok';
}

/** Whether downloads other than the learner's own writes' answers wait (pulls, media). */
export function isDownloadStopped(state: CapState): boolean {
  return state === 'over';
}

/** KB and MB as a learner's bundle counts them (1 MB = 1024 KB). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MB`;
}

/** RPCs and reads of the sync engine (src/db/sync/rpc-client.ts); everything else sent to the backend is 'other'. */
const SYNC_RPC_PATH = /\/rest\/v1\/rpc\/(sync_pull|sync_push|record_discussion_views|review_application|set_user_role|moderate_content)$/;

/** The category of a request to the backend, by its URL (the sync engine's version reads ask only for `id,_xid`). */
export function classifyBackendRequest(url: string): UsageCategory {
  const parsed = new URL(url, 'http://localhost');
  if (SYNC_RPC_PATH.test(parsed.pathname)) return 'sync';
  if (parsed.pathname.startsWith('/rest/v1/') && parsed.searchParams.get('select') === 'id,_xid') return 'sync';
  return 'other';
}

/** The UTF-8 size of a request body as it goes on the wire (bodies a fetch can carry that we can measure without reading). */
export function measureRequestBody(body: BodyInit | null | undefined): number {
  if (body === null || body === undefined) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer) return body.byteLength;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof URLSearchParams) return new TextEncoder().encode(body.toString()).byteLength;
  return 0;
}
