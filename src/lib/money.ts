// How money reads everywhere (ARCHITECTURE §12): integer minor units and a currency code, shown in the reader's locale; 'Free' for 0 (spec §2).

const FREE = 'Free';

/**
 * `amountMinor` in the currency's minor units (cents for USD). Whole amounts show no cents ('$49', as the spec's cards
 * and 'Buy for $49' read); others show two decimals ('$19.50').
 */
export function formatMoney(amountMinor: number, currency: string): string {
  if (amountMinor === 0) return FREE;
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amountMinor / 100);
}

/** A course's `price` (USD dollars, as the courses table keeps it) in minor units, as the server computes an order's amount. */
export function toMinorUnits(price: number): number {
  return Math.round(price * 100);
}
