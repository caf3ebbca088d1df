// Benchmark: what a first visit costs on the wire (the page, then what the service worker keeps), what signing in adds
// (the dashboard's core), and whether any file crosses the network twice. Bytes as transferred (the server compresses).
import { chromium, type BrowserContext } from '@playwright/test';
import { startAppServer } from '../support/app-server';
import { chromiumArgs, resolveChromium } from '../support/chromium';
import { pointE2eHelpersAt } from './e2e-backend.ts';

const BACKEND_PORT = 54340;
pointE2eHelpersAt(BACKEND_PORT);
const { accounts, signIn } = await import('../e2e/support/accounts');

const BUDGET_KIB = 400;

interface Transfer {
  url: string;
  bytes: number;
  by: 'page' | 'service worker';
}

/**
 * Network bytes of the page and of its service worker: Playwright reports a Chromium service worker's requests on the
 * context. A response taken from the HTTP cache or answered by the worker crossed no network and counts nothing.
 */
function recordTransfers(context: BrowserContext): Transfer[] {
  const transfers: Transfer[] = [];
  context.on('requestfinished', (request) => {
    void (async () => {
      const response = await request.response();
      if (!response || response.fromServiceWorker() || response.status() === 304) return;
      const sizes = await request.sizes();
      const fromCache = sizes.responseHeadersSize <= 0 && sizes.responseBodySize <= 0;
      if (fromCache) return;
      transfers.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, by: request.serviceWorker() ? 'service worker' : 'page' });
    })();
  });
  return transfers;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (rows: Transfer[]) => rows.reduce((total, row) => total + row.bytes, 0);

const server = await startAppServer({ appPort: 4186, backendPort: BACKEND_PORT, outDir: '.e2e/bench-install-dist' });
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const context = await browser.newContext({ baseURL: server.appUrl });
  const transfers = recordTransfers(context);
  const page = await context.newPage();
  await page.goto(server.appUrl + '/', { waitUntil: 'load' });
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.waitForLoadState('networkidle');
  const firstVisit = [...transfers];
  const pageBytes = sum(firstVisit.filter((row) => row.by === 'page'));
  const workerBytes = sum(firstVisit.filter((row) => row.by === 'service worker'));
  const seen = new Map<string, number>();
  for (const row of firstVisit) if (new URL(row.url).origin === server.appUrl) seen.set(new URL(row.url).pathname, (seen.get(new URL(row.url).pathname) ?? 0) + 1);
  const twice = [...seen].filter(([, times]) => times > 1);

  transfers.length = 0;
  await signIn(page, accounts.learner);
  await page.locator('html[data-offline-core="ready"]').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const appCode = transfers.filter((row) => new URL(row.url).origin === server.appUrl && new URL(row.url).pathname.startsWith('/assets/'));

  console.log('first visit to / on the wire (bytes as transferred):');
  console.log(`  the page itself:          ${kib(pageBytes).padStart(10)}`);
  console.log(`  the service worker's keep:${kib(workerBytes).padStart(10)}`);
  console.log(`  total:                    ${kib(pageBytes + workerBytes).padStart(10)}  (budget ${BUDGET_KIB} KiB: ${pageBytes + workerBytes <= BUDGET_KIB * 1024 ? 'met' : 'NOT met'})`);
  // Playwright may report sizes for an answer the HTTP cache gave, so this lists requests, not proven downloads.
  console.log(`  requested by page and worker both: ${twice.length} files${twice.length ? ` (${twice.slice(0, 5).map(([path]) => path).join(', ')}, …)` : ''}`);
  if (process.env.BENCH_VERBOSE) for (const row of firstVisit) console.log(`    ${kib(row.bytes).padStart(10)} ${row.by.padEnd(15)} ${new URL(row.url).pathname}`);
  console.log(`signing in then adds the dashboard's code: ${kib(sum(appCode))} in ${appCode.length} files`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
