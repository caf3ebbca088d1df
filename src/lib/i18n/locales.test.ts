// The active language's resolution order: device, profile, browser, English.
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES, matchLocale, resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('takes the device choice first', () => {
    expect(resolveLocale({ device: 'ar', profile: 'fr', browser: ['sw-KE'] })).toBe('ar');
  });
  it('takes the profile when the device has no choice', () => {
    expect(resolveLocale({ device: null, profile: 'fr', browser: ['sw-KE'] })).toBe('fr');
  });
  it('takes the first browser language Maarifa ships', () => {
    expect(resolveLocale({ device: null, browser: ['de-DE', 'sw-KE', 'fr'] })).toBe('sw');
    expect(resolveLocale({ device: undefined, profile: null, browser: ['pt-BR'] })).toBe('pt');
  });
  it('falls back to English, ignoring unknown stored values', () => {
    expect(resolveLocale({ device: 'xx', profile: 'klingon', browser: ['de', 'es'] })).toBe('en');
    expect(resolveLocale({ device: null, browser: [] })).toBe('en');
  });
});

describe('matchLocale', () => {
  it('matches on the language subtag only', () => {
    expect(matchLocale('ZU_za')).toBe('zu');
    expect(matchLocale('am-ET')).toBe('am');
    expect(matchLocale('es-419')).toBeNull();
  });
});

describe('LOCALES', () => {
  it('ships ten languages, each named in itself, Arabic right to left', () => {
    expect(LOCALE_CODES).toEqual(['en', 'sw', 'fr', 'ar', 'pt', 'ha', 'yo', 'ig', 'am', 'zu']);
    expect(LOCALES.sw.name).toBe('Kiswahili');
    expect(LOCALES.am.name).toBe('አማርኛ');
    expect(LOCALE_CODES.filter((code) => LOCALES[code].dir === 'rtl')).toEqual(['ar']);
  });
});
