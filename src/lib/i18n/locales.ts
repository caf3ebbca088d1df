// The languages Maarifa ships, each named in itself, and which one a visitor gets (device choice, profile, browser, English).

/** English is the source; the others have a PO catalog in src/locales. Order: as the picker lists them. */
export const LOCALES = {
  en: { name: 'English', dir: 'ltr' },
  sw: { name: 'Kiswahili', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
  pt: { name: 'Português', dir: 'ltr' },
  ha: { name: 'Hausa', dir: 'ltr' },
  yo: { name: 'Yorùbá', dir: 'ltr' },
  ig: { name: 'Igbo', dir: 'ltr' },
  am: { name: 'አማርኛ', dir: 'ltr' },
  zu: { name: 'isiZulu', dir: 'ltr' },
} as const;

export type Locale = keyof typeof LOCALES;
export const SOURCE_LOCALE = 'en' satisfies Locale;
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];
/** Where this device's choice is kept (it outlives sign-out: it is the device's, not the account's). */
export const LOCALE_STORAGE_KEY = 'maarifa:language';
/**
 * The pseudo-locale: English accented and padded (pseudo.ts), for tests that look for untranslated or clipped text.
 * Only a test build (MAARIFA_PSEUDO_LOCALE=1) knows it, when this device's stored language says so; never in the picker.
 */
export const PSEUDO_LOCALE = 'en-XA';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/** The shipped language a BCP 47 tag asks for: `sw-KE` → `sw`, `pt-BR` → `pt`; null when we do not ship it. */
export function matchLocale(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(language) ? language : null;
}

/** The shipped languages public pages are prerendered in under a prefix (`/sw/courses`): all but the source, whose pages keep their plain paths. */
export const PREFIXED_LOCALES = LOCALE_CODES.filter((code) => code !== SOURCE_LOCALE);

/** A path's language prefix and the path without it: `/sw/courses` → sw, `/courses`; `/courses` → no prefix. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const locale = match?.[1];
  if (!match || !locale || locale === SOURCE_LOCALE || !isLocale(locale)) return { locale: null, path: pathname };
  return { locale, path: match[2] && match[2] !== '/' ? match[2] : '/' };
}

/** `path` (unprefixed) as the address of its page in `locale`: `/courses` in Kiswahili is `/sw/courses`, `/` is `/sw`. */
export function withLocalePrefix(path: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export interface LocaleSources {
  /** The language the address names (`/sw/…`): a page in Kiswahili was asked for. */
  address?: Locale | null | undefined;
  /** This device's choice (localStorage). */
  device: string | null | undefined;
  /** The signed-in learner's synced choice, when known. */
  profile?: string | null | undefined;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
}

/**
 * The active language: the address's, else the device's choice, else the profile's, else the first browser language we
 * ship, else English.
 */
export function resolveLocale({ address, device, profile, browser }: LocaleSources): Locale {
  if (isLocale(address)) return address;
  if (isLocale(device)) return device;
  if (isLocale(profile)) return profile;
  for (const tag of browser) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return SOURCE_LOCALE;
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES[locale].dir;
}
