// How course numbers read on cards (spec §2, §9): price, rating, hours, byte sizes; and the catalogue's text search.
import { formatMoney } from '../../../lib/i18n';
import { priceToMinor } from '../../../lib/money.ts';
import { courseTexts } from '../texts.ts';

/** A course's price (USD dollars) as cards, the course page and its Buy button show it: 'Free' when 0 (spec). */
export function formatPrice(price: number): string {
  if (price === 0) return courseTexts.list.free;
  return formatMoney(priceToMinor(price), 'USD');
}

export function formatRating(rating: number | null | undefined): string {
  return rating === null || rating === undefined || rating === 0 ? courseTexts.list.newRating : rating.toFixed(1);
}

/** Spec §9: hours are floor(total minutes / 60). */
export function getCourseHours(totalMinutes: number | null | undefined): number {
  return Math.floor((totalMinutes ?? 0) / 60);
}

export { formatBytes } from '../../../lib/format-bytes.ts';

type Searchable = { title: string; description?: string | null };

/** Case-insensitive match of title or description (spec §2), run on the device. */
export function filterCoursesBySearch<T extends Searchable>(courses: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...courses];
  return courses.filter((course) => course.title.toLocaleLowerCase().includes(needle) || (course.description ?? '').toLocaleLowerCase().includes(needle));
}
