// Vite plugins: after the client build, render the public pages to real HTML (an SSR build of render-page.tsx run in
// Node), keep Vite's index.html as the app shell, and let `vite preview` answer each URL with the right file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { catalogPlugin } from '../i18n/catalog-plugin.ts';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { FRAMEWORK_MODULES, LATER_SECTION_MODULE, PUBLIC_ENTRY_MODULE, ROUTER_MODULES, SYSTEM_MODULE } from '../chunk-layout.ts';
import { buildPageDocument, withBrandFontScript, withGlobalStylesheet, withImportMap } from './html-document.ts';
import { orderedStyleMemo } from '../ordered-style-memo.ts';
import { LOCALE_CODES, LOCALES, SOURCE_LOCALE, type Locale } from '../../src/lib/i18n/locales.ts';
import { APP_SHELL_FILE, LOCALIZED_PAGES, NOT_FOUND_PATH, PRERENDERED_PAGES, PUBLIC_LAYOUT_MODULE, pageInLanguage, resolveNavigation, type PageInLanguage, type PrerenderedPage } from '../../src/app/prerender/pages.ts';
import type { RenderedPage } from './render-page.tsx';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const RENDERER = 'build/prerender/render-page.tsx';
/** Loaded on a page's first toast, not before it is interactive; every page prefetches it (see PageAssets.prefetches). */
const TOASTER_MODULE = 'src/ui/toaster-view.tsx';
/**
 * Imported by every page once it has loaded: it registers the worker and shows "Update available". Named (prefetched)
 * so the worker keeps it: a page served from the cache after a release that changed this file must still load it, or
 * the page never hears of the update (the server no longer has the old file).
 */
const WORKER_REGISTRATION_MODULE = 'src/app/service-worker.ts';
/** Loaded by every page once it is live (src/ui/style-cache.ts): named so the worker keeps it, as the worker's registration. */
const STYLE_COMPILER_MODULE = 'src/ui/style-compiler.ts';
/** Only the Latin subset is named (fetched once a page has loaded); the other subsets' @font-face rules load by
 * unicode-range when a page needs them. */
const PRELOADED_FONTS = [/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/];

/** A chunk's file and every file it statically imports, transitively. */
function withImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

/** The chunks `from` imports lazily that `accept` picks, with what those import. */
function lazyImportsOf(bundle: OutputBundle, from: Iterable<string>, accept: (chunk: OutputChunk) => boolean): Set<string> {
  const out = new Set<string>();
  for (const file of from) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    for (const imported of chunk.dynamicImports) {
      const target = bundle[imported];
      if (target?.type === 'chunk' && accept(target)) withImports(bundle, imported, out);
    }
  }
  return out;
}

/** The later sections' chunks `files` import lazily, with what those import that `files` does not hold. */
function laterSectionFiles(bundle: OutputBundle, files: ReadonlySet<string>): Set<string> {
  const later = lazyImportsOf(bundle, files, (chunk) => chunk.facadeModuleId !== null && LATER_SECTION_MODULE.test(chunk.facadeModuleId));
  for (const file of files) later.delete(file);
  return later;
}

function chunkOf(bundle: OutputBundle, root: string, module: string): OutputChunk {
  const id = resolve(root, module).replaceAll('\\', '/');
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // The chunk `module` is the facade of (an entry, a lazily imported module); else the group's chunk that holds it.
  const chunk = chunks.find((item) => item.facadeModuleId?.replaceAll('\\', '/') === id) ?? chunks.find((item) => item.moduleIds.some((held) => held.replaceAll('\\', '/') === id));
  if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
  return chunk;
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 8);
}

/** Bundles render-page.tsx for Node with the app's own settings (mode, env, defines) and loads it. */
async function loadRenderer(config: ResolvedConfig, workDir: string): Promise<(path: string, locale: Locale) => Promise<RenderedPage>> {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    define: config.define,
    logLevel: 'warn',
    plugins: [catalogPlugin(), react(), orderedStyleMemo()],
    // Chakra is bundled (not loaded from node_modules) so that its style memo is the browser's (ordered-style-memo.ts).
    ssr: { noExternal: ['@chakra-ui/react'] },
    build: { ssr: resolve(config.root, RENDERER), outDir: workDir, emptyOutDir: true, sourcemap: false, minify: false },
  });
  const module = (await import(pathToFileURL(join(workDir, 'render-page.js')).href)) as { renderPage: (path: string, locale: Locale) => Promise<RenderedPage> };
  return module.renderPage;
}

/**
 * A language's public catalog part the public entry may load (its dynamic imports): a page prerendered in that language
 * preloads it, since it hydrates in that language. The app part (the dashboard's messages) is the router app's to load.
 */
function catalogChunks(bundle: OutputBundle, from: ReadonlySet<string>, locale: Locale): string[] {
  const catalog = new RegExp(`^\\0maarifa-catalog:${locale}:public$`);
  return [...lazyImportsOf(bundle, from, (chunk) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => catalog.test(id)))];
}

/**
 * The page's language and its addresses in every language for `hreflang`: absolute when the site's origin is known at
 * build time (MAARIFA_SITE_ORIGIN, as search engines ask), else absolute paths. The not-found page has none.
 */
function pageLanguage(page: PageInLanguage, origin: string): { lang: string; dir: 'ltr' | 'rtl'; alternates: { hreflang: string; href: string }[] } {
  const alternates =
    page.page.path === NOT_FOUND_PATH
      ? []
      : [
          ...LOCALE_CODES.map((code) => ({ hreflang: code, href: origin + pageInLanguage(page.page, code).path })),
          { hreflang: 'x-default', href: origin + page.page.path },
        ];
  return { lang: page.locale, dir: LOCALES[page.locale].dir, alternates };
}

/** Rolldown's chunk import map (experimental.chunkImportMap in vite.config.ts), inlined into every page, then dropped. */
const IMPORT_MAP_FILE = 'importmap.json';

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'maarifa-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // writeBundle, not closeBundle: every writeBundle finishes before any closeBundle starts, so the service worker
    // plugin (closeBundle) sees the prerendered pages and precaches them.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      // React and emotion pick their production builds (no dev-only labels in class names) from NODE_ENV.
      process.env.NODE_ENV = 'production';
      // Inside the project, so that Node resolves the renderer's external imports (react, Chakra) from node_modules.
      const cacheDir = join(config.root, 'node_modules/.cache');
      mkdirSync(cacheDir, { recursive: true });
      const workDir = mkdtempSync(join(cacheDir, 'maarifa-prerender-'));
      try {
        const renderPage = await loadRenderer(config, workDir);
        const base = config.base;
        const shellPath = join(outDir, 'index.html');
        let shell = withBrandFontScript(readFileSync(shellPath, 'utf8'));
        const importMap = bundle[IMPORT_MAP_FILE];
        if (importMap?.type === 'asset') {
          shell = withImportMap(shell, String(importMap.source));
          rmSync(join(outDir, IMPORT_MAP_FILE), { force: true });
        }
        writeFileSync(shellPath, shell);
        renameSync(shellPath, join(outDir, APP_SHELL_FILE));

        // Public pages load their own entry, which hydrates them without the router.
        const entry = chunkOf(bundle, config.root, PUBLIC_ENTRY_MODULE);
        const inShell = withImports(bundle, entry.fileName);
        const layoutFiles = withImports(bundle, chunkOf(bundle, config.root, PUBLIC_LAYOUT_MODULE).fileName, new Set(inShell));
        // Run early only if it can: a system chunk that imported React would wait for it like the rest (chunk-layout.ts).
        const system = chunkOf(bundle, config.root, SYSTEM_MODULE);
        const withReact = [...withImports(bundle, system.fileName)].filter((file) => (bundle[file] as OutputChunk).moduleIds.some((id) => FRAMEWORK_MODULES.test(id)));
        if (withReact.length > 0) throw new Error(`prerender: the design system's chunk ${system.fileName} imports React (${withReact.join(', ')}); it is meant to run before React arrives`);
        if (!inShell.has(system.fileName)) throw new Error(`prerender: the public entry does not load the design system's chunk ${system.fileName}`);
        const afterLoadFiles = new Set([
          ...withImports(bundle, chunkOf(bundle, config.root, TOASTER_MODULE).fileName),
          ...withImports(bundle, chunkOf(bundle, config.root, WORKER_REGISTRATION_MODULE).fileName),
          ...withImports(bundle, chunkOf(bundle, config.root, STYLE_COMPILER_MODULE).fileName),
        ]);
        const fonts = Object.keys(bundle).filter((file) => PRELOADED_FONTS.some((pattern) => pattern.test(file)));
        if (fonts.length !== PRELOADED_FONTS.length) throw new Error(`prerender: expected fonts ${PRELOADED_FONTS.join(', ')}, found ${fonts.join(', ')}`);

        const english = PRERENDERED_PAGES.map((page) => pageInLanguage(page, SOURCE_LOCALE));
        const rendered: { page: PageInLanguage; result: RenderedPage }[] = [];
        for (const page of [...english, ...LOCALIZED_PAGES]) rendered.push({ page, result: await renderPage(page.page.path, page.locale) });

        // One cached stylesheet for the global styles every page shares (Chakra's layer order, reset, tokens).
        const globalsOf = (result: RenderedPage) => result.styles.filter((style) => style.global);
        const shared = globalsOf(rendered[0]!.result).filter((style) => rendered.every(({ result }) => globalsOf(result).some((other) => other.ids.join() === style.ids.join())));
        const sharedCss = shared.map((style) => style.css).join('\n');
        const globalStylesheet = `${config.build.assetsDir}/emotion-global-${contentHash(sharedCss)}.css`;
        writeFileSync(join(outDir, globalStylesheet), sharedCss);
        // The shell renders any page on the device; its global styles come from the same sheet (src/ui/system.ts).
        writeFileSync(join(outDir, APP_SHELL_FILE), withGlobalStylesheet(shell, base + globalStylesheet));
        const sharedGlobalIds = new Set(shared.flatMap((style) => style.ids));
        // The app shell has this sheet alone, and the browser's bundle builds no global styles: a page's own would be lost there.
        const ownGlobals = rendered.filter(({ result }) => globalsOf(result).some((style) => !style.ids.every((id) => sharedGlobalIds.has(id))));
        if (ownGlobals.length > 0) throw new Error(`prerender: global styles only some pages have (${ownGlobals.map(({ page }) => page.path).join(', ')}); the app shell would miss them`);
        const origin = (process.env.MAARIFA_SITE_ORIGIN ?? '').replace(/\/+$/, '');

        const filesOf = new Map<PrerenderedPage, Set<string>>();
        for (const { page, result } of rendered) {
          let pageFiles = filesOf.get(page.page);
          if (!pageFiles) {
            pageFiles = withImports(bundle, chunkOf(bundle, config.root, page.page.module).fileName, new Set(layoutFiles));
            const withRouter = [...pageFiles].filter((file) => (bundle[file] as OutputChunk).moduleIds.some((id) => ROUTER_MODULES.test(id)));
            if (withRouter.length > 0) throw new Error(`prerender: ${page.path} would load the router on its first visit (${withRouter.join(', ')}); public pages navigate through src/lib/navigation.tsx`);
            filesOf.set(page.page, pageFiles);
          }
          const catalog = page.locale === SOURCE_LOCALE ? [] : catalogChunks(bundle, pageFiles, page.locale);
          if (page.locale !== SOURCE_LOCALE && catalog.length === 0) throw new Error(`prerender: no catalog chunk for ${page.locale}`);
          const document = buildPageDocument(
            shell,
            page.path,
            result,
            {
              globalStylesheet: base + globalStylesheet,
              sharedGlobalIds,
              fonts: fonts.map((file) => base + file),
              entry: base + entry.fileName,
              modulePreloads: [...pageFiles, ...catalog].filter((file) => file !== entry.fileName).map((file) => base + file),
              earlyModules: [base + system.fileName],
              prefetches: [...new Set([...afterLoadFiles, ...laterSectionFiles(bundle, pageFiles)])].filter((file) => !pageFiles.has(file)).map((file) => base + file),
            },
            pageLanguage(page, origin),
          );
          mkdirSync(dirname(join(outDir, page.file)), { recursive: true });
          writeFileSync(join(outDir, page.file), document);
        }
        config.logger.info(`[prerender] ${rendered.length} pages, shared global styles ${(sharedCss.length / 1024).toFixed(1)} KiB in ${globalStylesheet}`);
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `vite preview` (npm start, e2e, bench) answers as a static host configured for this build would: a prerendered page
 * by its path, the app shell for the routes only the client renders, and the not-found page with status 404 otherwise.
 */
export function prerenderedPreviewRoutes(): Plugin {
  return {
    name: 'maarifa-prerendered-preview-routes',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html')) return next();
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        // Files (sw.js, icons, assets) are served as they are.
        if (/\.[^/]+$/.test(pathname)) return next();
        const { file, status } = resolveNavigation(pathname);
        if (!existsSync(join(outDir, file))) return next();
        req.url = `/${file}`;
        if (status !== 200) {
          // The static file server writes 200; a page that does not exist must say so (but a 304 stays a 304).
          const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => typeof res;
          res.writeHead = ((code: number, ...rest: unknown[]) => writeHead(code === 200 ? status : code, ...rest)) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}
