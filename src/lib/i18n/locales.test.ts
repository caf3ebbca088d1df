// The active language's resolution order: device, profile, browser, English.
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES, matchLocale, resolveLocale, splitLocalePrefix, withLocalePrefix } from './locales';

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

describe('locale prefixes', () => {
  it('reads the language a public address names', () => {
    expect(splitLocalePrefix('/sw')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocalePrefix('/sw/')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocalePrefix('/ar/courses')).toEqual({ locale: 'ar', path: '/courses' });
  });
  it('leaves English, unknown codes and look-alike paths unprefixed', () => {
    expect(splitLocalePrefix('/courses')).toEqual({ locale: null, path: '/courses' });
    expect(splitLocalePrefix('/en/courses')).toEqual({ locale: null, path: '/en/courses' });
    expect(splitLocalePrefix('/de/courses')).toEqual({ locale: null, path: '/de/courses' });
    expect(splitLocalePrefix('/swahili')).toEqual({ locale: null, path: '/swahili' });
    expect(splitLocalePrefix('/')).toEqual({ locale: null, path: '/' });
  });
  it('writes a page path in a language, and back', () => {
    expect(withLocalePrefix('/', 'sw')).toBe('/sw');
    expect(withLocalePrefix('/help', 'am')).toBe('/am/help');
    expect(withLocalePrefix('/help', 'en')).toBe('/help');
    for (const code of LOCALE_CODES) expect(splitLocalePrefix(withLocalePrefix('/contact', code)).path).toBe('/contact');
  });
  it('lets the address name the language before the device, profile and browser', () => {
    expect(resolveLocale({ address: 'sw', device: 'fr', profile: 'ar', browser: ['pt'] })).toBe('sw');
    expect(resolveLocale({ address: null, device: 'fr', browser: [] })).toBe('fr');
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
