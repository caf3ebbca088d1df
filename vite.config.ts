// Build, dev-server and test-runner configuration for the Maarifa PWA.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogPlugin } from './src/lib/i18n/catalog-plugin.ts';
import { prerenderedPreviewRoutes, prerenderPlugin } from './src/app/prerender/prerender-plugin.ts';
import { immutableAssetsInPreview, serviceWorkerPlugin } from './sw/build-service-worker.ts';

export default defineConfig({
  plugins: [catalogPlugin(), react(), prerenderPlugin(), serviceWorkerPlugin(), prerenderedPreviewRoutes(), immutableAssetsInPreview()],
  // Shown on <html data-build>, so a test (and a person) can tell which build a tab runs.
  define: { __MAARIFA_BUILD_ID__: JSON.stringify(process.env.MAARIFA_BUILD_ID ?? 'dev') },
  server: { port: 5173 },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: process.env.MAARIFA_OUT_DIR ?? 'dist',
    rolldownOptions: {
      // Chunks import each other through an import map (inlined in every page by the prerender plugin), so a change to
      // one feature changes its own files and the map, not the entry and every chunk on the way to it (issue #26).
      experimental: { chunkImportMap: true },
      // A language's catalog says so in its name (`locale-sw-….js`), not `sw-….js` beside sw.js.
      output: { chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => id.endsWith('.po')) ? 'assets/locale-[name]-[hash].js' : 'assets/[name]-[hash].js') },
      // Chakra's theme module builds its full default config (every recipe of every component) in a call the bundler
      // cannot prove pure, so all recipes landed in the entry; these helpers only return their argument.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineAnimationStyles', 'defineTextStyles', 'defineLayerStyles', 'defineGlobalStyles', 'defineKeyframes'] },
    },
  },
  test: {
    // Unit tests live beside the code; integration tests talk to the real local backend.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'supabase/local/**/*.test.ts'], environment: 'node' },
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
    ],
  },
});
