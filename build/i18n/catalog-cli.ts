// `npm run i18n:extract`: writes the English templates (src/locales/template/<scope>.pot) and brings every language's PO files up to date.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CATALOG_NOTE, collectSourceMessages, messagesByScope, readCatalog, writeCatalog, type CatalogEntry } from './catalog-tools.ts';
import { LOCALE_CODES, SOURCE_LOCALE } from '../../src/lib/i18n/locales.ts';

const root = resolve(import.meta.dirname, '../..');
const localesDir = join(root, 'src/locales');
const scopes = messagesByScope(collectSourceMessages(root));

/** Writes one file per scope into `dir`, and removes the files of scopes no texts.ts declares any more. */
function writeScopes(dir: string, extension: string, write: (scope: string, path: string) => void): void {
  mkdirSync(dir, { recursive: true });
  for (const scope of scopes.keys()) write(scope, join(dir, `${scope}.${extension}`));
  for (const name of readdirSync(dir)) if (name.endsWith(`.${extension}`) && !scopes.has(name.slice(0, -extension.length - 1))) rmSync(join(dir, name));
}

writeScopes(join(localesDir, 'template'), 'pot', (scope, path) =>
  writeFileSync(path, writeCatalog('', scopes.get(scope)!.map(({ id, source }) => ({ id, source, translation: '', needsReview: false })), CATALOG_NOTE)),
);

for (const locale of LOCALE_CODES) {
  if (locale === SOURCE_LOCALE) continue;
  let total = 0;
  let added = 0;
  let changed = 0;
  writeScopes(join(localesDir, locale), 'po', (scope, path) => {
    const kept = new Map(existsSync(path) ? readCatalog(readFileSync(path, 'utf8')).map((entry) => [entry.id, entry]) : []);
    const entries: CatalogEntry[] = scopes.get(scope)!.map(({ id, source }) => {
      const old = kept.get(id);
      if (!old) {
        added += 1;
        return { id, source, translation: '', needsReview: true };
      }
      if (old.source === source) return old;
      // The English changed: the old translation stays as a starting point, flagged for review.
      changed += 1;
      return { id, source, translation: old.translation, needsReview: true };
    });
    total += entries.length;
    writeFileSync(path, writeCatalog(locale, entries, CATALOG_NOTE));
  });
  console.log(`${locale}: ${total} messages, ${added} new, ${changed} changed in English`);
}
