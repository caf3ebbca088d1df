// Build, dev-server and test-runner configuration for the Maarifa PWA.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { CATALOG_MODULE_ID, catalogPlugin } from './src/lib/i18n/catalog-plugin.ts';
import { prerenderedPreviewRoutes, prerenderPlugin } from './src/app/prerender/prerender-plugin.ts';
import { orderedStyleMemo } from './src/app/prerender/ordered-style-memo.ts';
import { immutableAssetsInPreview, serviceWorkerPlugin } from './sw/build-service-worker.ts';
import { isPlanningBuild, publicChunkLayout } from './src/app/prerender/chunk-layout.ts';

const chunkLayout = publicChunkLayout();
// The chunk layout's planning build (see chunk-layout.ts) needs only the app's modules, not pages, worker or groups.
const planning = isPlanningBuild();
// Tests only: a build that can show the pseudo-locale (src/lib/i18n/pseudo.ts); production builds never set it.
const pseudoLocale = process.env.MAARIFA_PSEUDO_LOCALE === '1';

/**
 * Chakra's anatomy module derives every component's part names at load (`x.extendWith(...)`), calls the bundler must
 * keep as it cannot prove them pure: the parts of ~40 components landed on every public page. They only build names.
 */
function pureAnatomies(): Plugin {
  return {
    name: 'maarifa-pure-anatomies',
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/ },
      handler: (code) => ({ code: code.replace(/^const (\w+) = /gm, 'const $1 = /* @__PURE__ */ '), map: null }),
    },
  };
}

/**
 * Chakra's createSystem builds the global styles (reset, global CSS, every design token as a CSS variable) at once, on
 * the phone's CPU before anything hydrates; a prerendered page already has them in its HTML and never asks. They are
 * built on first use instead (ChakraProvider's, where it renders them). Fails the build if Chakra's code moved.
 */
function lazyChakraGlobals(): Plugin {
  const eager = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
  const field = '    _global,\n';
  return {
    name: 'maarifa-lazy-chakra-globals',
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler(code) {
        if (!code.includes(eager) || !code.includes(field)) throw new Error('lazyChakraGlobals: Chakra\'s createSystem changed; review this transform');
        const lazy = '    get _global() {\n      return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n';
        return { code: code.replace(eager, '  let globalStyles;\n').replace(field, lazy), map: null };
      },
    },
  };
}

/**
 * A production page's global styles come as the build's stylesheet (src/ui/system.ts), so the browser's bundle drops
 * Chakra's reset builder, which createSystem would otherwise keep (1.7 KiB gzip on every page). The build's own renderer
 * (an SSR build) keeps it: it writes that stylesheet. Fails the build if Chakra's code moved.
 */
function noPreflightInBrowser(): Plugin {
  const call = 'createPreflight({ preflight })';
  return {
    name: 'maarifa-no-preflight-in-browser',
    apply: 'build',
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler(code, _id, options) {
        if (options?.ssr) return null;
        if (!code.includes(call)) throw new Error('noPreflightInBrowser: Chakra\'s createSystem changed; review this transform');
        return { code: code.replace(call, '{}'), map: null };
      },
    },
  };
}

/**
 * Vite wraps every dynamic import in a helper that first preloads the imported chunk's own imports and CSS. Here those
 * lists are always empty (the chunk layout puts a page's files in its HTML, and chunks import through the import map),
 * so the helper only ever called the import, yet its code (1.2 KiB gzip) came on every page before anything hydrated.
 * It becomes that call. Fails the build if a dynamic import ever gets files to preload, which the call would skip.
 */
function directDynamicImports(): Plugin {
  return {
    name: 'maarifa-direct-dynamic-imports',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: (_code, _id, options) => (options?.ssr ? null : { code: 'export const __vitePreload = (load) => load();', map: null }),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) this.error(`directDynamicImports: ${chunk.fileName} has a dynamic import with files to preload; review this plugin`);
        }
      },
    },
  };
}

/**
 * Modules of Emotion's that the browser's build takes from us; the build's renderer, development and tests keep
 * Emotion's own.
 * - Its style cache (src/ui/style-cache.ts), for @emotion/react: the CSS compiler, stylis, loads after a prerendered page
 *   is live rather than before it can hydrate (its HTML already holds every style it renders).
 * - is-prop-valid (src/ui/dom-prop.ts), for Chakra's elements: a two-line filter instead of a list of every attribute.
 */
function browserEmotion(): Plugin {
  const ours = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const replacements: Record<string, { file: string; importer: RegExp }> = {
    '@emotion/cache': { file: ours('./src/ui/style-cache.ts'), importer: /[\\/]@emotion[\\/]react[\\/]/ },
    '@emotion/is-prop-valid': { file: ours('./src/ui/dom-prop.ts'), importer: /[\\/]@chakra-ui[\\/]react[\\/]/ },
  };
  return {
    name: 'maarifa-browser-emotion',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@emotion\/(cache|is-prop-valid)$/ },
      handler(source, importer, options) {
        const replacement = replacements[source];
        return options.ssr || !importer || !replacement?.importer.test(importer) ? null : replacement.file;
      },
    },
  };
}

/**
 * Ark's LocaleProvider (Chakra's components' direction) asks zag's isRTL, which looks the language's script up through
 * `Intl.Locale#maximize`: about 0.1 s of a phone's CPU on its first call, while a page hydrates. It asks ours
 * (src/ui/locale-direction.ts), which knows our languages' directions. Both builds; development and unit tests run Ark
 * as a prebuilt or Node dependency and keep zag's, which gives our languages the same answers (locale-direction.test.ts).
 */
function knownLocaleDirections(): Plugin {
  const ours = fileURLToPath(new URL('./src/ui/locale-direction.ts', import.meta.url));
  return {
    name: 'maarifa-known-locale-directions',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^@zag-js\/i18n-utils$/ },
      handler: (_source, importer) => (importer && /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]providers[\\/]locale[\\/]locale-provider\.js$/.test(importer) ? ours : null),
    },
  };
}

/**
 * Integration suites that also run on Supabase's layout: sync, RLS, XP integrity, payments, live doorbells, and the auth
 * stand-in on GoTrue-shaped tables.
 */
const supabaseLayoutSuites = [
  'tests/integration/backend/auth.test.ts',
  'tests/integration/backend/sessions.test.ts',
  'tests/integration/backend/throttles.test.ts',
  'tests/integration/backend/redirects.test.ts',
  'tests/integration/backend/listen-address.test.ts',
  'tests/integration/sync/**/*.test.ts',
  'tests/integration/backend/rls.test.ts',
  'tests/integration/backend/sync.test.ts',
  'tests/integration/backend/sync-v2.test.ts',
  'tests/integration/backend/xp-integrity.test.ts',
  'tests/integration/backend/payments.test.ts',
  'tests/integration/backend/payments-deno.test.ts',
];

export default defineConfig({
  plugins: planning ? [catalogPlugin({ pseudo: pseudoLocale }), react(), pureAnatomies(), orderedStyleMemo(), lazyChakraGlobals(), noPreflightInBrowser(), browserEmotion(), knownLocaleDirections()] : [catalogPlugin({ pseudo: pseudoLocale }), react(), pureAnatomies(), orderedStyleMemo(), lazyChakraGlobals(), noPreflightInBrowser(), browserEmotion(), knownLocaleDirections(), directDynamicImports(), chunkLayout.plugin, prerenderPlugin(), serviceWorkerPlugin(), prerenderedPreviewRoutes(), immutableAssetsInPreview()],
  // Shown on <html data-build>, so a test (and a person) can tell which build a tab runs.
  define: { __MAARIFA_BUILD_ID__: JSON.stringify(process.env.MAARIFA_BUILD_ID ?? 'dev'), __MAARIFA_PSEUDO_LOCALE__: JSON.stringify(pseudoLocale) },
  server: { port: 5173 },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: process.env.MAARIFA_OUT_DIR ?? 'dist',
    rolldownOptions: {
      // The app shell (index.html, src/main.tsx: the router app) and the prerendered public pages' own entry, which
      // hydrates them without the router (src/public-main.tsx; the prerender plugin puts it in their HTML).
      input: { index: 'index.html', 'public-entry': 'src/public-main.tsx' },
      // Chunks import each other through an import map (inlined in every page by the prerender plugin), so a change to
      // one feature changes its own files and the map, not the entry and every chunk on the way to it (issue #26).
      experimental: { chunkImportMap: true },
      // Few, large files on the way to a public page rather than ~55 small ones (see chunk-layout.ts).
      output: {
        codeSplitting: planning ? true : chunkLayout.codeSplitting,
        // A language's catalog part says so in its name (`locale-sw-public-….js`), not `sw-….js` beside sw.js; the
        // service worker reads the language and part from it.
        chunkFileNames: (chunk) => {
          const catalog = chunk.moduleIds.map((id) => CATALOG_MODULE_ID.exec(id)).find(Boolean);
          return catalog ? `assets/locale-${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Tests only: a comment in every chunk makes a build that changes all code, as a framework upgrade would, so the
        // update tests have a large update to hold back; a release that changes one feature is a few KiB (issue #26).
        ...(process.env.MAARIFA_BUILD_SALT ? { postBanner: `/* ${process.env.MAARIFA_BUILD_SALT.replace(/[^\w-]/g, '')} */` } : {}),
      },
      // Chakra's theme module builds its full default config (every recipe of every component) in a call the bundler
      // cannot prove pure, so all recipes landed in the entry; these helpers only return their argument.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineAnimationStyles', 'defineTextStyles', 'defineLayerStyles', 'defineGlobalStyles', 'defineKeyframes', 'createAnatomy'],
        // emotion imports hoist-non-react-statics (and so react-is) bare, for its withTheme, which nothing here uses; as
        // CommonJS packages without a sideEffects field they were kept on every page (1.6 KiB gzip). They only define.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    // Unit tests live beside the code; integration tests talk to the real local backend.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'supabase/*.test.ts', 'supabase/local/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The suites that prove the product on the hosted Supabase database layout (tests/supabase-layout/layout.sql),
        // require_where (our pg-safeupdate stand-in) for the API login role, our migrations pushed by the real CLI.
        extends: true,
        test: {
          name: 'supabase-layout',
          include: supabaseLayoutSuites,
          globalSetup: ['tests/supabase-layout/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
