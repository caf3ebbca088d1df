// The build's chunk layout: few, large files on the way to a public page (each file is a round trip on 3G), shared by nothing they do not need.
import { basename, resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { PRERENDERED_PAGES, PUBLIC_LAYOUT_MODULE } from '../src/app/prerender/pages.ts';

/** React and its DOM renderer: every page needs them, and they change together (on an upgrade). */
export const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The router: the app shell's, never a public page's first load (they hydrate without it, src/public-main.tsx). */
export const ROUTER_MODULES = /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

/** The public pages' entry (vite.config.ts names it beside index.html); the app shell's entry is index.html's main.tsx. */
export const PUBLIC_ENTRY_MODULE = 'src/public-main.tsx';

/**
 * A section's module whose code a page loads after it is live (`laterSection`, src/ui/hydrate-later.tsx): the plan keeps
 * it, and what only it needs, out of the page's first files, and the prerender names its files for later.
 */
export const LATER_SECTION_MODULE = /\.later\.tsx$/;

/** Chakra's design system (createSystem at load): a chunk of its own that a page runs while React is still arriving. */
export const SYSTEM_MODULE = 'src/ui/system.ts';

/** The entries (index.html and the modules they name) stay entry chunks; groups take what they import. */
const ENTRY_MODULES = /(\.html$|[\\/]src[\\/](main|public-main)\.tsx$)/;

/** The slice of an output chunk the plan reads. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  /** The chunks it imports lazily (`import()`). */
  dynamicImports?: readonly string[];
  /** Each module's code as rendered into the chunk (its length is what the plan weighs). */
  modules?: Readonly<Record<string, { renderedLength: number }>>;
}

/**
 * Modules a few pages share go into one chunk per set of pages that use them, unless the set's code is smaller than
 * this (rendered bytes, 3–4 KiB gzipped): then it joins the chunk of a wider set that includes those pages. A request
 * costs a 3G round trip (and one of six connections to an HTTP/1.1 host); a couple of KiB cost less. Measured on the
 * throttled bench, 6,000 (five chunks, up to 13 requests a page) and 12,000 (three, up to 10) load equally fast.
 */
export const MIN_SHARED_CHUNK_BYTES = 12000;

/** Forward slashes, so module ids compare the same on every platform. */
const normalized = (id: string) => id.replaceAll('\\', '/');

/** The modules in the chunk `facade` names (a module id, or the entry) and in every chunk it imports statically, transitively. */
function staticModules(chunks: readonly PlannedChunk[], facade: string): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const root = chunks.find((chunk) => chunk.facadeModuleId !== null && normalized(chunk.facadeModuleId) === normalized(facade));
  if (!root) throw new Error(`chunk layout: no chunk for ${facade}`);
  const out = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: PlannedChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) out.add(normalized(id));
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(root);
  return out;
}

/** What a page's later sections need beyond its first files (`first`): the later chunks its chunks import lazily, and theirs. */
function laterModules(chunks: readonly PlannedChunk[], first: ReadonlySet<string>): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const out = new Set<string>();
  for (const chunk of chunks) {
    if (!chunk.moduleIds.some((id) => first.has(normalized(id)))) continue;
    for (const file of chunk.dynamicImports ?? []) {
      const later = byFile.get(file)?.facadeModuleId;
      if (later && LATER_SECTION_MODULE.test(later)) for (const id of staticModules(chunks, later)) if (!first.has(id)) out.add(id);
    }
  }
  return out;
}

/** Where a public page's modules go: `common` (one chunk every public page loads), `shared` (chunks the pages that
 * need them load), and each page's own, by page module. */
export interface PublicGroups {
  common: Set<string>;
  /** What more than half the pages but not the front page load first (the page hero): one chunk, loaded by those. */
  widely: Set<string>;
  /** By chunk name (`shared-<pages>`: the pages that use it, so the name is stable across builds), its modules. */
  shared: Map<string, Set<string>>;
  own: Map<string, Set<string>>;
}

/**
 * Splits the shared modules by the pages that use them (a page loads none it does not need: the legal texts stay with the
 * legal pages, the forms with the pages that have one), then folds each small set into the smallest wider set.
 */
function sharedByPages(
  modules: ReadonlySet<string>,
  usedBy: ReadonlyMap<string, ReadonlySet<string>>,
  firstBy: ReadonlyMap<string, ReadonlySet<string>>,
  sizes: ReadonlyMap<string, number>,
): Map<string, Set<string>> {
  const pageNames = [...usedBy.keys()].map((page) => basename(page).replace(/(-page)?\.tsx?$/, ''));
  // `pages`: every page that uses the set's modules; `first`: those that load one before they are live (the others
  // only in a later section).
  const sets = new Map<string, { pages: number[]; first: Set<number>; modules: Set<string>; bytes: number }>();
  const first = [...firstBy.values()];
  for (const id of modules) {
    const pages = [...usedBy.values()].flatMap((pageModules, index) => (pageModules.has(id) ? [index] : []));
    const key = pages.join();
    const set = sets.get(key) ?? { pages, first: new Set<number>(), modules: new Set<string>(), bytes: 0 };
    for (const page of pages) if (first[page]?.has(id)) set.first.add(page);
    set.modules.add(id);
    set.bytes += sizes.get(id) ?? 0;
    sets.set(key, set);
  }
  const covers = (wide: number[], narrow: ReadonlySet<number>) => wide.length > narrow.size && [...narrow].every((page) => wide.includes(page));
  // Smallest first, so a small set folds into a wider one before that one is weighed (and maybe folded on in turn). What
  // decides is who loads it first: a later section may load a wider chunk, a page's first files should not grow by one,
  // nor take in a chunk those pages otherwise load only later (a form below the fold, with its rules).
  for (const [key, set] of [...sets].sort(([, a], [, b]) => a.bytes - b.bytes)) {
    if (set.bytes >= MIN_SHARED_CHUNK_BYTES) continue;
    const loadsFirst = (other: { first: ReadonlySet<number> }) => [...set.first].every((page) => other.first.has(page));
    const into = [...sets.values()].filter((other) => other !== set && covers(other.pages, set.first) && loadsFirst(other)).sort((a, b) => a.pages.length - b.pages.length || b.bytes - a.bytes)[0];
    if (!into) continue;
    for (const id of set.modules) into.modules.add(id);
    for (const page of set.first) into.first.add(page);
    into.bytes += set.bytes;
    sets.delete(key);
  }
  return new Map([...sets.values()].map((set) => [`shared-${set.pages.map((page) => pageNames[page]).join('-')}`, set.modules]));
}

/**
 * The public pages' modules, as a build without groups splits them. `common`: what the public layout needs and what
 * the front page (the first one) shares with any other (Chakra's components, the page-meta hook). `widely`: what more
 * than half the pages load first but the front page does not (the page hero). `shared`: what two or more need but no
 * more than half load first (the forms and their field parts, the legal texts). The landing page, which needs none of
 * those, pays for neither, and a page with one search field does not pay for the forms. `own`: a page's other modules,
 * in one chunk rather than one per module (a round trip each on 3G). Chunks, not the import graph, tell
 * what a page needs: their modules are what tree-shaking kept, whereas in the graph one `@chakra-ui/react` import
 * reaches every component. The layout and page modules stay the facades of their own chunks (loaded by name).
 */
export function publicGroups(chunks: readonly PlannedChunk[], layout: string, pages: readonly string[]): PublicGroups {
  const common = staticModules(chunks, layout);
  const byPage = new Map(pages.map((page) => [normalized(page), staticModules(chunks, page)]));
  // A page's later sections use modules too: one that a page loads first and another later is shared, not the first
  // page's own (or the later section would load that page's own chunk). What only later sections need stays out of every
  // group, with them.
  const usedBy = new Map([...byPage].map(([page, first]) => [page, new Set([...first, ...laterModules(chunks, first)])]));
  const loadedFirst = new Set([...byPage.values()].flatMap((first) => [...first]));
  const count = new Map<string, number>();
  for (const modules of usedBy.values()) for (const id of modules) count.set(id, (count.get(id) ?? 0) + 1);
  // The front page (the first of `pages`) loads `common` and its own chunk only, not `shared` for a badge it shares; and
  // `common` holds nothing else, so the front page (most first visits) pays for no form the other pages need.
  for (const id of byPage.get(normalized(pages[0] ?? '')) ?? []) if ((count.get(id) ?? 0) > 1) common.add(id);
  // Counted by the pages that load a module first: one that most pages need only in a later section (the application
  // forms' field parts) is not worth a page's first files, and the shared sets place it by who needs it when.
  const firstCount = new Map<string, number>();
  for (const modules of byPage.values()) for (const id of modules) firstCount.set(id, (firstCount.get(id) ?? 0) + 1);
  const widely = new Set([...firstCount].filter(([id, pagesFirst]) => pagesFirst > pages.length / 2 && !common.has(id)).map(([id]) => id));
  const facades = new Set([layout, ...pages].map(normalized));
  const sharedModules = new Set([...count].filter(([id, pagesUsing]) => pagesUsing > 1 && !common.has(id) && !widely.has(id) && !facades.has(id) && loadedFirst.has(id)).map(([id]) => id));
  const sizes = new Map(chunks.flatMap((chunk) => Object.entries(chunk.modules ?? {}).map(([id, module]) => [normalized(id), module.renderedLength] as const)));
  const shared = sharedByPages(sharedModules, usedBy, byPage, sizes);
  const own = new Map([...byPage].map(([page, modules]) => [page, new Set([...modules].filter((id) => count.get(id) === 1 && !common.has(id)))]));
  for (const facade of facades) {
    common.delete(facade);
    widely.delete(facade);
    for (const modules of own.values()) modules.delete(facade);
  }
  return { common, widely, shared, own };
}

/**
 * What the public entry needs before anything renders (Chakra's system and provider, emotion, the session), as a build
 * without groups splits it: the entry chunk and the chunks it imports. (Rolldown's own `$initial` tag reads the import
 * graph, which reaches modules tree-shaking drops; the plan reads what the chunks hold, as for the public group.) The
 * app shell's entry shares it and adds the router app.
 */
export function bootModules(chunks: readonly PlannedChunk[], entry: string): Set<string> {
  const boot = staticModules(chunks, entry);
  for (const id of boot) if (ENTRY_MODULES.test(id)) boot.delete(id);
  return boot;
}

/**
 * The chunk layout (rolldown's `output.codeSplitting`) and the plugin that plans it. Without groups the public pages'
 * code came in some 55 files of a few hundred bytes each (one per Chakra component, anatomy, hook): a round trip each
 * on 3G. With them a public page asks for its entry, `framework` (React), `boot` (what the entry imports: Chakra's
 * system, emotion, the session), `public` (what the public layout needs) and its own page's files; the app shell's entry
 * adds `router` and the route table.
 *
 * Which modules the layout needs is learnt from a first, unwritten build of the same app without groups, at the
 * start of the real build (a few seconds).
 */
export function publicChunkLayout() {
  let groups: PublicGroups = { common: new Set(), widely: new Set(), shared: new Map(), own: new Map() };
  let entryModules = new Set<string>();
  let systemModules = new Set<string>();
  let config: ResolvedConfig;
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'maarifa-public-chunk-layout',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env.MAARIFA_CHUNK_PLAN !== 'planning',
    configResolved(resolved) {
      config = resolved;
      root = resolved.root;
    },
    async buildStart() {
      const { build } = await import('vite');
      const previous = process.env.MAARIFA_CHUNK_PLAN;
      process.env.MAARIFA_CHUNK_PLAN = 'planning';
      try {
        const result = await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // The system as an entry of its own: its chunk and the chunks it imports are what it needs, tree-shaken.
          build: { write: false, rolldownOptions: { input: { system: SYSTEM_MODULE }, output: { codeSplitting: true } } },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const pages = PRERENDERED_PAGES.map((page) => resolve(config.root, page.module));
        entryModules = bootModules(chunks, resolve(config.root, PUBLIC_ENTRY_MODULE));
        systemModules = staticModules(chunks, resolve(config.root, SYSTEM_MODULE));
        groups = publicGroups(chunks, resolve(config.root, PUBLIC_LAYOUT_MODULE), pages);
      } finally {
        if (previous === undefined) delete process.env.MAARIFA_CHUNK_PLAN;
        else process.env.MAARIFA_CHUNK_PLAN = previous;
      }
    },
  };
  const codeSplitting = {
    groups: [
      { name: 'framework', test: FRAMEWORK_MODULES, priority: 30 },
      { name: 'router', test: ROUTER_MODULES, priority: 30 },
      { name: 'system', test: (id: string) => systemModules.has(normalized(id)), priority: 25, includeDependenciesRecursively: false },
      { name: 'boot', test: (id: string) => entryModules.has(normalized(id)), priority: 20, includeDependenciesRecursively: false },
      { name: 'public', test: (id: string) => groups.common.has(normalized(id)), priority: 10, includeDependenciesRecursively: false },
      { name: 'public-widely', test: (id: string) => groups.widely.has(normalized(id)), priority: 9, includeDependenciesRecursively: false },
      // One group per set of pages, named by them; only the plan knows them, so a function names each module's group.
      { name: (id: string) => sharedChunkOf(groups, normalized(id)), priority: 9, includeDependenciesRecursively: false },
      ...PRERENDERED_PAGES.map((page) => ({
        name: `${basename(page.module).replace(/\.tsx?$/, '')}-own`,
        test: (id: string) => groups.own.get(normalized(resolve(root, page.module)))?.has(normalized(id)) ?? false,
        priority: 8,
        includeDependenciesRecursively: false,
      })),
    ],
  };
  return { plugin, codeSplitting };
}

/** The shared chunk a module goes to, or null when it is in none. */
function sharedChunkOf(groups: PublicGroups, id: string): string | null {
  for (const [name, modules] of groups.shared) if (modules.has(id)) return name;
  return null;
}

/** Set while the plan's own build runs: that build keeps rolldown's default chunks and writes nothing. */
export const isPlanningBuild = () => process.env.MAARIFA_CHUNK_PLAN === 'planning';
