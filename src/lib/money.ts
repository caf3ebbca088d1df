// Money on screen (ARCHITECTURE §12): amounts travel as integer minor units with their currency and are shown with
// the browser's Intl.NumberFormat; whole amounts drop the ".00" the way course prices have always read ("$49").

/** Minor units per major unit: USD and most currencies have cents; a few have none. */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 4900, 'USD' → "$49"; 1950 → "$19.50". A zero amount reads "$0" (course prices say 'Free' through the courses feature). */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  const digits = minorDigits(currency);
  const amount = amountMinor / 10 ** digits;
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    // An unknown currency code: still say how much, and in what.
    return `${amount.toFixed(whole ? 0 : digits)} ${currency}`;
  }
}

/** A course's price (USD dollars, `courses.price numeric`) in cents, as the server computes an order's amount. */
export function priceToMinor(price: number): number {
  return Math.round(price * 100);
}
