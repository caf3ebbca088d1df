// Dates, relative times, numbers, percentages and money in the active language, through Intl (CLDR's rules, not ours).
import { activeLocale } from './i18n';
import { cached, numberFormat } from './intl-cache';
import type { Locale } from './locales';

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const dateFormat = /* @__PURE__ */ cached((locale, options) => new Intl.DateTimeFormat(locale, options));
const relativeTimeFormat = /* @__PURE__ */ cached((locale, options) => new Intl.RelativeTimeFormat(locale, options));

export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }, locale: Locale = activeLocale()): string {
  return dateFormat(locale, options).format(toDate(value));
}

export function formatDateTime(value: DateInput, locale: Locale = activeLocale()): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '2 hours ago', 'in 3 days', 'now' in the active language; under a minute counts as now. */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now(), locale: Locale = activeLocale()): string {
  const seconds = (toDate(value).getTime() - toDate(now).getTime()) / 1000;
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale: Locale = activeLocale()): string {
  return numberFormat(locale, options).format(value);
}

/** `ratio` is a fraction: 0.68 → '68%' (and '٪٦٨' in Arabic). */
export function formatPercent(ratio: number, locale: Locale = activeLocale()): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits: 0 }, locale);
}

/** Minor units per major unit: USD and most currencies have cents; a few (UGX, JPY) have none. */
function minorDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Money is kept as an integer in minor units with its currency (ARCHITECTURE §12): 150000 NGN → '₦1,500', 1950 USD →
 * '$19.50'. Whole amounts drop the ".00", the way course prices have always read ("$49").
 */
export function formatMoney(minorUnits: number, currency: string, locale: string = activeLocale()): string {
  const digits = minorDigits(currency);
  const amount = minorUnits / 10 ** digits;
  const whole = Number.isInteger(amount);
  try {
    return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    // An unknown currency code: still say how much, and in what.
    return `${amount.toFixed(whole ? 0 : digits)} ${currency}`;
  }
}
