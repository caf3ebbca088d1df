// Benchmark: local catalogue search over 10,000 courses in RxDB (Dexie on Chromium's IndexedDB). Prints figures, asserts no time.
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { catalogPlugin } from '../../build/i18n/catalog-plugin.ts';
import { chromiumArgs, resolveChromium } from '../support/chromium';
import { SMOKE } from './smoke.ts';

const outDir = mkdtempSync(join(tmpdir(), 'maarifa-search-bench-'));
await build({
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  // The course texts the page's search reads import the language catalogs, which the app's catalog plugin provides.
  plugins: [catalogPlugin()],
  // The community hooks module imports React, which reads NODE_ENV.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    lib: { entry: resolve(import.meta.dirname, 'courses-search/page.ts'), formats: ['es'], fileName: () => 'bench.js' },
  },
});

// Fake-indexeddb is quadratic at this size, so the figure comes from a real browser on a real origin.
const server = createServer((request, response) => {
  // bench.js and the chunks it imports lazily (RxDB's optional plugins).
  const file = /^\/[\w.-]+\.js$/.test(request.url ?? '') ? join(outDir, request.url!.slice(1)) : null;
  if (file && existsSync(file)) {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(readFileSync(file));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><meta charset="utf-8"><title>search bench</title><script type="module" src="/bench.js"></script>');
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && console.error(`console: ${message.text()}`));
  await page.goto(SMOKE ? `${url}?smoke` : url);
  await page.waitForFunction(() => 'benchResult' in window);
  const result = (await page.evaluate(() => (window as unknown as { benchResult: Promise<unknown> }).benchResult)) as {
    count: number;
    published: number;
    insertMs: number;
    queryColdMs: number;
    queryWarmMedianMs: number;
    filterMedianMs: number;
    filterMaxMs: number;
    regexQueryMedianMs: number;
    matches: Record<string, number>;
    discussions: { count: number; loadMs: number; filterMedianMs: number; filterMaxMs: number; matches: Record<string, number> };
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`courses in RxDB (Chromium IndexedDB): ${result.count} (${result.published} published)`);
  console.log(`  bulk insert                              ${ms(result.insertMs)}`);
  console.log(`  published query + toJSON, first / warm   ${ms(result.queryColdMs)} / ${ms(result.queryWarmMedianMs)}`);
  console.log(`  search per keystroke (in memory), median ${ms(result.filterMedianMs)}, max ${ms(result.filterMaxMs)}`);
  console.log(`  for comparison: RxDB $regex query        ${ms(result.regexQueryMedianMs)} median`);
  console.log(`  matches: ${Object.entries(result.matches).map(([term, n]) => `"${term}" ${n}`).join(', ')}`);
  const d = result.discussions;
  console.log(`discussions a device keeps, in RxDB (Chromium IndexedDB): ${d.count}`);
  console.log(`  list query + toJSON + pinned first       ${ms(d.loadMs)}`);
  console.log(`  community search per keystroke, median ${ms(d.filterMedianMs)}, max ${ms(d.filterMaxMs)}`);
  console.log(`  matches: ${Object.entries(d.matches).map(([term, n]) => `"${term}" ${n}`).join(', ')}`);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
