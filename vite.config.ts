// Build, dev-server and test-runner configuration for the Maarifa PWA; the build's own plugins live in build/.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { CATALOG_MODULE_ID, catalogPlugin } from './build/i18n/catalog-plugin.ts';
import { prerenderedPreviewRoutes, prerenderPlugin } from './build/prerender/prerender-plugin.ts';
import { orderedStyleMemo } from './build/ordered-style-memo.ts';
import { immutableAssetsInPreview, serviceWorkerPlugin } from './sw/build-service-worker.ts';
import { isPlanningBuild, publicChunkLayout } from './build/chunk-layout.ts';
import { browserEmotion, directDynamicImports, knownLocaleDirections, lazyChakraGlobals, noPreflightInBrowser, pureAnatomies } from './build/vite-plugins.ts';

const chunkLayout = publicChunkLayout();
// The chunk layout's planning build (see build/chunk-layout.ts) needs only the app's modules, not pages, worker or groups.
const planning = isPlanningBuild();
// Tests only: a build that can show the pseudo-locale (src/lib/i18n/pseudo.ts); production builds never set it.
const pseudoLocale = process.env.MAARIFA_PSEUDO_LOCALE === '1';

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
  'tests/integration/backend/payments-holes.test.ts',
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
      // Few, large files on the way to a public page rather than ~55 small ones (see build/chunk-layout.ts).
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
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'sw/**/*.test.ts', 'supabase/*.test.ts', 'supabase/local/**/*.test.ts'], environment: 'node' },
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
        // Every benchmark in its quick mode (tests/bench/benches.test.ts): several build the app and drive Chromium, which
        // is minutes, not a unit test's seconds; `npm test` runs it as its own stage.
        extends: true,
        test: { name: 'bench', include: ['tests/bench/**/*.test.ts'], environment: 'node' },
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
