// The catalog's two parts: the public one holds every message a public page can render (derived from the import graph),
// a public page loads only that part, and the router app adds the other before it renders.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, PUBLIC_LAYOUT_MODULE } from '../../src/app/prerender/pages';
import { helpTexts } from '../../src/features/help/texts';
import { homeTexts } from '../../src/features/home/texts';
import { catalogPartOf, PUBLIC_BOUNDARY, PUBLIC_ENTRY, publicScopes, reachableModules, runtimeImports } from './catalog-split';
import { collectSourceMessages, scopeOf } from './catalog-tools';
import { activateLocale, loadAppCatalog, t } from '../../src/lib/i18n/i18n';

const root = resolve(import.meta.dirname, '../..');
const publicSet = publicScopes(root);
const publicGraph = reachableModules(root, PUBLIC_ENTRY, PUBLIC_BOUNDARY);

describe('runtimeImports', () => {
  it('follows imports, re-exports and literal lazy imports, not type-only ones or packages', () => {
    const code = `import { a } from './a';
      import type { B } from './b';
      import { type C } from './c';
      export { d } from './d';
      export type { E } from './e';
      export * from './f';
      import React from 'react';
      const page = () => import('./g');
      const other = (name: string) => import(name);`;
    expect(runtimeImports(code, 'x.tsx')).toEqual(['./a', './c', './d', './f', './g']);
  });
});

describe('the public part', () => {
  it('is what the public entry reaches short of the router app, which it reaches only to hand over', () => {
    expect(publicGraph.has('src/app/public/public-app.tsx')).toBe(true);
    expect(publicGraph.has('src/app/router-app.tsx')).toBe(false);
    expect(publicGraph.has('src/app/routes.tsx')).toBe(false);
  });

  it('covers every prerendered page and the public layout, with everything each of them imports', () => {
    for (const module of [PUBLIC_LAYOUT_MODULE, ...PRERENDERED_PAGES.map((page) => page.module)]) {
      const own = reachableModules(root, module, PUBLIC_BOUNDARY);
      expect([...own].filter((file) => !publicGraph.has(file)), module).toEqual([]);
    }
  });

  it('holds the public pages and their shared UI, and leaves the dashboard features to the app part', () => {
    for (const scope of ['shell', 'ui', 'install', 'landing', 'help', 'contact', 'auth', 'legal', 'publicForms', 'language']) expect(publicSet, scope).toContain(scope);
    for (const scope of ['home', 'community', 'profile', 'profileLanguage', 'xp', 'roleDashboards', 'automation']) expect(publicSet, scope).not.toContain(scope);
  });

  it('splits the messages in two, each in one part', () => {
    const messages = collectSourceMessages(root);
    const parts = messages.map((message) => catalogPartOf(message.id, publicSet));
    expect(parts.filter((part) => part === 'public').length).toBeGreaterThan(0);
    expect(parts.filter((part) => part === 'app').length).toBeGreaterThan(0);
    expect([...publicSet].filter((scope) => !messages.some((message) => scopeOf(message.id) === scope))).toEqual([]);
  });
});

describe('loading by part', () => {
  it('gives a public page the public part only, and the router app both before it renders', async () => {
    await activateLocale('sw');
    expect(t(helpTexts.title)).toBe('Tukusaidieje?');
    // The app part is not loaded yet: a dashboard message falls back to its English.
    expect(t(homeTexts.heading)).toBe('Home');
    await loadAppCatalog();
    expect(t(homeTexts.heading)).toBe('Nyumbani');
    // From then on a switch brings both parts at once.
    await activateLocale('fr');
    expect(t(helpTexts.title)).toBe('Comment pouvons-nous vous aider ?');
    expect(t(homeTexts.heading)).toBe('Accueil');
    await activateLocale('en');
    expect(t(homeTexts.heading)).toBe('Home');
  });
});
