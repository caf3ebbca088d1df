// The message renderer against Lingui's own runtime, which it replaced on the page: every message of every language, the
// same text for the same values (plural categories, exact matches, offsets, nested choices, `#`, numbers).
import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../build/i18n/catalog-plugin';
import { collectSourceMessages, readCatalog } from '../../../build/i18n/catalog-tools';
import { interpolate, type MessageValues } from './interpolate';
import { LOCALE_CODES, SOURCE_LOCALE } from './locales';

const root = resolve(import.meta.dirname, '../../..');

/** Numbers that fall in every CLDR category of the shipped languages (Arabic's six included), fractions and zero too. */
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 100, 101, 102, 1.5, 1234567];

/** For each argument of a message, the values worth trying: every branch a choice offers, a stranger, or numbers. */
function samples(message: CompiledMessage): Map<string, (string | number)[]> {
  const found = new Map<string, (string | number)[]>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      if (type === 'select') {
        const keys = Object.keys(format as object).filter((key) => key !== 'offset');
        found.set(name, [...new Set([...(found.get(name) ?? []), ...keys, 'unlisted'])]);
      } else if (type === 'plural' || type === 'selectordinal' || type === 'number') found.set(name, COUNTS);
      else if (!found.has(name)) found.set(name, ['Amina', 7]);
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        for (const [key, branch] of Object.entries(format as Record<string, unknown>)) if (key !== 'offset') walk(branch as CompiledMessage);
      }
    }
  };
  walk(message);
  return found;
}

/** Value sets that try every sample of every argument at least once (the longest list sets how many). */
function valueSets(message: CompiledMessage): MessageValues[] {
  const arguments_ = [...samples(message)];
  const rounds = Math.max(1, ...arguments_.map(([, values]) => values.length));
  return Array.from({ length: rounds }, (_, round) => Object.fromEntries(arguments_.map(([name, values]) => [name, values[round % values.length]!])));
}

function expectSameAsLingui(locale: string, messages: Record<string, CompiledMessage>): number {
  const lingui = setupI18n({ locale, messages: { [locale]: messages } });
  let compared = 0;
  for (const [id, message] of Object.entries(messages)) {
    for (const values of valueSets(message)) {
      expect(interpolate(message, locale, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
      compared += 1;
    }
  }
  return compared;
}

describe('interpolate renders as Lingui did', () => {
  it('every English message', () => {
    const messages = Object.fromEntries(collectSourceMessages(root).map((message) => [message.id, compileMessage(message.source)]));
    expect(expectSameAsLingui(SOURCE_LOCALE, messages)).toBeGreaterThan(1000);
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE))('every %s translation', (locale) => {
    const dir = join(root, 'src/locales', locale);
    const messages: Record<string, CompiledMessage> = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
      for (const entry of readCatalog(readFileSync(join(dir, file), 'utf8'))) if (entry.translation) messages[entry.id] = compileMessage(entry.translation);
    }
    expect(expectSameAsLingui(locale, messages)).toBeGreaterThan(1000);
  });

  it('the ICU forms no catalog uses yet: ordinals, offsets, exact matches, nested choices, number styles', () => {
    const cases: [string, string, MessageValues[]][] = [
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en', [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }, { n: 11 }, { n: 22 }]],
      ['{count, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', 'en', [{ count: 0 }, { count: 1 }, { count: 2 }, { count: 5 }]],
      ['{count, plural, one {{kind, select, a {# A} other {# ({count})}}} other {{total, plural, one {# of #} other {# of many}}}}', 'fr', [
        { count: 1, kind: 'a', total: 1 },
        { count: 1, kind: 'b', total: 2 },
        { count: 3, kind: 'a', total: 1 },
        { count: 3, kind: 'a', total: 4 },
      ]],
      ['{share, number, percent} · {n, number} · {n}', 'ar', [{ share: 0.25, n: 1234.5 }]],
      ["It's '{'quoted'}' # and {missing}", 'en', [{}]],
    ];
    for (const [source, locale, sets] of cases) {
      const compiled = compileMessage(source);
      const lingui = setupI18n({ locale, messages: { [locale]: { m: compiled } } });
      for (const values of sets) expect(interpolate(compiled, locale, values), `${source} ${JSON.stringify(values)}`).toBe(lingui._('m', values));
    }
  });

  it('a date or time placeholder fails the build: the page formats those before the message', () => {
    expect(() => compileMessage('Due {when, date, short}')).toThrow(/format the value first/);
    expect(() => compileMessage('At {when, time}')).toThrow(/format the value first/);
  });
});
