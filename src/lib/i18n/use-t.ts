// React hooks: the active language, and a `t` that re-renders its component when the language changes.
import { useSyncExternalStore } from 'react';
import { activeLocale, subscribeLocale, translatorFor, type Translate } from './i18n';
import { SOURCE_LOCALE, type Locale } from './locales';

/** The active language. Prerendered HTML is English, so hydration starts in English (the device's choice follows). */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, activeLocale, () => SOURCE_LOCALE);
}

/**
 * `t` for a component, in the language React renders: English while a prerendered page hydrates (even if the visitor's
 * catalog arrives meanwhile), so the markup matches; the component re-renders in the new language right after.
 */
export function useT(): Translate {
  return translatorFor(useLocale());
}
