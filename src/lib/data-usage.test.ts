// The usage meter's accounting: month windows from the reset day, sums by category within a window, cap states, units.
import { describe, expect, it } from 'vitest';
import { capState, classifyBackendRequest, clampResetDay, formatBytes, isDownloadStopped, measureRequestBody, sumUsage, usagePeriod, type UsageDay } from './data-usage.ts';

const settings = (capBytes: number | null, keepUsingSince: string | null = null) => ({ resetDay: 3, capBytes, keepUsingSince });

describe('usagePeriod', () => {
  it('starts on this month’s reset day once it has come', () => {
    const period = usagePeriod(new Date(2026, 10, 26, 15), 3);
    expect([period.startKey, period.endKey]).toEqual(['2026-11-03', '2026-12-03']);
  });

  it('starts on the reset day itself at midnight', () => {
    expect(usagePeriod(new Date(2026, 10, 3, 0, 0), 3).startKey).toBe('2026-11-03');
    expect(usagePeriod(new Date(2026, 10, 2, 23, 59), 3).startKey).toBe('2026-10-03');
  });

  it('reaches back across the year and forward into the next one', () => {
    const january = usagePeriod(new Date(2027, 0, 10), 15);
    expect([january.startKey, january.endKey]).toEqual(['2026-12-15', '2027-01-15']);
    const december = usagePeriod(new Date(2026, 11, 20), 15);
    expect([december.startKey, december.endKey]).toEqual(['2026-12-15', '2027-01-15']);
  });

  it('keeps the reset day within 1–28', () => {
    expect(clampResetDay(31)).toBe(28);
    expect(clampResetDay(0)).toBe(1);
    expect(clampResetDay(Number.NaN)).toBe(1);
    expect(usagePeriod(new Date(2027, 1, 28), 31).startKey).toBe('2027-02-28');
  });
});

describe('sumUsage', () => {
  const days: UsageDay[] = [
    { day: '2026-11-02', category: 'sync', down: 1_000, up: 100 },
    { day: '2026-11-03', category: 'sync', down: 2_000, up: 200 },
    { day: '2026-11-03', category: 'app', down: 50_000, up: 0 },
    { day: '2026-11-20', category: 'media', down: 7_000, up: 0 },
    { day: '2026-11-20', category: 'other', down: 300, up: 30 },
    { day: '2026-12-03', category: 'sync', down: 9_999, up: 999 },
  ];

  it('adds up each category and both directions inside the window only', () => {
    const totals = sumUsage(days, usagePeriod(new Date(2026, 10, 26), 3));
    expect(totals.sync).toEqual({ down: 2_000, up: 200 });
    expect(totals.app).toEqual({ down: 50_000, up: 0 });
    expect(totals.media).toEqual({ down: 7_000, up: 0 });
    expect(totals.other).toEqual({ down: 300, up: 30 });
    expect([totals.down, totals.up, totals.total]).toEqual([59_300, 230, 59_530]);
  });

  it('follows a changed reset day (days are kept, windows computed)', () => {
    const totals = sumUsage(days, usagePeriod(new Date(2026, 10, 26), 1));
    expect(totals.sync.down).toBe(3_000);
  });
});

describe('capState', () => {
  const period = { startKey: '2026-11-03' };

  it('is off without a cap', () => {
    expect(capState(10 ** 9, settings(null), period)).toBe('off');
  });

  it('warns from 80 % and stops at 100 %', () => {
    expect(capState(799, settings(1_000), period)).toBe('ok');
    expect(capState(800, settings(1_000), period)).toBe('warning');
    expect(capState(999, settings(1_000), period)).toBe('warning');
    expect(capState(1_000, settings(1_000), period)).toBe('over');
    expect(isDownloadStopped('over')).toBe(true);
    expect(isDownloadStopped('warning')).toBe(false);
  });

  it('lets the learner lift the stop for this period only', () => {
    expect(capState(2_000, settings(1_000, '2026-11-03'), period)).toBe('lifted');
    expect(isDownloadStopped('lifted')).toBe(false);
    expect(capState(2_000, settings(1_000, '2026-10-03'), period)).toBe('over');
  });
});

describe('units and classification', () => {
  it('formats KB and MB', () => {
    expect(formatBytes(0)).toBe('0.0 KB');
    expect(formatBytes(1_536)).toBe('1.5 KB');
    expect(formatBytes(300 * 1024)).toBe('300 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.50 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25.0 MB');
  });

  it('tells the sync engine’s requests from the rest', () => {
    expect(classifyBackendRequest('http://localhost:54321/rest/v1/rpc/sync_pull')).toBe('sync');
    expect(classifyBackendRequest('http://localhost:54321/rest/v1/rpc/sync_push')).toBe('sync');
    expect(classifyBackendRequest('http://localhost:54321/rest/v1/rpc/record_discussion_views')).toBe('sync');
    expect(classifyBackendRequest('http://localhost:54321/rest/v1/discussions?select=id%2C_xid&id=in.(a)')).toBe('sync');
    expect(classifyBackendRequest('http://localhost:54321/rest/v1/rpc/course_outline')).toBe('other');
    expect(classifyBackendRequest('http://localhost:54321/auth/v1/token?grant_type=password')).toBe('other');
  });

  it('measures request bodies in UTF-8 bytes', () => {
    expect(measureRequestBody('{"a":"é"}')).toBe(10);
    expect(measureRequestBody(new Blob(['abc']))).toBe(3);
    expect(measureRequestBody(new Uint8Array(7))).toBe(7);
    expect(measureRequestBody(undefined)).toBe(0);
  });
});
