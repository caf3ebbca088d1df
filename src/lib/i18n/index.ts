// The languages' public face for the app: descriptors, `t`, the active language. Formatting (dates, numbers, money) is
// imported from './format' itself: re-exported here, it came with this module onto every public page, which formats nothing.
export { defineMessages, type Message, type Messages, type Translated } from './define';
export { activateLocale, activeLocale, initialLocale, loadAppCatalog, prerenderedLocale, readDeviceLocale, renderedLocale, setPrerenderedLocale, t, translateAll, type MessageValues, type Translate, type UiLocale } from './i18n';
export { LOCALE_CODES, LOCALES, PREFIXED_LOCALES, SOURCE_LOCALE, splitLocalePrefix, withLocalePrefix, type Locale } from './locales';
export { useLocale, useT } from './use-t';
