// Unit tests of the money display: minor units to the reader's currency format, 'Free' for 0.
import { describe, expect, it } from 'vitest';
import { formatMoney, toMinorUnits } from './money.ts';

const expected = (amount: number, digits: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);

describe('formatMoney', () => {
  it("reads 'Free' for 0", () => {
    expect(formatMoney(0, 'USD')).toBe('Free');
  });

  it('shows whole amounts without cents and others with two decimals', () => {
    expect(formatMoney(4900, 'USD')).toBe(expected(49, 0));
    expect(formatMoney(1950, 'USD')).toBe(expected(19.5, 2));
    expect(formatMoney(1, 'USD')).toBe(expected(0.01, 2));
  });

  it('turns dollar prices into cents the way the server does', () => {
    expect(toMinorUnits(49)).toBe(4900);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });
});
