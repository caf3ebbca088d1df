// The service worker across two builds: a newer build served after the first shows "Update available", and accepting
// it loads the new version. Also: saved lesson media is answered from the media cache, by byte range, with no network.
// Serves two production builds from its own tiny static server, switching which one answers, as a redeploy would.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { publicPrecacheFiles } from '../../sw/build-service-worker';
import { wireBytes } from '../../sw/install-sets';
import { formatBytes } from '../../src/lib/format-bytes';
import { LARGE_UPDATE_BYTES } from '../../src/lib/update-policy';
import { expect, test } from './support/fixtures';

// The two builds and their server are made once, in one worker: the file's tests share them and run in order.
test.describe.configure({ mode: 'default' });

const port = Number(process.env.E2E_UPDATE_APP_PORT ?? 4188);
const origin = `http://localhost:${port}`;
const root = resolve(import.meta.dirname, '../..');
const builds = { first: join(root, `.e2e/update-${port}-first`), second: join(root, `.e2e/update-${port}-second`) };
const LESSON_MEDIA_CACHE = 'maarifa-lesson-media-v1';

let serving = builds.first;
let server: Server;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function build(outDir: string, buildId: string, salt?: string): void {
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, MAARIFA_OUT_DIR: outDir, MAARIFA_BUILD_ID: buildId, ...(salt ? { MAARIFA_BUILD_SALT: salt } : {}) },
  });
  if (result.status !== 0) throw new Error(`The ${buildId} build failed:\n${result.stdout}\n${result.stderr}`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  build(builds.first, 'update-first');
  // A release that changes every chunk (a framework upgrade, say): a build that changes only its id is a few KiB,
  // too small for data saver to hold back, and the deferral test needs an update over LARGE_UPDATE_BYTES.
  build(builds.second, 'update-second', 'update-second');
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', origin).pathname);
    let file = join(serving, path);
    const isFile = file.startsWith(serving) && existsSync(file) && statSync(file).isFile();
    // Client routes answer with index.html; a missing file with an extension (a video, say) is a plain 404.
    if (!isFile) {
      if (extname(path)) {
        response.writeHead(404).end();
        return;
      }
      file = join(serving, 'index.html');
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(port, done));
});

test.afterAll(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
});

/** What the update costs a signed-out visitor: the second build's kept files that the first did not have, byte for byte. */
function expectedUpdateBytes(): number {
  let total = 0;
  for (const file of publicPrecacheFiles(builds.second)) {
    const before = join(builds.first, file);
    const after = join(builds.second, file);
    if (!existsSync(before) || !readFileSync(before).equals(readFileSync(after))) total += wireBytes(after);
  }
  return total;
}

async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

test('a newer build shows "Update available", and Reload switches the tab to it', async ({ page }) => {
  test.setTimeout(120_000);
  serving = builds.first;
  await page.goto(`${origin}/`);
  await expect(page.locator('html')).toHaveAttribute('data-build', 'update-first');
  await waitForControl(page);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  // Redeploy: the server now answers with the second build; a navigation makes the browser check /sw.js.
  serving = builds.second;
  await page.reload();
  // The tab still runs the version it started with until the user says otherwise.
  await expect(page.locator('html')).toHaveAttribute('data-build', 'update-first');
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toContainText('Update available');
  // It says what the update downloads: the pages that changed, not the whole app again.
  const expected = expectedUpdateBytes();
  expect(expected).toBeGreaterThan(0);
  await expect(prompt).toContainText(`Update available — ${formatBytes(expected)}`);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-build', 'update-second', { timeout: 30_000 });
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  // The new worker now controls the page and serves the new build offline too.
  const activeScriptHasSecondBuild = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.active && !registration.waiting);
  });
  expect(activeScriptHasSecondBuild).toBe(true);
});

test('with data saver on mobile data a large update waits: the prompt says its size, Download fetches it, Reload switches', async ({ browser }) => {
  test.setTimeout(120_000);
  serving = builds.first;
  const context = await browser.newContext();
  // Desktop Chromium reports no connection type: a phone on mobile data with Save-Data stands in.
  await context.addInitScript(() => {
    const fake = Object.assign(new EventTarget(), { type: 'cellular', saveData: true, effectiveType: '3g', downlink: 0.7, rtt: 300 });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
  });
  const firstEntry = readdirSync(join(builds.first, 'assets')).filter((file) => /^index-.*\.js$/.test(file));
  const newEntry = readdirSync(join(builds.second, 'assets')).find((file) => /^index-.*\.js$/.test(file) && !firstEntry.includes(file));
  expect(newEntry, 'the second build has its own entry chunk').toBeTruthy();
  const newEntryFetches: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith(`/assets/${newEntry}`)) newEntryFetches.push(request.url());
  });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await waitForControl(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const stored = await (await caches.open('maarifa-update-policy')).match('/__maarifa/update-policy');
        return stored ? ((await stored.json()) as { deferLarge: boolean }).deferLarge : null;
      }),
    )
    .toBe(true);

  serving = builds.second;
  await page.reload();
  const prompt = page.getByTestId('update-prompt');
  expect(expectedUpdateBytes(), 'this update is large enough for data saver to hold it').toBeGreaterThan(LARGE_UPDATE_BYTES);
  await expect(prompt).toContainText(`Update available — ${formatBytes(expectedUpdateBytes())}`, { timeout: 30_000 });
  await expect(prompt).toContainText('Data saver is on');
  // Found but not downloaded: no new worker waits and the new build's code never crossed the network.
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  expect(newEntryFetches).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-build', 'update-first');

  await prompt.getByRole('button', { name: 'Download' }).click();
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible({ timeout: 30_000 });
  expect(newEntryFetches.length).toBeGreaterThan(0);
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-build', 'update-second', { timeout: 30_000 });
  await context.close();
});

test('a saved lesson video is answered from the media cache, range by range, also offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  serving = builds.second;
  await page.goto(`${origin}/`);
  await waitForControl(page);
  const videoUrl = `${origin}/media/lesson-${Date.now().toString(36)}.mp4`;
  // What "Save for offline" does for a video: put the whole file into the lesson-media cache.
  await page.evaluate(
    async ({ cacheName, url }) => {
      const cache = await caches.open(cacheName);
      await cache.put(url, new Response('0123456789abcdef', { headers: { 'content-type': 'video/mp4' } }));
    },
    { cacheName: LESSON_MEDIA_CACHE, url: videoUrl },
  );

  await context.setOffline(true);
  const ranged = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { range: 'bytes=4-9' } });
    return { status: response.status, contentRange: response.headers.get('content-range'), body: await response.text() };
  }, videoUrl);
  expect(ranged).toEqual({ status: 206, contentRange: 'bytes 4-9/16', body: '456789' });

  // A video that was never saved is not invented: offline it fails, online the server's answer (404 here) comes through.
  const unsavedOffline = await page.evaluate(async (url) => {
    try {
      return (await fetch(url)).status;
    } catch {
      return 'network error';
    }
  }, `${origin}/media/never-saved.mp4`);
  expect(unsavedOffline).toBe('network error');
  await context.setOffline(false);
  const unsavedOnline = await page.evaluate(async (url) => (await fetch(url)).status, `${origin}/media/never-saved.mp4`);
  expect(unsavedOnline).toBe(404);
});
