// What the service worker counts of its own fetches: app code as app updates, images as other, media and backend elsewhere;
// nothing for a file the HTTP cache answered.
import { describe, expect, it } from 'vitest';
import { categoryOfWorkerFetch, wireBytes } from './usage-meter';

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
