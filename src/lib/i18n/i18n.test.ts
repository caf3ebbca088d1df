// Messages at run time: English from the compiled texts.ts (unchanged words), other languages from their catalogs, <html lang dir>.
import { afterEach, describe, expect, it } from 'vitest';
import { helpTexts } from '../../features/help/texts';
import { appShellTexts } from '../../app/app-shell-texts';
import { shellTexts } from '../../app/texts';
import { activateLocale, activeLocale, applyDocumentLocale, t, translateAll } from './i18n';
import { LOCALE_CODES } from './locales';

afterEach(async () => {
  await activateLocale('en');
});

describe('English (the source)', () => {
  it('is compiled at build time (no ICU parser on the page)', () => {
    expect(Array.isArray(shellTexts.update.messageWithSize.message)).toBe(true);
    expect(shellTexts.update.messageWithSize.id).toBe('shell.update.messageWithSize');
  });

  it('reads as before, plurals through CLDR', () => {
    expect(t(appShellTexts.sync.pending, { count: 1 })).toBe('1 pending change');
    expect(t(appShellTexts.sync.pending, { count: 3 })).toBe('3 pending changes');
    expect(t(shellTexts.update.messageWithSize, { size: '12.1 KB' })).toBe('Update available — 12.1 KB');
    expect(t(appShellTexts.signOutGuard.body, { count: 2, offline: 'yes' })).toBe(
      '2 changes have not reached Maarifa yet because you are offline. Signing out deletes them from this device.',
    );
    expect(t(appShellTexts.signOutGuard.body, { count: 1, offline: 'no' })).toBe('1 change has not reached Maarifa yet. Signing out deletes them from this device.');
    expect(t(helpTexts.articleCount, { count: 12 })).toBe('12 articles');
  });

  it('keeps apostrophes and symbols as written', () => {
    expect(translateAll({ a: shellTexts.footer.copyright, b: { c: appShellTexts.sync.states['up-to-date'] } })).toEqual({ a: '© 2025 Maarifa. All rights reserved.', b: { c: 'Up to date' } });
  });
});

describe('other languages', () => {
  it('switch every message to the chosen catalog', async () => {
    await activateLocale('sw');
    expect(activeLocale()).toBe('sw');
    expect(t(helpTexts.title)).toBe('Tukusaidieje?');
    expect(t(shellTexts.update.messageWithSize, { size: '12.1 KB' })).toBe('Sasisho linapatikana — 12.1 KB');
  });

  it('give Arabic its six plural forms', async () => {
    await activateLocale('ar');
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t(helpTexts.articleCount, { count }));
    expect(new Set(forms).size).toBe(6);
    expect(forms[1]).toBe('مقالة واحدة');
    expect(forms[2]).toBe('مقالتان');
  });

  it('load for each of the nine translated languages', async () => {
    for (const locale of LOCALE_CODES) {
      await activateLocale(locale);
      expect(t(shellTexts.footer.learn).length).toBeGreaterThan(0);
      if (locale !== 'en') expect(t(shellTexts.footer.learn)).not.toBe('Learn');
    }
  });
});

describe('applyDocumentLocale', () => {
  it('sets lang, and dir=rtl for Arabic only', () => {
    const root = { lang: '', dir: '' } as HTMLElement;
    applyDocumentLocale('ar', root);
    expect(root).toMatchObject({ lang: 'ar', dir: 'rtl' });
    applyDocumentLocale('sw', root);
    expect(root).toMatchObject({ lang: 'sw', dir: 'ltr' });
  });
});
