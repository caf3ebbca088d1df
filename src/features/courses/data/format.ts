// How course numbers read on cards (spec §2, §9): price, rating, hours, byte sizes; and the catalogue's text search.
import { activeLocale, t as activeT, type Message, type Translate } from '../../../lib/i18n';
import { formatMoney, formatNumber } from '../../../lib/i18n/format';
import { priceToMinor } from '../../../lib/money.ts';
import { courseTexts } from '../texts.ts';

/** A course's price (USD dollars) as cards, the course page and its Buy button show it: 'Free' when 0 (spec). */
export function formatPrice(price: number, t: Translate = activeT): string {
  if (price === 0) return t(courseTexts.list.free);
  return formatMoney(priceToMinor(price), 'USD', activeLocale());
}

export function formatRating(rating: number | null | undefined, t: Translate = activeT): string {
  return rating === null || rating === undefined || rating === 0 ? t(courseTexts.list.newRating) : formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A stored code's label (difficulty, category, status); a code the app does not know is shown as it is. */
function codeLabel(labels: Record<string, Message>, code: string, t: Translate): string {
  const message = labels[code];
  return message ? t(message) : code;
}

export const difficultyLabel = (code: string, t: Translate = activeT) => codeLabel(courseTexts.difficulties, code, t);
export const categoryLabel = (code: string, t: Translate = activeT) => codeLabel(courseTexts.categories, code, t);
export const statusLabel = (code: string, t: Translate = activeT) => codeLabel(courseTexts.statuses, code, t);

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
