// What the service worker counts of its own fetches: app code as app updates, images as other, media and backend elsewhere;
// nothing for a file the HTTP cache answered; streamed media counted by its length, and held back while the cap stops downloads.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayKey } from '../src/lib/data-usage';
import { readUsageDays, recordUsage, writeUsageSettings } from '../src/lib/data-usage-db';
import { categoryOfWorkerFetch, fetchLessonMedia, wireBytes } from './usage-meter';

const origin = 'https://maarifa.example';
const at = (path: string) => new URL(path, origin);

describe('categoryOfWorkerFetch', () => {
  it('sorts the worker’s fetches', () => {
    expect(categoryOfWorkerFetch(at('/assets/index-abc123.js'), origin)).toBe('app');
    expect(categoryOfWorkerFetch(at('/courses.html'), origin)).toBe('app');
    expect(categoryOfWorkerFetch(at('/assets/logo-abc123.svg'), origin)).toBe('app');
    expect(categoryOfWorkerFetch(at('/icons/icon-192.png'), origin)).toBe('other');
    expect(categoryOfWorkerFetch(new URL('https://images.example/thumb.jpg'), origin)).toBe('other');
    expect(categoryOfWorkerFetch(new URL('https://cdn.example/lesson.mp4'), origin)).toBeNull();
    expect(categoryOfWorkerFetch(at('/rest/v1/rpc/sync_pull'), origin)).toBeNull();
  });
});

describe('wireBytes', () => {
  it('counts the encoded body of a download, the headers of a 304, nothing from the HTTP cache', () => {
    expect(wireBytes({ transferSize: 10_300, encodedBodySize: 10_000 })).toBe(10_000);
    expect(wireBytes({ transferSize: 280, encodedBodySize: 10_000 })).toBe(280);
    expect(wireBytes({ transferSize: 0, encodedBodySize: 10_000 })).toBe(0);
    expect(wireBytes({ transferSize: 0, encodedBodySize: 0 })).toBe(0);
  });
});

describe('fetchLessonMedia', () => {
  afterEach(() => vi.unstubAllGlobals());
  const video = { destination: 'video', url: 'https://cdn.example/lesson.mp4' } as Request;

  it('counts a streamed video as media, and answers 503 without fetching once the cap is reached', async () => {
    const network = vi.fn(async () => new Response('x'.repeat(2_000), { status: 206, headers: { 'content-length': '2000' } }));
    vi.stubGlobal('fetch', network);
    await writeUsageSettings({ resetDay: 1, capBytes: null, keepUsingSince: null });
    expect((await fetchLessonMedia(video)).status).toBe(206);
    await expect.poll(async () => (await readUsageDays(dayKey(new Date()))).find((day) => day.category === 'media')?.down).toBe(2_000);

    await recordUsage('sync', 10_000, 0);
    await writeUsageSettings({ resetDay: 1, capBytes: 5_000, keepUsingSince: null });
    expect((await fetchLessonMedia(video)).status).toBe(503);
    expect(network).toHaveBeenCalledTimes(1);
    // The page saving an offline copy decides for itself (it asks the same cap first).
    expect((await fetchLessonMedia({ destination: '', url: video.url } as Request)).status).toBe(206);
  });
});
