// formatMoney and priceToMinor: minor units to the browser's currency format, whole amounts without cents.
import { describe, expect, it } from 'vitest';
import { formatMoney, priceToMinor } from './money.ts';

describe('formatMoney', () => {
  it('shows whole dollar amounts without cents, others with two digits', () => {
    expect(formatMoney(4900, 'USD', 'en-US')).toBe('$49');
    expect(formatMoney(1950, 'USD', 'en-US')).toBe('$19.50');
    expect(formatMoney(4410, 'USD', 'en-US')).toBe('$44.10');
    expect(formatMoney(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0');
  });

  it('follows the locale and the currency', () => {
    expect(formatMoney(4900, 'EUR', 'de-DE')).toBe('49\u00a0€');
    expect(formatMoney(150000, 'KES', 'en-KE')).toMatch(/1,500/);
    // The yen has no minor unit: the amount is already whole yen.
    expect(formatMoney(500, 'JPY', 'ja-JP')).toMatch(/500/);
  });

  it('still says the amount and currency for a code Intl does not know', () => {
    expect(formatMoney(4900, 'XXXX', 'en-US')).toBe('49 XXXX');
  });
});

describe('priceToMinor', () => {
  it('rounds dollar prices to cents as the server does', () => {
    expect(priceToMinor(49)).toBe(4900);
    expect(priceToMinor(19.99)).toBe(1999);
    expect(priceToMinor(0.1 + 0.2)).toBe(30);
    expect(priceToMinor(0)).toBe(0);
  });
});
