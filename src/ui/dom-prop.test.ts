// The browser's prop filter against Emotion's, which the build's renderer still uses: it passes on every prop Emotion
// does (so a hydrated page never drops an attribute its HTML has), and holds back what Chakra reads itself.
import emotionIsPropValid from '@emotion/is-prop-valid';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import isPropValid from './dom-prop';

/** Every name Emotion's list spells out (its regular expression's alternatives). */
function emotionsNames(): string[] {
  const source = readFileSync(createRequire(import.meta.url).resolve('@emotion/is-prop-valid'), 'utf8');
  const list = /\^\(\(([^)]+)\)/.exec(source)?.[1] ?? '';
  return list.split('|');
}

describe('isPropValid (browser build)', () => {
  it('passes on every attribute and React prop Emotion passes on', () => {
    const names = [...emotionsNames(), 'onClick', 'data-state', 'aria-label', 'x-foo'];
    expect(names.length).toBeGreaterThan(300);
    for (const name of names) if (emotionIsPropValid(name)) expect(isPropValid(name), name).toBe(true);
  });

  it('holds back what Chakra reads itself', () => {
    for (const name of ['as', 'asChild', 'attached', 'theme']) {
      expect(emotionIsPropValid(name), name).toBe(false);
      expect(isPropValid(name), name).toBe(false);
    }
  });
});
