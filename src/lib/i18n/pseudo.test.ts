// The pseudo-locale's transform: accented, padded, and every placeholder, plural and select kept.
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../build/i18n/catalog-plugin';
import { interpolate, type MessageValues } from './interpolate';
import { accent, PSEUDO_MARKS, pseudoLocalize } from './pseudo';

function render(source: string, values: MessageValues = {}): string {
  return interpolate(pseudoLocalize(compileMessage(source)), 'en', values);
}

describe('pseudoLocalize', () => {
  it('accents every ASCII letter with a non-ASCII look-alike, one for one', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const accented = accent(letters);
    expect([...accented]).toHaveLength(letters.length);
    expect(accented).not.toMatch(/[A-Za-z]/);
    expect(new Set(accented).size).toBe(letters.length);
    expect(accent('Sign in, 3 times!')).toBe('Šîĝñ îñ, 3 ţîɱéš!');
  });

  it('brackets the text and makes it about 30% longer', () => {
    const text = render('Continue learning where you left off');
    expect(text).toBe(`[${accent('Continue learning where you left off')}···········]`);
    expect(text.length / 'Continue learning where you left off'.length).toBeGreaterThanOrEqual(1.3);
    expect(render('Go')).toBe('[Ĝö·]');
  });

  it('keeps placeholders: the value shows as it is, only the message around it is accented', () => {
    expect(render('Welcome back, {name}!', { name: 'Amina' })).toBe('[Ŵéļçöɱé ƀáçķ, Amina!·····]');
  });

  it('keeps plural and select structure, accenting each branch', () => {
    const source = '{count, plural, one {# lesson left} other {# lessons left}}';
    expect(render(source, { count: 1 })).toBe('[1 ļéššöñ ļéƒţ····]');
    expect(render(source, { count: 4 })).toBe('[4 ļéššöñš ļéƒţ····]');
    const select = '{role, select, admin {Admin of {site}} other {Member}}';
    expect(render(select, { role: 'admin', site: 'Maarifa' })).toBe('[Åðɱîñ öƒ Maarifa···]');
    expect(render(select, { role: 'x', site: 'Maarifa' })).toBe('[Ṁéɱƀéŕ···]');
    const offset = '{count, plural, offset:1 =0 {Nobody} one {You} other {You and # more}}';
    expect(render(offset, { count: 3 })).toBe('[Ýöû áñð 2 ɱöŕé····]');
  });

  it('keeps formatted arguments untouched', () => {
    expect(pseudoLocalize(compileMessage('{share, number, percent} done'))).toEqual(['[', ['share', 'number', 'percent'], ' ðöñé', '··]']);
  });

  it('marks every text it makes, so a test can tell it from English', () => {
    const text = render('OK');
    expect([...text].some((char) => PSEUDO_MARKS.includes(char))).toBe(true);
    expect(pseudoLocalize('')).toEqual([]);
  });
});
