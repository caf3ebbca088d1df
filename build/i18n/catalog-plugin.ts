// Vite plugin: compiles messages at build time (and in tests), so the page ships Lingui's compiled form and no ICU parser.
import { compileMessage as compileIcu, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOG_PARTS, catalogPartOf, publicScopes, type CatalogPart } from './catalog-split.ts';
import { collectSourceMessages, extractMessages, readCatalog } from './catalog-tools.ts';
import { PLACEHOLDER_TYPES } from '../../src/lib/i18n/interpolate.ts';
import { PSEUDO_LOCALE } from '../../src/lib/i18n/locales.ts';
import { pseudoLocalize } from '../../src/lib/i18n/pseudo.ts';

/**
 * `import('virtual:maarifa-catalog/sw/public')`: one part (catalog-split.ts) of one language's PO files
 * (src/locales/sw/*.po), compiled into one module; `…/sw/app` is the other part.
 */
export const CATALOG_MODULE_PREFIX = 'virtual:maarifa-catalog/';
/** The resolved id of a language's catalog part (`\0maarifa-catalog:sw:public`); chunk naming and the service worker's rules recognise it. */
export const CATALOG_MODULE_ID = /^\0maarifa-catalog:([a-z]{2,3}|en-XA):(public|app)$/;

const LOCALES_DIR = resolve(import.meta.dirname, '../../src/locales');
const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A message in the form the page renders (interpolate.ts): Lingui's compiled form, with `\u00e9`-style escapes in its
 * text already decoded, as Lingui's runtime decoded them on the phone. Throws on a placeholder type the page cannot
 * render, so the build fails rather than a learner reading a raw value.
 */
export function compileMessage(source: string): CompiledMessage {
  const decode = (text: string) => text.replace(/\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g, (_match, u?: string, x?: string) => String.fromCharCode(parseInt(u ?? x!, 16)));
  const visit = (message: CompiledMessage): CompiledMessage =>
    message.map((token) => {
      if (typeof token === 'string') return decode(token);
      const [name, type, format] = token;
      if (!PLACEHOLDER_TYPES.includes(type)) throw new Error(`catalogs: {${name}, ${type}} in "${source}": a message can use ${PLACEHOLDER_TYPES.filter(Boolean).join(', ')}; format the value first`);
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        const choices = Object.fromEntries(Object.entries(format as Record<string, unknown>).map(([key, value]) => [key, Array.isArray(value) ? visit(value as CompiledMessage) : value]));
        return [name, type, choices];
      }
      return token;
    });
  return visit(compileIcu(source));
}

export interface CatalogPluginOptions {
  /**
   * Test builds only (MAARIFA_PSEUDO_LOCALE=1): `virtual:maarifa-catalog/en-XA` is every English message of the
   * texts.ts files, accented and padded (pseudo.ts). Otherwise that module is empty, and the app never imports it.
   */
  pseudo?: boolean;
}

/**
 * - A language's catalog part (one chunk per language and part, loaded on demand) becomes `export default { id: compiled }`.
 *   Drafts marked `#, fuzzy` are shipped: a draft in the learner's language beats English; the flag is for reviewers.
 * - In a texts.ts file, each English string of a `defineMessages` call is replaced by its compiled form.
 */
export function catalogPlugin({ pseudo = false }: CatalogPluginOptions = {}): Plugin {
  // Derived from the public entry's import graph once per build (the dev server: once per start).
  let publicSet: Set<string> | undefined;
  const inPart = (id: string, part: CatalogPart) => catalogPartOf(id, (publicSet ??= publicScopes(ROOT))) === part;
  return {
    name: 'maarifa-catalogs',
    enforce: 'pre',
    buildStart() {
      publicSet = undefined;
    },
    resolveId(source) {
      if (!source.startsWith(CATALOG_MODULE_PREFIX)) return null;
      const [locale = '', part = ''] = source.slice(CATALOG_MODULE_PREFIX.length).split('/');
      const known = /^[a-z]{2,3}$/.test(locale) || locale === PSEUDO_LOCALE;
      return known && (CATALOG_PARTS as readonly string[]).includes(part) ? `\0maarifa-catalog:${locale}:${part}` : null;
    },
    load(id) {
      const [, locale, part] = CATALOG_MODULE_ID.exec(id) ?? [];
      if (!locale || !part) return null;
      if (locale === PSEUDO_LOCALE) {
        const messages = pseudo ? collectSourceMessages(ROOT).filter((message) => inPart(message.id, part as CatalogPart)) : [];
        for (const file of new Set(messages.map((message) => message.file))) this.addWatchFile(join(ROOT, file));
        const compiled = Object.fromEntries(messages.map((message) => [message.id, pseudoLocalize(compileMessage(message.source))]));
        return { code: `export default ${JSON.stringify(compiled)};`, map: null };
      }
      const dir = join(LOCALES_DIR, locale);
      const messages: Record<string, unknown> = {};
      for (const name of readdirSync(dir).filter((file) => file.endsWith('.po')).sort()) {
        const path = join(dir, name);
        this.addWatchFile(path);
        for (const entry of readCatalog(readFileSync(path, 'utf8'))) {
          if (entry.translation && inPart(entry.id, part as CatalogPart)) messages[entry.id] = compileMessage(entry.translation);
        }
      }
      return { code: `export default ${JSON.stringify(messages)};`, map: null };
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/(^|[-/])texts\.ts$/.test(file)) return null;
      const found = extractMessages(code, file);
      if (found.length === 0) return null;
      let out = '';
      let at = 0;
      for (const message of [...found].sort((a, b) => a.start - b.start)) {
        out += code.slice(at, message.start) + JSON.stringify(compileMessage(message.source));
        at = message.end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
