// Money amounts (ARCHITECTURE §12) travel as integer minor units with their currency; they are shown by formatMoney in
// src/lib/i18n/format.ts, in the active language.

/** A course's price (USD dollars, `courses.price numeric`) in cents, as the server computes an order's amount. */
export function priceToMinor(price: number): number {
  return Math.round(price * 100);
}
