// The catalog check (CI): every message in every language, ICU that parses, the source's placeholders, no empty or stale text.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './catalog-plugin';
import { collectSourceMessages, readCatalog, scopeOf } from './catalog-tools';
import { LOCALE_CODES, SOURCE_LOCALE } from '../../src/lib/i18n/locales';

const root = resolve(import.meta.dirname, '../..');
const sources = collectSourceMessages(root);
const translated = LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE);

interface Shape {
  /** Every argument the message reads, with how (plain, plural, select). */
  args: Map<string, string>;
  /** For each plural or select argument, the branches it offers. */
  branches: Map<string, Set<string>>;
}

/** What a compiled message asks of its values: argument names, kinds, and plural/select branches. */
function shapeOf(compiled: CompiledMessage): Shape {
  const shape: Shape = { args: new Map(), branches: new Map() };
  const walk = (tokens: CompiledMessage) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token as [string, string?, Record<string, CompiledMessage>?];
      shape.args.set(name, type ?? 'plain');
      if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format) {
        const set = shape.branches.get(name) ?? new Set<string>();
        for (const [key, branch] of Object.entries(format)) {
          if (key === 'offset') continue;
          set.add(key);
          walk(branch);
        }
        shape.branches.set(name, set);
      }
    }
  };
  walk(compiled);
  return shape;
}

describe('English source messages', () => {
  it('exist, have unique ids and parse as ICU MessageFormat the page can render', () => {
    expect(sources.length).toBeGreaterThan(100);
    for (const message of sources) expect(() => compileMessage(message.source), message.id).not.toThrow();
  });

  it('give every plural each English form, so a count of one never reads "1 upvotes" (issue #52)', () => {
    const categories = [...new Intl.PluralRules(SOURCE_LOCALE).resolvedOptions().pluralCategories].sort();
    for (const { id, source } of sources) {
      for (const [name, kind] of shapeOf(compileMessage(source)).args) {
        if (kind !== 'plural') continue;
        const branches = [...(shapeOf(compileMessage(source)).branches.get(name) ?? [])].filter((key) => !key.startsWith('='));
        expect(branches.sort(), `${id}: {${name}} plural forms`).toEqual(categories);
      }
    }
  });
});

/** The product's terms, translated the same way everywhere (src/locales/glossary/<language>.csv). */
const GLOSSARY_TERMS = ['course', 'lesson', 'module', 'discussion', 'XP', 'level', 'creator', 'affiliate', 'sync'];

describe.each(translated)('glossary %s', (locale) => {
  it('gives every product term a translation', () => {
    const [header, ...rows] = readFileSync(join(root, 'src/locales/glossary', `${locale}.csv`), 'utf8').trimEnd().split('\n');
    expect(header).toBe('source,target,explanation,needs_review');
    const targets = new Map(rows.map((row) => [row.split(',')[0], row.split(',')[1] ?? '']));
    for (const term of GLOSSARY_TERMS) expect(targets.get(term)?.trim(), `${locale}: ${term}`).toBeTruthy();
  });
});

/** A language's PO files (src/locales/<language>/<scope>.po), each entry with the file it sits in. */
function readLanguage(locale: string) {
  const dir = join(root, 'src/locales', locale);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .flatMap((name) => readCatalog(readFileSync(join(dir, name), 'utf8')).map((entry) => ({ ...entry, file: name })));
}

describe.each(translated)('catalog %s', (locale) => {
  const entries = readLanguage(locale);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];

  it('has every message id and no id the source no longer has', () => {
    expect(sources.map((message) => message.id).filter((id) => !byId.has(id))).toEqual([]);
    const known = new Set(sources.map((message) => message.id));
    expect(entries.map((entry) => entry.id).filter((id) => !known.has(id))).toEqual([]);
    // Each scope (one texts.ts) has its own file, so translators and reviewers can take a feature at a time.
    expect(entries.filter((entry) => entry.file !== `${scopeOf(entry.id)}.po`).map((entry) => `${entry.file}: ${entry.id}`)).toEqual([]);
  });

  it('translates the current English (msgid), never with an empty text', () => {
    for (const { id, source } of sources) {
      const entry = byId.get(id);
      expect(entry?.source, `${locale} ${id}: translated from older English; run npm run i18n:extract`).toBe(source);
      expect(entry?.translation.trim(), `${locale} ${id}: empty`).not.toBe('');
    }
  });

  it('parses, keeps the source placeholders, and gives every plural form the language has', () => {
    for (const { id, source } of sources) {
      const translation = byId.get(id)?.translation ?? '';
      let compiled: CompiledMessage = [];
      expect(() => (compiled = compileMessage(translation)), `${locale} ${id}: ICU syntax`).not.toThrow();
      const want = shapeOf(compileMessage(source));
      const got = shapeOf(compiled);
      expect(Object.fromEntries(got.args), `${locale} ${id}: placeholders`).toEqual(Object.fromEntries(want.args));
      for (const [name, kind] of want.args) {
        const branches = got.branches.get(name) ?? new Set<string>();
        if (kind === 'plural') {
          // Arabic has six forms; the catalog must give each one the language uses (CLDR), and nothing else.
          expect([...branches].filter((key) => !key.startsWith('=')).sort(), `${locale} ${id}: plural forms`).toEqual([...categories].sort());
        }
        if (kind === 'select') expect([...branches].sort(), `${locale} ${id}: select branches`).toEqual([...(want.branches.get(name) ?? [])].sort());
      }
    }
  });
});
