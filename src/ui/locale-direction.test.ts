// Our languages' directions agree with zag's script lookup, which the browser's build no longer runs.
import { isRTL as isRtlScript } from '@zag-js/i18n-utils';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, PSEUDO_LOCALE } from '../lib/i18n/locales';
import { isRTL } from './locale-direction';

describe('isRTL', () => {
  it.each(LOCALE_CODES)('answers as zag does for %s', (locale) => {
    expect(isRTL(locale)).toBe(isRtlScript(locale));
  });

  it('reads Arabic right to left and the rest left to right', () => {
    expect(LOCALE_CODES.filter((locale) => isRTL(locale))).toEqual(['ar']);
  });

  it('asks zag for a tag that is not one of ours', () => {
    expect(isRTL('he-IL')).toBe(true);
    expect(isRTL(PSEUDO_LOCALE)).toBe(false);
  });
});
