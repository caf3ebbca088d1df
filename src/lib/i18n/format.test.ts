// The Intl helpers follow the active language: dates, relative times, numbers, percentages, money in minor units.
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatPercent, formatRelativeTime } from './format';
import { activateLocale } from './i18n';

afterEach(async () => {
  await activateLocale('en');
});

const now = new Date('2026-11-26T12:00:00Z');

describe('Intl helpers', () => {
  it('say relative times in the active language', async () => {
    expect(formatRelativeTime(new Date(now.getTime() - 2 * 3600_000), now)).toBe('2 hours ago');
    expect(formatRelativeTime(new Date(now.getTime() - 10_000), now)).toBe('now');
    expect(formatRelativeTime(new Date(now.getTime() + 3 * 86400_000), now)).toBe('in 3 days');
    await activateLocale('fr');
    expect(formatRelativeTime(new Date(now.getTime() - 2 * 3600_000), now)).toBe('il y a 2 heures');
  });

  it('format numbers and percentages with the language’s separators and digits', async () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatPercent(0.68)).toBe('68%');
    await activateLocale('fr');
    expect(formatNumber(1234.5)).toBe(new Intl.NumberFormat('fr').format(1234.5));
    expect(formatNumber(1234.5)).not.toBe('1,234.5');
    await activateLocale('ar');
    expect(formatPercent(0.68)).toBe(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.68));
  });

  it('format money from integer minor units with the currency’s own decimals', async () => {
    expect(formatMoney(150000, 'NGN')).toMatch(/^(NGN\s|₦)1,500$/);
    expect(formatMoney(150050, 'NGN')).toMatch(/^(NGN\s|₦)1,500\.50$/);
    expect(formatMoney(250050, 'KES')).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'KES' }).format(2500.5));
    // The Ugandan shilling has no minor unit in ISO 4217's Intl data: 5000 is 5,000 shillings.
    expect(formatMoney(5000, 'UGX')).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'UGX' }).format(5000));
    await activateLocale('sw');
    expect(formatMoney(250050, 'KES')).toBe(new Intl.NumberFormat('sw', { style: 'currency', currency: 'KES' }).format(2500.5));
  });

  it('format dates in the active language', async () => {
    await activateLocale('fr');
    expect(formatDate(now, { dateStyle: 'long', timeZone: 'UTC' })).toBe('26 novembre 2026');
  });
});

describe('formatMoney in a given locale', () => {
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
