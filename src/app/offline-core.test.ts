// What the worker's reports on keeping the dashboard's core mean for the header's readiness.
import { describe, expect, it } from 'vitest';
import { coreRatio, readinessFrom, type CoreProgress } from './offline-core';
import { noticeFor } from './dashboard/offline-readiness';

const progress = (cached: number, bytes: number, done = false): CoreProgress => ({ cached, total: 10, bytes, totalBytes: 1000, done });

describe('offline readiness from the worker’s reports', () => {
  it('counts bytes kept, not files, and never says 100% before every file is kept', () => {
    expect(coreRatio(progress(5, 600))).toBe(0.6);
    expect(coreRatio(progress(9, 1000))).toBe(0.99);
    expect(coreRatio(progress(10, 1000))).toBe(1);
    expect(coreRatio({ cached: 3, total: 4, bytes: 0, totalBytes: 0, done: false })).toBe(0.75);
  });

  it('is keeping while files come, incomplete when the keeping ended short, ready when all are kept', () => {
    expect(readinessFrom(progress(4, 400), true)).toEqual({ phase: 'keeping', ratio: 0.4 });
    expect(readinessFrom(progress(4, 400, true), true)).toEqual({ phase: 'incomplete', ratio: 0.4 });
    expect(readinessFrom(progress(10, 1000, true), true)).toEqual({ phase: 'ready', announced: true });
  });

  it('says nothing about a core that was already all on the device', () => {
    const ready = readinessFrom(progress(10, 1000, true), false);
    expect(ready).toEqual({ phase: 'ready', announced: false });
    expect(noticeFor(ready)).toBeNull();
    expect(noticeFor({ phase: 'unknown' })).toBeNull();
  });

  it('shows progress, the shortfall, and the news of being ready', () => {
    expect(noticeFor({ phase: 'keeping', ratio: 0.6 })).toEqual({ kind: 'keeping', ratio: 0.6 });
    expect(noticeFor({ phase: 'incomplete', ratio: 0.6 })).toEqual({ kind: 'incomplete', ratio: 0.6 });
    expect(noticeFor({ phase: 'ready', announced: true })).toEqual({ kind: 'ready' });
  });
});
