// The meter's storage and gate on the device (IndexedDB through fake-indexeddb): counts add up across writers, settings
// survive, the cap stops downloads until the learner lifts it, and the backend client's fetch counts both directions.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { dayKey } from './data-usage.ts';
import { readUsageDays, readUsageSettings, recordUsage } from './data-usage-db.ts';
import { areDownloadsStopped, countUsage, createCountingFetch, keepUsingData, onDownloadsResumed, refreshUsageMeter, updateUsageSettings, usageMeterStore } from './data-usage-store.ts';

describe('usage meter storage', () => {
  it('adds counts of one day and category together, also when they arrive at once', async () => {
    const today = dayKey(new Date());
    await Promise.all([recordUsage('app', 1_000, 0), recordUsage('app', 500, 0), recordUsage('sync', 300, 40)]);
    await recordUsage('app', 250, 10);
    const days = await readUsageDays(today);
    expect(days.find((entry) => entry.category === 'app')).toEqual({ day: today, category: 'app', down: 1_750, up: 10 });
    expect(days.find((entry) => entry.category === 'sync')).toEqual({ day: today, category: 'sync', down: 300, up: 40 });
  });

  it('stops downloads at the cap until the learner says so, and tells the sync engine when they resume', async () => {
    await updateUsageSettings({ resetDay: 1, capBytes: null, keepUsingSince: null });
    expect(await areDownloadsStopped()).toBe(false);
    const used = usageMeterStore.getState().totals.total;
    expect(used).toBeGreaterThan(0);

    await updateUsageSettings({ capBytes: Math.ceil(used / 0.9) });
    expect(usageMeterStore.getState().cap).toBe('warning');

    await updateUsageSettings({ capBytes: used });
    expect(usageMeterStore.getState().cap).toBe('over');
    expect(await areDownloadsStopped()).toBe(true);

    let resumed = 0;
    const stop = onDownloadsResumed(() => (resumed += 1));
    await keepUsingData();
    stop();
    expect(usageMeterStore.getState().cap).toBe('lifted');
    expect(await areDownloadsStopped()).toBe(false);
    expect(resumed).toBe(1);
    expect((await readUsageSettings()).keepUsingSince).toBe(usageMeterStore.getState().period.startKey);
  });

  it('counts a backend request’s body both ways: the compressed length the server declares, and the UTF-8 body sent', async () => {
    await refreshUsageMeter();
    const before = usageMeterStore.getState().totals.sync;
    const body = JSON.stringify({ checkpoints: { lessons: null }, note: 'é' });
    const counting = createCountingFetch(async () => new Response('{"rows":[]}', { headers: { 'content-length': '11' } }));
    const response = await counting('http://localhost:54321/rest/v1/rpc/sync_pull', { method: 'POST', body });
    expect(await response.json()).toEqual({ rows: [] });
    const expected = { down: before.down + 11, up: before.up + new TextEncoder().encode(body).byteLength };
    await expect.poll(() => usageMeterStore.getState().totals.sync).toEqual(expected);
  });

  it('counts media the page saves under media', async () => {
    await refreshUsageMeter();
    const before = usageMeterStore.getState().totals.media.down;
    countUsage('media', 4_096, 0);
    await expect.poll(() => usageMeterStore.getState().totals.media.down).toBe(before + 4_096);
  });
});
