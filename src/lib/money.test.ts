// priceToMinor: dollar prices to cents as the server computes them.
import { describe, expect, it } from 'vitest';
import { priceToMinor } from './money.ts';

describe('priceToMinor', () => {
  it('rounds dollar prices to cents as the server does', () => {
    expect(priceToMinor(49)).toBe(4900);
    expect(priceToMinor(19.99)).toBe(1999);
    expect(priceToMinor(0.1 + 0.2)).toBe(30);
    expect(priceToMinor(0)).toBe(0);
  });
});
