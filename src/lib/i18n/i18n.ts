// The active language at run time: its catalog (loaded on demand), `t`, <html lang dir>.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_STORAGE_KEY, isLocale, localeDirection, PSEUDO_LOCALE, resolveLocale, SOURCE_LOCALE, splitLocalePrefix, type Locale } from './locales';
import { isMessage, type Message, type Translated } from './define';
import { interpolate, type MessageValues } from './interpolate';

export type { MessageValues } from './interpolate';

/** A catalog, or one part of it: message id → the translation as the catalog plugin compiled it. */
export type CatalogMessages = Record<string, CompiledMessage>;

/** The language the interface is rendered in: a shipped one, or (test builds only) the pseudo-locale. */
export type UiLocale = Locale | typeof PSEUDO_LOCALE;

/**
 * The active language and the catalogs loaded so far. English needs none: each feature's texts.ts carries its compiled
 * English, which is the fallback for every id a catalog lacks.
 */
const active: { locale: UiLocale; catalogs: Partial<Record<UiLocale, CatalogMessages>> } = { locale: SOURCE_LOCALE, catalogs: {} };
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Adds messages to a language's catalog (a catalog comes in parts). */
function loadMessages(locale: UiLocale, messages: CatalogMessages): void {
  active.catalogs[locale] = { ...active.catalogs[locale], ...messages };
  changed();
}

function activate(locale: UiLocale): void {
  active.locale = locale;
  changed();
}

// Two chunks per language (the catalog plugin compiles its PO files into a `public` and an `app` part, build/i18n/catalog-split.ts):
// a public page downloads only the active language's public part; the router app adds its app part. The service worker
// keeps each part once used (and any other language's opened once), so a switch works offline after. The imports are
// written out because a bundler splits only literal dynamic imports.
type CatalogPart = 'public' | 'app';
type CatalogModule = () => Promise<{ default: CatalogMessages }>;
const catalogs: Record<Exclude<Locale, typeof SOURCE_LOCALE>, Record<CatalogPart, CatalogModule>> = {
  sw: { public: () => import('virtual:maarifa-catalog/sw/public'), app: () => import('virtual:maarifa-catalog/sw/app') },
  fr: { public: () => import('virtual:maarifa-catalog/fr/public'), app: () => import('virtual:maarifa-catalog/fr/app') },
  ar: { public: () => import('virtual:maarifa-catalog/ar/public'), app: () => import('virtual:maarifa-catalog/ar/app') },
  pt: { public: () => import('virtual:maarifa-catalog/pt/public'), app: () => import('virtual:maarifa-catalog/pt/app') },
  ha: { public: () => import('virtual:maarifa-catalog/ha/public'), app: () => import('virtual:maarifa-catalog/ha/app') },
  yo: { public: () => import('virtual:maarifa-catalog/yo/public'), app: () => import('virtual:maarifa-catalog/yo/app') },
  ig: { public: () => import('virtual:maarifa-catalog/ig/public'), app: () => import('virtual:maarifa-catalog/ig/app') },
  am: { public: () => import('virtual:maarifa-catalog/am/public'), app: () => import('virtual:maarifa-catalog/am/app') },
  zu: { public: () => import('virtual:maarifa-catalog/zu/public'), app: () => import('virtual:maarifa-catalog/zu/app') },
};

/** The text of `message` in `locale`, from its catalog, else the English. A plain string is the English before
 * compilation (never shipped): shown as it is rather than parsed. */
function translateIn(locale: UiLocale, message: Message, values?: MessageValues): string {
  return interpolate(active.catalogs[locale]?.[message.id] ?? message.message, locale, values);
}

/** The text of `message` in the active language. */
export function t(message: Message, values?: MessageValues): string {
  return translateIn(active.locale, message, values);
}

export type Translate = typeof t;

/** English alone: what prerendered HTML says, so a page hydrating while another language loads still matches it. */
const english: Translate = (message, values) => translateIn(SOURCE_LOCALE, message, values);

/** `t` for a given language: English, or the active one (the only other one loaded). */
export function translatorFor(locale: UiLocale): Translate {
  return locale === SOURCE_LOCALE ? english : t;
}

/** Every message of a tree in the active language, same shape (for components that take plain texts). */
export function translateAll<M extends object>(tree: M, translate: Translate = t): Translated<M> {
  if (isMessage(tree)) return translate(tree) as Translated<M>;
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, translateAll(value as object, translate)])) as Translated<M>;
}

/** The active language, for formatting and choices (the pseudo-locale formats as English). */
export function activeLocale(): Locale {
  return isLocale(active.locale) ? active.locale : SOURCE_LOCALE;
}

/** The language texts are rendered in: the active one, or the pseudo-locale in a test build that chose it. */
export function renderedLocale(): UiLocale {
  return __MAARIFA_PSEUDO_LOCALE__ && active.locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : activeLocale();
}

async function loadCatalogPart(locale: UiLocale, part: CatalogPart): Promise<CatalogMessages> {
  if (locale === SOURCE_LOCALE) return {};
  // The condition is a build-time constant: a production build drops these imports and has no pseudo chunks.
  if (locale === PSEUDO_LOCALE) {
    if (!__MAARIFA_PSEUDO_LOCALE__) return {};
    return (await (part === 'public' ? import('virtual:maarifa-catalog/en-XA/public') : import('virtual:maarifa-catalog/en-XA/app'))).default;
  }
  return (await catalogs[locale][part]()).default;
}

/** Whether something that renders the app part's messages (the router app) has started: then every language loads whole. */
let appPartWanted = false;

/**
 * What a switch to `locale` loads: its public part, which decides whether the switch can happen, and once the router app
 * has asked for it, its app part, in parallel. A language used only on the public pages and opened offline in the
 * dashboard has no app part kept: the switch still happens, and the dashboard's own messages read in English.
 */
async function loadCatalog(locale: UiLocale): Promise<CatalogMessages> {
  const [publicPart, appPart] = await Promise.all([
    loadCatalogPart(locale, 'public'),
    appPartWanted ? loadCatalogPart(locale, 'app').catch(() => ({})) : {},
  ]);
  return { ...publicPart, ...appPart };
}

/** Sets `<html lang dir>`: Arabic lays the page out right to left. */
export function applyDocumentLocale(locale: UiLocale, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = locale === PSEUDO_LOCALE ? 'ltr' : localeDirection(locale);
}

/** The language this page's prerendered HTML is in: what hydration renders (English unless the address named another). */
let documentLocale: UiLocale = SOURCE_LOCALE;

export function prerenderedLocale(): UiLocale {
  return documentLocale;
}

/** Says which language the prerendered HTML is in, before hydrating it (or, at build time, before rendering it). */
export function setPrerenderedLocale(locale: UiLocale): void {
  documentLocale = locale;
}

let switching: Promise<void> = Promise.resolve();

/**
 * Makes `locale` active once its catalog is loaded (everything using `t` re-renders). With `remember`, this device keeps
 * the choice. Rejects (and the language stays as it was) when the catalog cannot be had: offline, never opened before.
 * On a public page that is the language's public part; once the router app has asked (loadAppCatalog), both parts.
 */
export function activateLocale(locale: UiLocale, { remember = false }: { remember?: boolean } = {}): Promise<void> {
  switching = switching.catch(() => undefined).then(async () => {
    const messages = await loadCatalog(locale);
    loadMessages(locale, messages);
    activate(locale);
    if (typeof document !== 'undefined') applyDocumentLocale(locale);
    if (remember) writeDeviceLocale(locale);
  });
  return switching;
}

/**
 * For what renders the dashboard's messages (the router app): from now on every switch loads a language whole, and the
 * promise resolves once the active language's app part is in (after any switch under way). Rejects when that part
 * cannot be had (offline, never opened): the language stays, and the dashboard's own messages read in English.
 */
export function loadAppCatalog(): Promise<void> {
  appPartWanted = true;
  const loading = switching.catch(() => undefined).then(async () => {
    const locale = active.locale;
    const messages = await loadCatalogPart(locale, 'app');
    if (Object.keys(messages).length > 0) loadMessages(locale, messages);
  });
  switching = loading;
  return loading;
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readDeviceLocale(): Locale | null {
  const stored = readStoredLocale();
  return isLocale(stored) ? stored : null;
}

function writeDeviceLocale(locale: UiLocale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
}

/**
 * The language this visit starts in: a public page's address names its own (`/sw/courses`); otherwise the device's, the
 * browser's (the profile's synced language is not known before sign-in; see resolveLocale).
 */
export function initialLocale(): UiLocale {
  if (__MAARIFA_PSEUDO_LOCALE__ && readStoredLocale() === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  const address = typeof location === 'undefined' ? null : splitLocalePrefix(location.pathname).locale;
  return resolveLocale({ address, device: readDeviceLocale(), browser: typeof navigator === 'undefined' ? [] : navigator.languages });
}

/** Re-renders a component when the language changes. */
export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
