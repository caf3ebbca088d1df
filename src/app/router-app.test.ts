// The router app's first render waits for what it renders: the matched routes' code and the active language's app part.
import { afterEach, describe, expect, it } from 'vitest';
import { homeTexts } from '../features/home/texts';
import { activateLocale, t } from '../lib/i18n';
import { loadMatchedRoutes } from './router-app';

afterEach(async () => {
  await activateLocale('en');
});

describe('loadMatchedRoutes', () => {
  it('resolves once the active language has its app part (a public page loaded only the public part)', async () => {
    await activateLocale('sw');
    expect(t(homeTexts.heading)).toBe('Home');
    await loadMatchedRoutes('/nowhere', []);
    expect(t(homeTexts.heading)).toBe('Nyumbani');
  });
});
