import { describe, expect, it } from 'vitest';
import { arrangeCoursesByLanguage, isCourseLanguageFilter } from './language.ts';

const courses = [
  { id: 'newest-en', language: 'en' },
  { id: 'new-sw', language: 'sw' },
  { id: 'fr', language: 'fr' },
  { id: 'old-sw', language: 'sw' },
  { id: 'no-language', language: null },
];
const ids = (list: readonly { id: string }[]) => list.map((course) => course.id);

describe('arrangeCoursesByLanguage', () => {
  it("lists the learner's language first, each group in the order given", () => {
    expect(ids(arrangeCoursesByLanguage(courses, 'all', 'sw'))).toEqual(['new-sw', 'old-sw', 'newest-en', 'fr', 'no-language']);
  });

  it('counts a course without a language as English', () => {
    expect(ids(arrangeCoursesByLanguage(courses, 'all', 'en'))).toEqual(['newest-en', 'no-language', 'new-sw', 'fr', 'old-sw']);
    expect(ids(arrangeCoursesByLanguage(courses, 'en', 'fr'))).toEqual(['newest-en', 'no-language']);
  });

  it('keeps only the chosen language, whatever the interface language', () => {
    expect(ids(arrangeCoursesByLanguage(courses, 'sw', 'en'))).toEqual(['new-sw', 'old-sw']);
    expect(ids(arrangeCoursesByLanguage(courses, 'am', 'am'))).toEqual([]);
  });

  it('leaves its input alone', () => {
    const before = ids(courses);
    arrangeCoursesByLanguage(courses, 'all', 'fr');
    expect(ids(courses)).toEqual(before);
  });
});

describe('isCourseLanguageFilter', () => {
  it('takes the ten languages and "all", nothing else', () => {
    expect(['all', 'en', 'sw', 'zu'].every(isCourseLanguageFilter)).toBe(true);
    expect(['', 'de', 'SW', null].some(isCourseLanguageFilter)).toBe(false);
  });
});
