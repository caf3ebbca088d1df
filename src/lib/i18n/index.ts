// The languages' public face for the app: descriptors, `t`, the active language and its formatting.
export { defineMessages, type Message, type Messages, type Translated } from './define';
export { activateLocale, activeLocale, initialLocale, loadAppCatalog, prerenderedLocale, readDeviceLocale, renderedLocale, setPrerenderedLocale, t, translateAll, type MessageValues, type Translate, type UiLocale } from './i18n';
export { LOCALE_CODES, LOCALES, PREFIXED_LOCALES, SOURCE_LOCALE, splitLocalePrefix, withLocalePrefix, type Locale } from './locales';
export { useLocale, useT } from './use-t';
export { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, formatRelativeTime } from './format';
