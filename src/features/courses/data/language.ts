// The catalogue by language (issue 25): an optional filter, and the learner's own language first.
import { isLocale } from '../../../lib/i18n/locales.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';

/** The filter's value: one language, or every one. */
export type CourseLanguageFilter = Locale | 'all';

export function isCourseLanguageFilter(value: unknown): value is CourseLanguageFilter {
  return value === 'all' || isLocale(value);
}

/**
 * The courses in `filter`'s language (all when 'all'), those in `active` (the learner's interface language) first;
 * otherwise in the order given (newest first, or the device's before the server's), which the sort keeps.
 */
export function arrangeCoursesByLanguage<T extends { language?: string | null }>(courses: readonly T[], filter: CourseLanguageFilter, active: Locale): T[] {
  // A course from an older server or device without a language is English, as the server's default made it.
  const languageOf = (course: T) => course.language ?? 'en';
  const shown = filter === 'all' ? [...courses] : courses.filter((course) => languageOf(course) === filter);
  return shown.sort((a, b) => Number(languageOf(b) === active) - Number(languageOf(a) === active));
}
