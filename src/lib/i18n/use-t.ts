// React hooks: the active language, and a `t` that re-renders its component when the language changes.
import { useSyncExternalStore } from 'react';
import { prerenderedLocale, renderedLocale, subscribeLocale, translatorFor, type Translate, type UiLocale } from './i18n';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/** Hydration starts in the language the prerendered HTML is in (English, or its address's); the device's choice follows. */
function useRenderedLocale(): UiLocale {
  return useSyncExternalStore(subscribeLocale, renderedLocale, prerenderedLocale);
}

/** The active language (the pseudo-locale of a test build counts as English, which it is underneath). */
export function useLocale(): Locale {
  const locale = useRenderedLocale();
  return locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
}

/**
 * `t` for a component, in the language React renders: the prerendered HTML's while a page hydrates (even if the
 * visitor's catalog arrives meanwhile), so the markup matches; the component re-renders in the new language right after.
 */
export function useT(): Translate {
  return translatorFor(useRenderedLocale());
}
