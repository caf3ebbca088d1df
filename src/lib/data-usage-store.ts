// The page's side of the usage meter: a counting fetch for the backend client, the meter's zustand store (this period's
// totals, settings, cap state), and the cap's gate that pulls and media downloads ask before they spend bytes.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import {
  DEFAULT_USAGE_SETTINGS,
  capState,
  classifyBackendRequest,
  dayKey,
  isDownloadStopped,
  measureRequestBody,
  sumUsage,
  usagePeriod,
  type CapState,
  type UsageCategory,
  type UsagePeriod,
  type UsageSettings,
  type UsageTotals,
} from './data-usage.ts';
import { USAGE_CHANNEL, readUsageDays, readUsageSettings, recordUsage, writeUsageSettings } from './data-usage-db.ts';

export type UsageMeter = {
  loaded: boolean;
  settings: UsageSettings;
  period: UsagePeriod;
  totals: UsageTotals;
  cap: CapState;
};

const emptyPeriod = usagePeriod(new Date(), DEFAULT_USAGE_SETTINGS.resetDay);

export const usageMeterStore = createStore<UsageMeter>(() => ({
  loaded: false,
  settings: DEFAULT_USAGE_SETTINGS,
  period: emptyPeriod,
  totals: sumUsage([], emptyPeriod),
  cap: 'off',
}));

const capListeners = new Set<(state: CapState) => void>();

/** Runs when the learner lifts the stop or a new period begins, so that held pulls go out (the sync engine listens). */
export function onDownloadsResumed(listener: () => void): () => void {
  const wrapped = (state: CapState) => {
    if (!isDownloadStopped(state)) listener();
  };
  capListeners.add(wrapped);
  return () => capListeners.delete(wrapped);
}

let refreshing: Promise<void> | null = null;
let refreshAgain = false;

/** Reads the period's counts and the settings from storage (another tab or the service worker may have written). */
export function refreshUsageMeter(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  if (refreshing) {
    refreshAgain = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      refreshAgain = false;
      const settings = await readUsageSettings();
      const period = usagePeriod(new Date(), settings.resetDay);
      const totals = sumUsage(await readUsageDays(period.startKey), period);
      const before = usageMeterStore.getState().cap;
      const cap = capState(totals.total, settings, period);
      usageMeterStore.setState({ loaded: true, settings, period, totals, cap });
      if (isDownloadStopped(before) !== isDownloadStopped(cap)) for (const listener of capListeners) listener(cap);
    } while (refreshAgain);
  })()
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

// Only in a page: Node (unit tests) has BroadcastChannel too, and an open one would keep its process alive.
if (typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined') {
  new BroadcastChannel(USAGE_CHANNEL).onmessage = () => void refreshUsageMeter();
}

/**
 * Whether downloads the learner did not ask for wait (the cap is reached and not lifted). Waits for the first read of
 * storage, so a page opened over the cap does not slip one pull through before it knows.
 */
export async function areDownloadsStopped(): Promise<boolean> {
  const { loaded, period } = usageMeterStore.getState();
  // A new period (the renewal day passed while the app stayed open) starts from zero.
  if (!loaded || dayKey(new Date()) >= period.endKey) await refreshUsageMeter();
  return isDownloadStopped(usageMeterStore.getState().cap);
}

export async function updateUsageSettings(patch: Partial<UsageSettings>): Promise<void> {
  const current = usageMeterStore.getState().loaded ? usageMeterStore.getState().settings : await readUsageSettings();
  await writeUsageSettings({ ...current, ...patch });
  await refreshUsageMeter();
}

/** The learner's "Keep using data": the stop is lifted until the period ends. */
export function keepUsingData(): Promise<void> {
  return updateUsageSettings({ keepUsingSince: usageMeterStore.getState().period.startKey });
}

/** Counts bytes of one category and refreshes the meter once they are stored. */
export function countUsage(category: UsageCategory, down: number, up: number): void {
  void recordUsage(category, down, up)
    .then(() => refreshUsageMeter())
    .catch(() => undefined);
}

/**
 * The size of a response body on the wire: the resource timing's encoded size where the browser tells it (same origin,
 * or Timing-Allow-Origin), else Content-Length (the compressed length, readable across origins), else the body read.
 */
async function measureResponse(url: string, response: Response, startedAt: number): Promise<number> {
  const body = response.clone();
  const decoded = (await body.arrayBuffer()).byteLength;
  const timing = findTiming(url, startedAt);
  if (timing && timing.encodedBodySize > 0) return timing.encodedBodySize;
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) return declared;
  return decoded;
}

const usedTimings = new WeakSet<PerformanceEntry>();

function findTiming(url: string, startedAt: number): PerformanceResourceTiming | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return undefined;
  const entries = performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[];
  const entry = entries.find((candidate) => candidate.startTime >= startedAt - 1 && !usedTimings.has(candidate));
  if (entry) usedTimings.add(entry);
  return entry;
}

/** A fetch for the backend client that counts each request's body bytes both ways, by category (sync or other). */
export function createCountingFetch(base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const category = classifyBackendRequest(url);
    const up = measureRequestBody(init?.body);
    const startedAt = typeof performance === 'undefined' ? 0 : performance.now();
    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      countUsage(category, 0, up);
      throw error;
    }
    // Measured aside, so the caller never waits for the count.
    void measureResponse(url, response, startedAt)
      .catch(() => 0)
      .then((down) => countUsage(category, down, up));
    return response;
  };
}

export function useUsageMeter(): UsageMeter {
  return useStore(usageMeterStore);
}
