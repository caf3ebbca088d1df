// Benchmark: Lighthouse-style load figures for public pages on a throttled 3G phone (CDP network + CPU throttling).
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { startAppServer } from '../support/app-server';
import { chromiumArgs, resolveChromium } from '../support/chromium';

/** Chrome DevTools' "3G" preset (as Lighthouse's "Regular 3G"): 300 ms RTT, 750 kbit/s down, 250 kbit/s up. */
const NETWORK = { offline: false, latency: 300, downloadThroughput: (750 * 1024) / 8, uploadThroughput: (250 * 1024) / 8 };
/** A mid-range Android phone runs scripts about four times slower than this machine (Lighthouse's mobile default). */
const CPU_SLOWDOWN = 4;
const RUNS = 3;
const pages = ['/', '/courses', '/help'];

interface Figures {
  fcp: number;
  lcp: number;
  domContentLoaded: number;
  load: number;
  longTaskBlocking: number;
  requests: number;
  transferredBytes: number;
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Paint and long-task observers must exist before the page's own scripts run. */
const OBSERVE = `
  window.__bench = { lcp: 0, blocking: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.blocking += Math.max(0, e.duration - 50); })
    .observe({ type: 'longtask', buffered: true });
`;

async function measure(page: Page, cdp: CDPSession, url: string): Promise<Figures> {
  let requests = 0;
  let transferredBytes = 0;
  const onFinished = (event: { encodedDataLength: number }) => {
    requests += 1;
    transferredBytes += event.encodedDataLength;
  };
  cdp.on('Network.loadingFinished', onFinished);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // The page's own content replaces index.html's loading placeholder once its route's code has run, which on a
  // slow CPU can be well after the load event.
  await page.waitForFunction(() => !document.querySelector('.boot-status') && document.querySelector('main h1, h1'), undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // LCP settles once the page stops painting new content; give the last paint a moment to be reported.
  await page.waitForTimeout(1500);
  cdp.off('Network.loadingFinished', onFinished);
  const timings = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const bench = (window as unknown as { __bench: { lcp: number; blocking: number } }).__bench;
    return { fcp, lcp: bench.lcp, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, longTaskBlocking: bench.blocking };
  });
  return { ...timings, requests, transferredBytes };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function summarise(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    domContentLoaded: pick('domContentLoaded'),
    load: pick('load'),
    longTaskBlocking: pick('longTaskBlocking'),
    requests: pick('requests'),
    transferredBytes: pick('transferredBytes'),
  };
}

const server = await startAppServer({ appPort: 4185, backendPort: 54339, outDir: '.e2e/bench-dist' });
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const rows: [string, Figures][] = [];
  for (const path of pages) {
    const cold: Figures[] = [];
    const repeat: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh profile each run: empty HTTP cache, no service worker — a first visit.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      const cdp = await throttle(page);
      cold.push(await measure(page, cdp, server.appUrl + path));
      // The service worker installed on the first visit now answers from its precache: the repeat visit.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      repeat.push(await measure(page, cdp, server.appUrl + path));
      await context.close();
    }
    rows.push([`${path} first visit`, summarise(cold)], [`${path} repeat visit (service worker)`, summarise(repeat)]);
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\nThrottled load, median of ${RUNS} runs: ${NETWORK.latency} ms RTT, ${((NETWORK.downloadThroughput * 8) / 1024).toFixed(0)} kbit/s down, CPU ${CPU_SLOWDOWN}x slower, 412x823 mobile viewport`);
  console.log('| visit | FCP | LCP | DOMContentLoaded | load | long-task blocking | requests | transferred KiB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, f] of rows) {
    console.log(`| ${name} | ${s(f.fcp)} | ${s(f.lcp)} | ${s(f.domContentLoaded)} | ${s(f.load)} | ${f.longTaskBlocking.toFixed(0)} ms | ${f.requests} | ${(f.transferredBytes / 1024).toFixed(1)} |`);
  }
} finally {
  await browser.close();
  await server.stop();
}
