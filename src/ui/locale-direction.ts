// Which way a language reads, for the locale context Chakra's components take their direction from (Ark's
// LocaleProvider, in src/app/providers.tsx), in place of zag's isRTL: our own languages say their direction themselves.
import { isRTL as isRtlScript } from '@zag-js/i18n-utils';
import { isLocale, LOCALES } from '../lib/i18n/locales';

/**
 * Zag finds a language's script with `Intl.Locale#maximize`, whose first call loads the browser's likely-subtags data:
 * 57–109 ms measured on the throttled phone profile, inside the hydration of every page. A language we ship needs no
 * lookup; any other tag (the tests' pseudo-locale) still gets zag's.
 */
export function isRTL(locale: string): boolean {
  return isLocale(locale) ? LOCALES[locale].dir === 'rtl' : isRtlScript(locale);
}
