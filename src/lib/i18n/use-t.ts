// React hooks: the active language, and a `t` that re-renders its component when the language changes.
import { useSyncExternalStore } from 'react';
import { renderedLocale, subscribeLocale, translatorFor, type Translate, type UiLocale } from './i18n';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/** Prerendered HTML is English, so hydration starts in English (the device's choice follows). */
function useRenderedLocale(): UiLocale {
  return useSyncExternalStore(subscribeLocale, renderedLocale, () => SOURCE_LOCALE);
}

/** The active language (the pseudo-locale of a test build counts as English, which it is underneath). */
export function useLocale(): Locale {
  const locale = useRenderedLocale();
  return locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
}

/**
 * `t` for a component, in the language React renders: English while a prerendered page hydrates (even if the visitor's
 * catalog arrives meanwhile), so the markup matches; the component re-renders in the new language right after.
 */
export function useT(): Translate {
  return translatorFor(useRenderedLocale());
}
