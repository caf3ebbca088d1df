// `npm run i18n:extract`: writes the English template (src/locales/messages.pot) and brings every language's PO up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collectSourceMessages, readCatalog, writeCatalog, type CatalogEntry } from './catalog-tools.ts';
import { LOCALE_CODES, SOURCE_LOCALE } from './locales.ts';

const root = resolve(import.meta.dirname, '../../..');
const localesDir = join(root, 'src/locales');
const sources = collectSourceMessages(root);

const NOTE = 'Maarifa interface. msgctxt is the message id, msgid the English (ICU MessageFormat). "#, fuzzy" marks a draft awaiting review.';

writeFileSync(join(localesDir, 'messages.pot'), writeCatalog('', sources.map((message) => ({ id: message.id, source: message.source, translation: '', needsReview: false })), NOTE));

for (const locale of LOCALE_CODES) {
  if (locale === SOURCE_LOCALE) continue;
  const path = join(localesDir, `${locale}.po`);
  const kept = new Map(readCatalog(readFileSync(path, 'utf8')).map((entry) => [entry.id, entry]));
  let added = 0;
  let changed = 0;
  const entries: CatalogEntry[] = sources.map(({ id, source }) => {
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
  const removed = [...kept.keys()].filter((id) => !sources.some((message) => message.id === id)).length;
  writeFileSync(path, writeCatalog(locale, entries, NOTE));
  console.log(`${locale}: ${entries.length} messages, ${added} new, ${changed} changed in English, ${removed} removed`);
}
