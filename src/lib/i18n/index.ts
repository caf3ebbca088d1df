// The languages' public face for the app: descriptors, `t`, the active language and its formatting.
export { defineMessages, type Message, type Messages, type Translated } from './define';
export { activateLocale, activeLocale, initialLocale, renderedLocale, t, translateAll, type MessageValues, type Translate, type UiLocale } from './i18n';
export { LOCALE_CODES, LOCALES, type Locale } from './locales';
export { useLocale, useT } from './use-t';
export { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, formatRelativeTime } from './format';
