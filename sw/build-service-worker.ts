// Vite plugin: after `vite build`, bundles sw/sw.ts and lets workbox-build inject the precache manifest into <outDir>/sw.js.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { APP_SHELL_FILE, LOCALIZED_PAGES, PRERENDERED_PAGES } from '../src/app/prerender/pages.ts';
import { catalogFiles, coreFiles, filesNamedBy, DEV_ONLY_CHUNK, wireBytes, type ChunkNode } from './install-sets.ts';

/** Files the install may keep; the precache then narrows them to what the public pages name. */
export const PRECACHE_PATTERNS = ['**/*.{html,js,css,woff2,svg,png,ico,webmanifest}'];
export const PRECACHE_IGNORES = ['sw.js', '**/*.map', 'assets/dev-mode-*.js', 'assets/validate-ajv-*.js'];

/**
 * The install keeps what the public pages need to open offline: the app shell, the code every prerendered page names
 * (the shell renders any of them on the device), the icons and the manifest. A public page's own HTML is kept once it
 * is opened (the service worker's public-pages cache), so a first visit does not pay for eight pages it did not open.
 * The dashboard's other code is cached at sign-in (its core) or on first use.
 */
export function publicPrecacheFiles(outDir: string): Set<string> {
  // The app shell and the English pages: the same code as every language's, less the other languages' catalogs, which
  // only a visitor in that language downloads (and then the worker keeps them).
  const pages = [APP_SHELL_FILE, ...PRERENDERED_PAGES.map((page) => page.file)];
  const files = new Set<string>(['manifest.webmanifest', APP_SHELL_FILE]);
  for (const page of pages) for (const file of filesNamedBy(readFileSync(join(outDir, page), 'utf8'))) files.add(file);
  for (const file of files) if (LEFT_TO_THE_NETWORK.some((pattern) => pattern.test(file))) files.delete(file);
  return files;
}

/**
 * Not worth a first visit's bytes: the home-screen icons (the browser fetches them itself when the app is installed).
 */
const LEFT_TO_THE_NETWORK = [/\.png$/];

export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  let chunks: ChunkNode[] = [];
  return {
    name: 'maarifa-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      chunks = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const css = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
        chunks.push({ fileName: output.fileName, moduleIds: output.moduleIds, imports: output.imports, dynamicImports: output.dynamicImports, css: css ? [...css] : [] });
      }
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const workDir = mkdtempSync(join(tmpdir(), 'maarifa-sw-'));
      const publicFiles = publicPrecacheFiles(outDir);
      const assets = readdirSync(join(outDir, 'assets')).map((file) => `assets/${file}`).filter((file) => !file.endsWith('.map'));
      const devOnly = assets.filter((file) => DEV_ONLY_CHUNK.test(file));
      if (devOnly.length > 0) throw new Error(`Development-only RxDB code was emitted in a production build: ${devOnly.join(', ')}`);
      const core = coreFiles(chunks).filter((file) => !publicFiles.has(file));
      // What each kept file costs on the wire, so an update can say its size before the user accepts it.
      // The public pages' HTML as this build writes it: the worker keeps opened pages per version of them.
      const pagesVersion = createHash('sha256');
      for (const page of [...PRERENDERED_PAGES, ...LOCALIZED_PAGES].map((item) => item.file).sort()) pagesVersion.update(readFileSync(join(outDir, page)));
      const fileBytes = Object.fromEntries([...publicFiles, ...core].map((file) => [file, wireBytes(join(outDir, file))]));
      try {
        const bundled = join(workDir, 'sw.js');
        // rolldown comes with Vite 8: no extra dependency for a second, worker-only bundle.
        const { build } = await import('rolldown');
        await build({
          input: resolve(config.root, 'sw/sw.ts'),
          platform: 'browser',
          transform: {
            define: {
              'process.env.NODE_ENV': JSON.stringify('production'),
              // The sign-in core to fetch, and every hashed file of this build (so files of older builds are let go).
              __MAARIFA_CORE_FILES__: JSON.stringify(core),
              // The languages' catalog parts: an update brings the new file of each part this device has used.
              __MAARIFA_CATALOG_FILES__: JSON.stringify(catalogFiles(chunks)),
              __MAARIFA_FILE_BYTES__: JSON.stringify(fileBytes),
              __MAARIFA_PAGES_VERSION__: JSON.stringify(pagesVersion.digest('hex').slice(0, 16)),
              __MAARIFA_BUILD_ASSETS__: JSON.stringify(assets.filter((file) => !publicFiles.has(file))),
            },
          },
          output: { file: bundled, format: 'iife', minify: true },
          logLevel: 'warn',
        });
        const { injectManifest } = await import('workbox-build');
        const { count, size, warnings } = await injectManifest({
          swSrc: bundled,
          swDest: join(outDir, 'sw.js'),
          globDirectory: outDir,
          globPatterns: PRECACHE_PATTERNS,
          globIgnores: PRECACHE_IGNORES,
          // Vite already puts a content hash in every asset name.
          dontCacheBustURLsMatching: /^assets\//,
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => publicFiles.has(entry.url)), warnings: [] })],
        });
        for (const warning of warnings) config.logger.warn(`[sw] ${warning}`);
        config.logger.info(`[sw] sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KiB`);
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `vite preview` (npm start, the e2e suite, the benches) serves hashed files as a host should: cacheable for a year, so
 * the service worker's install takes what the page has just fetched from the HTTP cache instead of asking again.
 */
export function immutableAssetsInPreview(): Plugin {
  return {
    name: 'maarifa-immutable-assets',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!(req.url ?? '').startsWith('/assets/')) return next();
        const setHeader = res.setHeader.bind(res);
        res.setHeader = ((name: string, value: number | string | readonly string[]) =>
          setHeader(name, name.toLowerCase() === 'cache-control' ? 'public, max-age=31536000, immutable' : value)) as typeof res.setHeader;
        next();
      });
    },
  };
}
