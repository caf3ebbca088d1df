// Unit tests of card formatting (spec §2, §9) and the on-device catalogue search.
import { describe, expect, it } from 'vitest';
import { filterCoursesBySearch, formatBytes, formatPrice, formatRating, getCourseHours } from './format.ts';

describe('course card formatting', () => {
  it("shows 'Free' for 0 and a dollar amount otherwise", () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(49)).toBe('$49');
    expect(formatPrice(19.5)).toBe('$19.50');
  });

  it("shows the rating to one decimal or 'New'", () => {
    expect(formatRating(null)).toBe('New');
    expect(formatRating(4.25)).toBe('4.3');
  });

  it('floors total minutes to hours', () => {
    expect(getCourseHours(119)).toBe(1);
    expect(getCourseHours(59)).toBe(0);
    expect(getCourseHours(null)).toBe(0);
  });

  it('formats byte sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('catalogue search', () => {
  const courses = [
    { title: 'Python for Data', description: 'Rainfall in the Sahel' },
    { title: 'Solar basics', description: null },
  ];
  it('matches title or description case-insensitively', () => {
    expect(filterCoursesBySearch(courses, 'PYTHON')).toHaveLength(1);
    expect(filterCoursesBySearch(courses, 'sahel')[0]?.title).toBe('Python for Data');
    expect(filterCoursesBySearch(courses, '  ')).toHaveLength(2);
    expect(filterCoursesBySearch(courses, 'kotlin')).toHaveLength(0);
  });
});
