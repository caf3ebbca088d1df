// Benchmark: gzipped bytes of the JS and CSS the browser actually loads for chosen pages of the production build, and of
// each language's catalog parts (a public page in that language loads the public part, the dashboard both).
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startAppServer } from '../support/app-server';
import { chromiumArgs, resolveChromium } from '../support/chromium';
import { sized } from './smoke.ts';

const pages = sized(['/', '/courses', '/auth', '/dashboard'], ['/']);
const outDir = resolve(import.meta.dirname, '../../.e2e/bench-dist');

const server = await startAppServer({ appPort: Number(process.env.BENCH_APP_PORT ?? 4185), backendPort: Number(process.env.BENCH_BACKEND_PORT ?? 54339), outDir: '.e2e/bench-dist' });
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const rows: { page: string; jsFiles: number; jsGzip: number; cssFiles: number; cssGzip: number }[] = [];
  for (const path of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === server.appUrl && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
    });
    await page.goto(server.appUrl + path, { waitUntil: 'networkidle' });
    let jsGzip = 0;
    let cssGzip = 0;
    let jsFiles = 0;
    let cssFiles = 0;
    for (const file of loaded) {
      const bytes = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      if (file.endsWith('.js')) {
        jsGzip += bytes;
        jsFiles += 1;
      } else {
        cssGzip += bytes;
        cssFiles += 1;
      }
    }
    rows.push({ page: `${path} → ${new URL(page.url()).pathname}`, jsFiles, jsGzip, cssFiles, cssGzip });
    await context.close();
  }
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log('\nGzipped bytes loaded per page (production build, service worker blocked, level-9 gzip of the served files)');
  console.log('| page | JS files | JS gzip KiB | CSS files | CSS gzip KiB | total KiB |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.page} | ${r.jsFiles} | ${kb(r.jsGzip)} | ${r.cssFiles} | ${kb(r.cssGzip)} | ${kb(r.jsGzip + r.cssGzip)} |`);

  // Catalog files are named `locale-<language>-<part>-<hash>.js` (vite.config.ts).
  const catalogs = new Map<string, { public: number; app: number }>();
  for (const file of readdirSync(join(outDir, 'assets'))) {
    const match = /^locale-([a-z]{2,3})-(public|app)-[\w-]+\.js$/.exec(file);
    if (!match) continue;
    const row = catalogs.get(match[1]!) ?? { public: 0, app: 0 };
    row[match[2] as 'public' | 'app'] = gzipSync(readFileSync(join(outDir, 'assets', file)), { level: 9 }).length;
    catalogs.set(match[1]!, row);
  }
  console.log('\nEach language\'s catalog parts (level-9 gzip): a public page loads the public part, the dashboard both');
  console.log('| language | public KiB | app KiB | whole KiB |');
  console.log('|---|---:|---:|---:|');
  for (const [locale, row] of [...catalogs].sort(([a], [b]) => a.localeCompare(b))) console.log(`| ${locale} | ${kb(row.public)} | ${kb(row.app)} | ${kb(row.public + row.app)} |`);
} finally {
  await browser.close();
  await server.stop();
}
