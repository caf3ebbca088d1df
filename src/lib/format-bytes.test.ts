// Sizes read in the learner's language: the figure takes its digits and decimal mark, the unit stays as phones print it.
import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { activateLocale } from './i18n';

afterEach(async () => {
  await activateLocale('en');
});

describe('formatBytes', () => {
  it('reads as before in English', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(48 * 1024 * 1024)).toBe('48.0 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.00 GB');
  });

  it('writes the figure the way the active language does', async () => {
    await activateLocale('fr');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(2.5 * 1024 ** 3)).toBe('2,50 GB');
    await activateLocale('pt');
    expect(formatBytes(1536)).toBe('1,5 KB');
  });
});
