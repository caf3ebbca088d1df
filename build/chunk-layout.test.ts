// Unit tests for the chunk layout's plan: what the public pages share, read from a build's chunks.
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_MODULES, MIN_SHARED_CHUNK_BYTES, ROUTER_MODULES, publicGroups, type PlannedChunk } from './chunk-layout';

const chunk = (fileName: string, facadeModuleId: string | null, moduleIds: string[], imports: string[] = []): PlannedChunk => ({ fileName, isEntry: fileName === 'main.js', facadeModuleId, moduleIds, imports });

describe('publicGroups', () => {
  const chunks = [
    chunk('layout.js', '/app/layout.tsx', ['/app/layout.tsx', '/app/header.tsx'], ['button.js']),
    chunk('button.js', null, ['/nm/button.js', '/nm/recipe.js']),
    chunk('landing.js', '/app/landing.tsx', ['/app/landing.tsx', '/app/hero.tsx'], ['button.js', 'card.js', 'badge.js']),
    chunk('help.js', '/app/help.tsx', ['/app/help.tsx'], ['card.js', 'accordion.js', 'form.js', 'field.js']),
    chunk('contact.js', '/app/contact.tsx', ['/app/contact.tsx'], ['card.js', 'form.js', 'field.js']),
    chunk('about.js', '/app/about.tsx', ['/app/about.tsx'], ['card.js', 'badge.js', 'field.js']),
    chunk('badge.js', null, ['/nm/badge.js']),
    chunk('card.js', null, ['/nm/card.js']),
    chunk('form.js', null, ['/app/form.tsx']),
    chunk('field.js', null, ['/nm/field.js']),
    chunk('accordion.js', null, ['/nm/accordion.js']),
    chunk('tabs.js', null, ['/nm/tabs.js']),
  ];
  const pages = ['/app/landing.tsx', '/app/help.tsx', '/app/contact.tsx', '/app/about.tsx'];
  const groups = publicGroups(chunks, '/app/layout.tsx', pages);
  const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();

  it('puts in common what the layout imports and what the front page shares, nothing only other pages need', () => {
    expect(sorted(groups.common)).toEqual(['/app/header.tsx', '/nm/badge.js', '/nm/button.js', '/nm/card.js', '/nm/recipe.js']);
  });

  it('shares apart what only other pages need, what most need apart from what a few need, so the front page loads neither', () => {
    expect(sorted(groups.widely)).toEqual(['/nm/field.js']);
    expect([...groups.shared.keys()]).toEqual(['shared-help-contact']);
    expect(sorted(groups.shared.get('shared-help-contact'))).toEqual(['/app/form.tsx']);
  });

  it('gives each page its own other modules, never the layout’s or a page’s facade, nor modules no page imports', () => {
    expect(sorted(groups.own.get('/app/landing.tsx'))).toEqual(['/app/hero.tsx']);
    expect(sorted(groups.own.get('/app/help.tsx'))).toEqual(['/nm/accordion.js']);
    expect(sorted(groups.own.get('/app/about.tsx'))).toEqual([]);
    const all = [...groups.common, ...groups.widely, ...[...groups.shared.values(), ...groups.own.values()].flatMap((set) => [...set])];
    for (const id of ['/app/layout.tsx', '/app/landing.tsx', '/app/help.tsx', '/nm/tabs.js']) expect(all, id).not.toContain(id);
  });

  it('fails loudly when the layout has no chunk of its own', () => {
    expect(() => publicGroups(chunks, '/app/missing.tsx', [])).toThrow(/no chunk/);
  });
});

describe('publicGroups: what a few pages share', () => {
  const big = MIN_SHARED_CHUNK_BYTES;
  const sized = (fileName: string, sizes: Record<string, number>): PlannedChunk => ({
    ...chunk(fileName, null, Object.keys(sizes)),
    modules: Object.fromEntries(Object.entries(sizes).map(([id, renderedLength]) => [id, { renderedLength }])),
  });
  const pages = ['front', 'a', 'b', 'c', 'd', 'e'];
  const uses: Record<string, string[]> = { a: ['x', 'y', 'z', 'v'], b: ['x', 'y', 'v'], c: ['y', 'z'], d: ['w'], e: ['w'] };
  const chunks = [
    chunk('layout.js', '/app/layout.tsx', ['/app/layout.tsx']),
    ...pages.map((page) => chunk(`${page}.js`, `/app/${page}-page.tsx`, [`/app/${page}-page.tsx`], (uses[page] ?? []).map((id) => `${id}.js`))),
    sized('x.js', { '/app/x.ts': big }),
    sized('y.js', { '/app/y.ts': big }),
    sized('z.js', { '/app/z.ts': 1000 }),
    sized('v.js', { '/app/v.ts': 500 }),
    sized('w.js', { '/app/w.ts': 1000 }),
  ];
  const groups = publicGroups(chunks, '/app/layout.tsx', pages.map((page) => `/app/${page}-page.tsx`));
  const shared = Object.fromEntries([...groups.shared].map(([name, modules]) => [name, [...modules].sort()]));

  it('gives each set of pages its own chunk, named by them, so a page loads nothing only others need', () => {
    expect(shared['shared-a-b']).toEqual(['/app/v.ts', '/app/x.ts']);
    expect(shared['shared-d-e']).toEqual(['/app/w.ts']);
  });

  it('folds a small set into the smallest wider set that covers its pages, not into an unrelated one', () => {
    expect(shared['shared-a-b-c']).toEqual(['/app/y.ts', '/app/z.ts']);
    expect(Object.keys(shared).sort()).toEqual(['shared-a-b', 'shared-a-b-c', 'shared-d-e']);
  });
});

describe('publicGroups: sections whose code comes later', () => {
  const lazily = (page: PlannedChunk, dynamicImports: string[]): PlannedChunk => ({ ...page, dynamicImports });
  const chunks = [
    chunk('layout.js', '/app/layout.tsx', ['/app/layout.tsx']),
    chunk('front.js', '/app/front-page.tsx', ['/app/front-page.tsx', '/app/hero.tsx']),
    chunk('a.js', '/app/a-page.tsx', ['/app/a-page.tsx', '/app/form.tsx'], ['icon.js']),
    lazily(chunk('b.js', '/app/b-page.tsx', ['/app/b-page.tsx', '/app/search.tsx']), ['b-later.js']),
    chunk('b-later.js', '/app/b-topics.later.tsx', ['/app/b-topics.later.tsx', '/app/topics.tsx'], ['icon.js']),
    chunk('icon.js', null, ['/app/icons/star.ts']),
    chunk('c.js', '/app/c-page.tsx', ['/app/c-page.tsx']),
    chunk('d.js', '/app/d-page.tsx', ['/app/d-page.tsx']),
  ];
  const groups = publicGroups(chunks, '/app/layout.tsx', ['front', 'a', 'b', 'c', 'd'].map((page) => `/app/${page}-page.tsx`));
  const grouped = [...groups.common, ...groups.widely, ...[...groups.shared.values(), ...groups.own.values()].flatMap((set) => [...set])];

  it('shares what one page loads first and another later, so the later section does not load the first page’s own chunk', () => {
    expect([...(groups.own.get('/app/a-page.tsx') ?? [])].sort()).toEqual(['/app/form.tsx']);
    expect([...groups.shared]).toEqual([['shared-a-b', new Set(['/app/icons/star.ts'])]]);
  });

  it('leaves what only a later section needs out of every group: it comes with that section, after the page is live', () => {
    expect(grouped).not.toContain('/app/topics.tsx');
    expect(grouped).not.toContain('/app/b-topics.later.tsx');
    expect([...(groups.own.get('/app/b-page.tsx') ?? [])]).toEqual(['/app/search.tsx']);
  });
});

describe('publicGroups: a small set a page loads first and another later', () => {
  const big = MIN_SHARED_CHUNK_BYTES;
  const chunks: PlannedChunk[] = [
    chunk('layout.js', '/app/layout.tsx', ['/app/layout.tsx']),
    chunk('front.js', '/app/front-page.tsx', ['/app/front-page.tsx']),
    chunk('a.js', '/app/a-page.tsx', ['/app/a-page.tsx'], ['icon.js', 'wide.js']),
    { ...chunk('b.js', '/app/b-page.tsx', ['/app/b-page.tsx']), dynamicImports: ['b-later.js'] },
    chunk('b-later.js', '/app/b-topics.later.tsx', ['/app/b-topics.later.tsx'], ['icon.js']),
    chunk('c.js', '/app/c-page.tsx', ['/app/c-page.tsx'], ['wide.js']),
    chunk('d.js', '/app/d-page.tsx', ['/app/d-page.tsx']),
    chunk('e.js', '/app/e-page.tsx', ['/app/e-page.tsx']),
    { ...chunk('icon.js', null, ['/app/icons/star.ts']), modules: { '/app/icons/star.ts': { renderedLength: 100 } } },
    { ...chunk('wide.js', null, ['/app/wide.ts']), modules: { '/app/wide.ts': { renderedLength: big } } },
  ];
  const groups = publicGroups(chunks, '/app/layout.tsx', ['front', 'a', 'b', 'c', 'd', 'e'].map((page) => `/app/${page}-page.tsx`));

  it('joins the chunk of a wider set its first loaders are in, not a request of its own on their first visit', () => {
    expect(Object.fromEntries([...groups.shared].map(([name, modules]) => [name, [...modules].sort()]))).toEqual({ 'shared-a-c': ['/app/icons/star.ts', '/app/wide.ts'] });
  });
});

describe('publicGroups: a form most pages show, but most only below the fold', () => {
  const big = MIN_SHARED_CHUNK_BYTES;
  const sized = (fileName: string, id: string, renderedLength: number): PlannedChunk => ({ ...chunk(fileName, null, [id]), modules: { [id]: { renderedLength } } });
  const withLater = (page: PlannedChunk, later: string): PlannedChunk => ({ ...page, dynamicImports: [later] });
  const chunks: PlannedChunk[] = [
    chunk('layout.js', '/app/layout.tsx', ['/app/layout.tsx']),
    chunk('front.js', '/app/front-page.tsx', ['/app/front-page.tsx']),
    chunk('a.js', '/app/a-page.tsx', ['/app/a-page.tsx'], ['field.js', 'form.js']),
    chunk('b.js', '/app/b-page.tsx', ['/app/b-page.tsx'], ['field.js']),
    withLater(chunk('c.js', '/app/c-page.tsx', ['/app/c-page.tsx'], ['scroll.js']), 'c-later.js'),
    chunk('c-later.js', '/app/c-form.later.tsx', ['/app/c-form.later.tsx'], ['field.js', 'form.js']),
    withLater(chunk('d.js', '/app/d-page.tsx', ['/app/d-page.tsx'], ['scroll.js']), 'd-later.js'),
    chunk('d-later.js', '/app/d-form.later.tsx', ['/app/d-form.later.tsx'], ['field.js', 'form.js']),
    withLater(chunk('e.js', '/app/e-page.tsx', ['/app/e-page.tsx']), 'e-later.js'),
    chunk('e-later.js', '/app/e-search.later.tsx', ['/app/e-search.later.tsx'], ['field.js']),
    sized('field.js', '/nm/field.js', big),
    sized('form.js', '/app/form.tsx', big),
    sized('scroll.js', '/app/scroll.ts', 100),
  ];
  const groups = publicGroups(chunks, '/app/layout.tsx', ['front', 'a', 'b', 'c', 'd', 'e'].map((page) => `/app/${page}-page.tsx`));

  it('counts who loads a module first for `widely`: field parts most pages need only later are shared by who needs them', () => {
    expect([...groups.widely]).toEqual([]);
    expect([...(groups.shared.get('shared-a-b-c-d-e') ?? [])]).toEqual(['/nm/field.js']);
  });

  it('does not fold a small set its pages load first into a chunk they otherwise load only later', () => {
    expect([...(groups.shared.get('shared-a-c-d') ?? [])]).toEqual(['/app/form.tsx']);
    expect([...(groups.shared.get('shared-c-d') ?? [])]).toEqual(['/app/scroll.ts']);
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
