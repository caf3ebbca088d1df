// Benchmark: Lighthouse-style load figures on a throttled 3G phone (CDP network + CPU throttling): every prerendered
// public page, first visit and repeat visit (service worker), and the signed-in dashboard served by the service worker.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { LOCALE_CODES, LOCALES, withLocalePrefix, type Locale } from '../../src/lib/i18n/locales';
import { NOT_FOUND_PATH, PRERENDERED_PAGES } from '../../src/app/prerender/pages';
import { startAppServer } from '../support/app-server';
import { chromiumArgs, resolveChromium } from '../support/chromium';
import { pointE2eHelpersAt } from './e2e-backend.ts';
import { sized } from './smoke.ts';

const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 54339);
pointE2eHelpersAt(BACKEND_PORT);
const { accounts, signIn } = await import('../e2e/support/accounts');

/** Chrome DevTools' "3G" preset (as Lighthouse's "Regular 3G"): 300 ms RTT, 750 kbit/s down, 250 kbit/s up. */
const NETWORK = { offline: false, latency: 300, downloadThroughput: (750 * 1024) / 8, uploadThroughput: (250 * 1024) / 8 };
/** A mid-range Android phone runs scripts about four times slower than this machine (Lighthouse's mobile default). */
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? sized(3, 1));
/** `BENCH_ONLY=dashboard` measures only the signed-in dashboard, `BENCH_ONLY=public` only the public pages. */
const ONLY = process.env.BENCH_ONLY ?? '';
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
/** The dashboard's sidebar (where device data first shows: the role-gated links) is a closed drawer on a phone. */
const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
const NOT_FOUND_SAMPLE = '/no-such-page';
/** The public pages the budgets name; `BENCH_PAGES=/,/auth` narrows them, `BENCH_PAGES=all` adds the rest. */
const BUDGET_PAGES = ['/', '/auth', '/courses', '/for-creators', '/affiliate-program', '/help', '/contact'];
const PAGES = process.env.BENCH_PAGES === 'all' ? PRERENDERED_PAGES.map((page) => page.path) : (process.env.BENCH_PAGES?.split(',') ?? sized(BUDGET_PAGES, ['/']));
/**
 * The landing page's first visit in each language (its own address, `/sw`): `BENCH_LANGUAGES=en,sw` by default (the
 * issue's budget names both), `all` for the ten, `none` to skip.
 */
const LANGUAGES: Locale[] =
  process.env.BENCH_LANGUAGES === 'all' ? LOCALE_CODES : process.env.BENCH_LANGUAGES === 'none' || ONLY === 'dashboard' ? [] : ((process.env.BENCH_LANGUAGES ?? sized('en,sw', 'sw')).split(',') as Locale[]);
/** `BENCH_REPEAT=0` skips the repeat visits (service worker) of the public pages. */
const REPEAT = process.env.BENCH_REPEAT !== '0';

interface Figures {
  fcp: number;
  lcp: number;
  cls: number;
  /** When React had adopted (hydrated) or rendered the page's main heading. */
  interactive: number;
  /** Network bytes (as transferred, compressed) received before the LCP paint, whether the paint needed them or not. */
  bytesBeforeLcp: number;
  /** What the first paint had to wait for: the document and its stylesheets (network bytes, as transferred). */
  renderBlockingBytes: number;
  /** Network bytes until the page settled; answers from the service worker are not network bytes. */
  totalBytes: number;
  /** Script bytes on the wire (compressed, as transferred) received before the page was interactive. */
  scriptBytes: number;
  /** Script requests (module scripts and modulepreloads) sent before the page was interactive. */
  scriptRequests: number;
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Paint, layout-shift and hydration observers must exist before the page's own scripts run. */
const OBSERVE = `
  window.__bench = { lcp: 0, cls: 0, interactive: 0, firstData: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  // React marks the DOM nodes it owns with a __reactFiber property: the heading is live once it has one.
  const poll = setInterval(() => {
    const h1 = document.querySelector('h1');
    if (h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'))) { window.__bench.interactive = performance.now(); clearInterval(poll); }
  }, 25);
  new MutationObserver((_, observer) => {
    if (window.__bench.firstData === 0 && document.querySelector(window.__benchDataSelector || '[data-bench-none]')) {
      window.__bench.firstData = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * Network bytes by arrival time, from the page's network events; answers from the service worker are not network bytes.
 * Chrome reports a response's full size (headers and body, as transferred) only when it finishes, and its body in
 * chunks as they arrive (not for the document): a finished response counts whole, an unfinished one by its chunks.
 */
function recordBytes(cdp: CDPSession) {
  const chunks = new Map<string, { at: number; bytes: number }[]>();
  const finished = new Map<string, { at: number; bytes: number }>();
  const fromWorker = new Set<string>();
  const renderBlocking = new Set<string>();
  const scripts = new Map<string, number>();
  let documentStart = 0;
  const onRequest = (event: { requestId: string; timestamp: number; type?: string }) => {
    if (event.type === 'Document' && documentStart === 0) documentStart = event.timestamp;
    if (event.type === 'Script') scripts.set(event.requestId, event.timestamp);
    if (event.type === 'Document' || event.type === 'Stylesheet') renderBlocking.add(event.requestId);
  };
  const onResponse = (event: { requestId: string; response: { fromServiceWorker?: boolean } }) => {
    if (event.response.fromServiceWorker) fromWorker.add(event.requestId);
  };
  const onData = (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    chunks.set(event.requestId, [...(chunks.get(event.requestId) ?? []), { at: event.timestamp, bytes: event.encodedDataLength }]);
  };
  const onFinished = (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    finished.set(event.requestId, { at: event.timestamp, bytes: event.encodedDataLength });
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.dataReceived', onData);
  cdp.on('Network.loadingFinished', onFinished);
  const bytesUntil = (limit: number, only?: ReadonlySet<string>) => {
    let sum = 0;
    for (const id of new Set([...chunks.keys(), ...finished.keys()])) {
      if (fromWorker.has(id) || (only && !only.has(id))) continue;
      const done = finished.get(id);
      if (done && done.at <= limit) sum += done.bytes;
      else sum += (chunks.get(id) ?? []).filter((chunk) => chunk.at <= limit).reduce((total, chunk) => total + chunk.bytes, 0);
    }
    return sum;
  };
  return {
    /** Bytes received up to `ms` after the document request started (performance-timeline milliseconds). */
    until: (ms: number) => bytesUntil(documentStart + ms / 1000),
    total: () => bytesUntil(Number.POSITIVE_INFINITY),
    /** Script requests sent, and their bytes received, up to `ms` after the document request started. */
    scriptsUntil: (ms: number) => {
      const limit = documentStart + ms / 1000;
      const sent = new Set([...scripts].filter(([id, at]) => at <= limit && !fromWorker.has(id)).map(([id]) => id));
      return { requests: sent.size, bytes: bytesUntil(limit, sent) };
    },
    renderBlocking: () => [...renderBlocking].filter((id) => !fromWorker.has(id)).reduce((sum, id) => sum + (finished.get(id)?.bytes ?? 0), 0),
    stop() {
      cdp.off('Network.requestWillBeSent', onRequest);
      cdp.off('Network.responseReceived', onResponse);
      cdp.off('Network.dataReceived', onData);
      cdp.off('Network.loadingFinished', onFinished);
    },
  };
}

async function measure(page: Page, cdp: CDPSession, url: string, dataSelector?: string): Promise<Figures & { firstData: number; appStart: number }> {
  const bytes = recordBytes(cdp);
  await page.addInitScript((selector) => {
    (window as unknown as { __benchDataSelector?: string }).__benchDataSelector = selector;
  }, dataSelector ?? '');
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __bench: { interactive: number } }).__bench.interactive > 0, undefined, { timeout: 120_000, polling: 100 });
  if (dataSelector) await page.waitForSelector(dataSelector, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // LCP and layout shifts settle once the page stops painting new content; give the last paint a moment to be reported.
  await page.waitForTimeout(1500);
  bytes.stop();
  const timings = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const bench = (window as unknown as { __bench: { lcp: number; cls: number; interactive: number; firstData: number } }).__bench;
    const appStart = performance.getEntriesByName('maarifa:app-start')[0]?.startTime ?? 0;
    // Network timestamps count from the document request; the performance timeline from navigation start.
    return { fcp, lcp: bench.lcp, cls: bench.cls, interactive: bench.interactive, firstData: bench.firstData, appStart, requestStart: nav.fetchStart };
  });
  const scripts = bytes.scriptsUntil(timings.interactive - timings.requestStart);
  return {
    ...timings,
    bytesBeforeLcp: bytes.until(timings.lcp - timings.requestStart),
    renderBlockingBytes: bytes.renderBlocking(),
    totalBytes: bytes.total(),
    scriptBytes: scripts.bytes,
    scriptRequests: scripts.requests,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function summarise<T extends object>(runs: T[]): T {
  const keys = Object.keys(runs[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] as number))])) as T;
}

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

async function newContext(browser: Browser, device: typeof PHONE | typeof TABLET): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, baseURL: server.appUrl });
  await context.addInitScript(OBSERVE);
  return context;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const server = await startAppServer({ appPort: Number(process.env.BENCH_APP_PORT ?? 4185), backendPort: BACKEND_PORT, outDir: '.e2e/bench-dist' });
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const rows: [string, Figures][] = [];
  for (const path of ONLY === 'dashboard' ? [] : PAGES) {
    const url = path === NOT_FOUND_PATH ? NOT_FOUND_SAMPLE : path;
    const cold: Figures[] = [];
    const repeat: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh profile each run: empty HTTP cache, no service worker — a first visit.
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      const cdp = await throttle(page);
      cold.push(await measure(page, cdp, url));
      if (REPEAT) {
        // The service worker installed on the first visit now answers from its precache: the repeat visit.
        await waitForServiceWorkerControl(page);
        repeat.push(await measure(page, cdp, url));
      }
      await context.close();
    }
    rows.push([`${url} first visit`, summarise(cold)]);
    if (REPEAT) rows.push([`${url} repeat visit`, summarise(repeat)]);
  }

  // The landing page's first visit in each language: what a visitor pays before the first paint in their language.
  const languageRows: [Locale, Figures][] = [];
  for (const locale of LANGUAGES) {
    if (!LOCALES[locale]) throw new Error(`BENCH_LANGUAGES: no language ${locale}`);
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      runs.push(await measure(page, await throttle(page), withLocalePrefix('/', locale)));
      await context.close();
    }
    languageRows.push([locale, summarise(runs)]);
  }

  // Signed in, after one visit: the dashboard and its courses answered by the service worker and the device database.
  const dashboard: { home: Figures & { firstData: number; appStart: number }; courses: Figures & { firstData: number; appStart: number } }[] = [];
  for (let run = 0; run < (ONLY === 'public' ? 0 : RUNS); run++) {
    const context = await newContext(browser, TABLET);
    const page = await context.newPage();
    await signIn(page, accounts.learner);
    await page.locator('[data-testid="sync-indicator"][data-state="up-to-date"]').waitFor({ timeout: 60_000 });
    await page.goto('/dashboard/courses');
    await page.locator('[data-testid="course-card"]').first().waitFor({ timeout: 60_000 });
    await waitForServiceWorkerControl(page);
    const cdp = await throttle(page);
    // "First data from the device" on /dashboard: the role-gated links of the sidebar, read from the local database.
    const home = await measure(page, cdp, '/dashboard', 'a[href="/dashboard/learner"]');
    const courses = await measure(page, cdp, '/dashboard/courses', '[data-testid="course-card"]');
    dashboard.push({ home, courses });
    await context.close();
  }
  const home = dashboard.length > 0 ? summarise(dashboard.map((run) => run.home)) : undefined;
  const courses = dashboard.length > 0 ? summarise(dashboard.map((run) => run.courses)) : undefined;
  if (home && courses) rows.push([`/dashboard repeat visit, signed in`, home], [`/dashboard/courses repeat visit, signed in`, courses]);

  console.log(`\nThrottled load, median of ${RUNS} runs: ${NETWORK.latency} ms RTT, ${((NETWORK.downloadThroughput * 8) / 1024).toFixed(0)} kbit/s down, CPU ${CPU_SLOWDOWN}x slower.`);
  console.log(`Public pages on a ${PHONE.viewport.width}x${PHONE.viewport.height} phone; the dashboard at ${TABLET.viewport.width}x${TABLET.viewport.height} (its sidebar shows).`);
  console.log('Script KiB and requests: scripts asked for (and their compressed bytes received) before the page was interactive.');
  console.log('| visit | FCP | LCP | CLS | interactive | script KiB | script requests | render-blocking KiB | KiB before LCP | total KiB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, f] of rows) {
    console.log(
      `| ${name} | ${s(f.fcp)} | ${s(f.lcp)} | ${f.cls.toFixed(3)} | ${s(f.interactive)} | ${kib(f.scriptBytes)} | ${f.scriptRequests} | ${kib(f.renderBlockingBytes)} | ${kib(f.bytesBeforeLcp)} | ${kib(f.totalBytes)} |`,
    );
  }
  if (languageRows.length > 0) {
    console.log(`\nThe landing page's first visit in each language, at its own address (median of ${RUNS}; the budget: 60 KiB before LCP):`);
    console.log('| language | address | FCP | LCP | KiB before LCP | interactive | script KiB | total KiB |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const [locale, f] of languageRows) {
      console.log(`| ${LOCALES[locale].name} | ${withLocalePrefix('/', locale)} | ${s(f.fcp)} | ${s(f.lcp)} | ${kib(f.bytesBeforeLcp)} | ${s(f.interactive)} | ${kib(f.scriptBytes)} | ${kib(f.totalBytes)} |`);
    }
  }
  if (home && courses) {
    console.log('\nSigned-in dashboard from the device (service worker + local database), median:');
    console.log(`- /dashboard: app start ${s(home.appStart)}, first device data (role-gated sidebar links) at ${s(home.firstData)} after navigation start`);
    console.log(`- /dashboard/courses: app start ${s(courses.appStart)}, first course rows ${s(courses.firstData)}; app start to first rows (database open + first query + render) ${s(courses.firstData - courses.appStart)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
