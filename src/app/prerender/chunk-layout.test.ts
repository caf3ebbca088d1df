// Unit tests for the chunk layout's plan: what the public pages share, read from a build's chunks.
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_MODULES, ROUTER_MODULES, sharedPublicModules, type PlannedChunk } from './chunk-layout';

const chunk = (fileName: string, facadeModuleId: string | null, moduleIds: string[], imports: string[] = []): PlannedChunk => ({ fileName, isEntry: fileName === 'main.js', facadeModuleId, moduleIds, imports });

describe('sharedPublicModules', () => {
  const chunks = [
    chunk('layout.js', '/app/layout.tsx', ['/app/layout.tsx', '/app/header.tsx'], ['button.js']),
    chunk('button.js', null, ['/nm/button.js', '/nm/recipe.js']),
    chunk('landing.js', '/app/landing.tsx', ['/app/landing.tsx'], ['button.js', 'card.js']),
    chunk('help.js', '/app/help.tsx', ['/app/help.tsx'], ['card.js', 'accordion.js']),
    chunk('card.js', null, ['/nm/card.js']),
    chunk('accordion.js', null, ['/nm/accordion.js']),
    chunk('tabs.js', null, ['/nm/tabs.js']),
  ];

  it('takes what the layout imports and what two or more pages share, not one page’s own modules', () => {
    const shared = sharedPublicModules(chunks, '/app/layout.tsx', ['/app/landing.tsx', '/app/help.tsx']);
    expect([...shared].sort()).toEqual(['/app/header.tsx', '/nm/button.js', '/nm/card.js', '/nm/recipe.js']);
  });

  it('leaves the layout and the pages as facades of their own chunks, and follows no module the pages do not import', () => {
    const shared = sharedPublicModules(chunks, '/app/layout.tsx', ['/app/landing.tsx', '/app/help.tsx']);
    for (const id of ['/app/layout.tsx', '/app/landing.tsx', '/app/help.tsx', '/nm/accordion.js', '/nm/tabs.js']) expect(shared.has(id), id).toBe(false);
  });

  it('fails loudly when the layout has no chunk of its own', () => {
    expect(() => sharedPublicModules(chunks, '/app/missing.tsx', [])).toThrow(/no chunk/);
  });
});

describe('FRAMEWORK_MODULES', () => {
  it('matches React and its DOM renderer, not the router nor other packages that start alike', () => {
    expect(FRAMEWORK_MODULES.test('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(FRAMEWORK_MODULES.test('/p/node_modules/react-router/dist/index.mjs')).toBe(false);
    expect(ROUTER_MODULES.test('/p/node_modules/react-router/dist/index.mjs')).toBe(true);
    expect(ROUTER_MODULES.test('/p/node_modules/react-dom/index.js')).toBe(false);
    expect(FRAMEWORK_MODULES.test('/p/node_modules/react-is/index.js')).toBe(false);
    expect(FRAMEWORK_MODULES.test('/p/node_modules/@chakra-ui/react/dist/index.mjs')).toBe(false);
  });
});
