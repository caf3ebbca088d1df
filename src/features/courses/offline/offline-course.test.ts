// Unit tests of offline-copy sizes: lesson bytes as stored, and a copy's total with saved videos of unknown size.
import { describe, expect, it } from 'vitest';
import type { LessonDoc } from '../../../db/schemas/lessons.ts';
import { measureLessonBytes } from './offline-course.ts';
import { getCopyBytes } from './offline-store.ts';

const lesson: LessonDoc = {
  id: 'l1',
  module_id: 'm1',
  title: 'Jambo',
  content: 'Habari — karibu sana',
  video_url: null,
  duration: 5,
  is_free: false,
  order_index: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  server_xid: 1,
  server_modified: null,
};

describe('offline copy sizes', () => {
  it('measures lessons as their UTF-8 JSON bytes', () => {
    const one = new TextEncoder().encode(JSON.stringify(lesson)).length;
    expect(one).toBeGreaterThan(JSON.stringify(lesson).length - 1);
    expect(measureLessonBytes([lesson, { ...lesson, id: 'l2' }])).toBe(one * 2);
    expect(measureLessonBytes([])).toBe(0);
  });

  it('adds saved video bytes and counts opaque (unknown) videos as zero', () => {
    const copy = {
      courseId: 'c',
      savedAt: '2026-01-01T00:00:00.000Z',
      lessonCount: 2,
      lessonBytes: 1000,
      videos: [
        { url: 'https://a/v.mp4', bytes: 5000 },
        { url: 'https://b/v.mp4', bytes: null },
      ],
    };
    expect(getCopyBytes(copy)).toBe(6000);
  });
});
