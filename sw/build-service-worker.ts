// Vite plugin: after `vite build`, bundles sw/sw.ts and lets workbox-build inject the precache manifest into <outDir>/sw.js.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** What the app shell precaches: every emitted file a route may need offline. */
export const PRECACHE_PATTERNS = ['**/*.{html,js,css,woff2,svg,png,ico,webmanifest}'];
/**
 * Emitted but never loaded by a production page: RxDB's dev-mode and its schema validator are
 * imported only when dev-mode is on (development and tests), so phones need not download 300 KB of them.
 */
export const PRECACHE_IGNORES = ['sw.js', '**/*.map', 'assets/dev-mode-*.js', 'assets/validate-ajv-*.js'];

export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'maarifa-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const workDir = mkdtempSync(join(tmpdir(), 'maarifa-sw-'));
      try {
        const bundled = join(workDir, 'sw.js');
        // rolldown comes with Vite 8: no extra dependency for a second, worker-only bundle.
        const { build } = await import('rolldown');
        await build({
          input: resolve(config.root, 'sw/sw.ts'),
          platform: 'browser',
          transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
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
          dontCacheBustURLsMatching: /\/assets\//,
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        });
        for (const warning of warnings) config.logger.warn(`[sw] ${warning}`);
        config.logger.info(`[sw] sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KiB`);
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}
