// Storage that fills up or disappears (issue 52, part 1): a database the browser wiped under a live session is noticed
// with the count of unsent work lost and rebuilt from the server; profile → Data shows the storage and the kept courses;
// and a phone whose disk is full (a Chromium profile on a 64 MB tmpfs, filled until writes are refused) says what to
// free, keeps the text typed, and posts once there is room again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, resolveChromium } from '../support/chromium';
import { createLearner, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { signIn } from './support/accounts';
import { expect, test, unexpectedErrors } from './support/fixtures';
import { APP_PORT, hostRule } from './support/worker-backend';

const LEDGER_KEY = 'maarifa-device-ledger';
const OFFLINE_COPIES_KEY = 'maarifa.offline-courses.v1';
const SMALL_BUSINESS_ID = '00000000-0000-4000-b000-000000000004';
const SMALL_BUSINESS = 'Start a Small Business in Lagos, Nairobi or Accra';
const MOBILE_MONEY_ID = '00000000-0000-4000-b000-000000000002';
const MB = 1024 * 1024;

function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/** Words of random letters (a fixed seed): text that compression (LevelDB's snappy) cannot shrink. */
function wordsThatDoNotCompress(count: number): string {
  let seed = 52;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: count }, () => Array.from({ length: 3 + (next() % 5) }, () => String.fromCharCode(97 + (next() % 26))).join('')).join(' ');
}

function readLedger(page: Page): Promise<{ userId: string; hadData: boolean; unsent: number } | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as never, LEDGER_KEY);
}

/** Courses kept offline as the courses feature records them (its zustand store in localStorage), with their sizes. */
async function keepCoursesOffline(page: Page, copies: { courseId: string; bytes: number; lastOpenedAt?: string }[]): Promise<void> {
  const state = {
    copies: Object.fromEntries(
      copies.map(({ courseId, bytes, lastOpenedAt }) => [courseId, { courseId, savedAt: '2026-11-20T08:00:00.000Z', lessonCount: 3, lessonBytes: bytes, videos: [], lastOpenedAt }]),
    ),
    waiting: {},
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [OFFLINE_COPIES_KEY, JSON.stringify({ state, version: 0 })] as const);
}

async function post(page: Page, title: string, content: string): Promise<void> {
  const composer = page.getByRole('region', { name: 'Share with the community' });
  await composer.getByLabel('Title').fill(title);
  await composer.getByLabel('Post', { exact: true }).fill(content);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
}

test('a database the browser wiped under a live session is noticed with the unsent work it lost, and rebuilt from the server', async ({ page, context }) => {
  test.setTimeout(150_000);
  const learner = await createLearner(unique('Amina Wiped'));
  await signIn(page, learner);
  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('profile-name')).toContainText('Amina Wiped', { timeout: 30_000 });
  await waitForServiceWorker(page);
  await expect.poll(() => readLedger(page), { timeout: 30_000 }).toMatchObject({ userId: learner.id, hadData: true, unsent: 0 });

  await context.setOffline(true);
  await page.goto('/dashboard');
  const title = unique('Written before the wipe');
  await post(page, title, 'This post never reached the server.');
  await expect(page.getByText(title)).toBeVisible();
  await expect.poll(() => readLedger(page), { timeout: 30_000 }).toMatchObject({ unsent: 1 });

  // Between two page loads the browser deletes every IndexedDB database of the site; the session in localStorage stays.
  await page.goto('/privacy');
  const deleted = await page.evaluate(async () => {
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.deleteDatabase(name!);
            request.onsuccess = () => resolve();
            request.onerror = () => reject(request.error);
          }),
      ),
    );
    return (await indexedDB.databases()).length === 0 ? databases.length : -1;
  });
  expect(deleted).toBeGreaterThan(0);

  await page.goto('/dashboard');
  await expect(page.getByText("Your browser deleted Maarifa's data on this phone")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1 change you had not sent yet was lost.', { exact: false })).toBeVisible();
  expect(await readServerRows('discussions', `title=eq.${encodeURIComponent(title)}&select=id`)).toEqual([]);

  // Back online, the device fills again from the server, as a new device would.
  await context.setOffline(false);
  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('profile-name')).toContainText('Amina Wiped', { timeout: 30_000 });
  await expect.poll(() => readLedger(page), { timeout: 30_000 }).toMatchObject({ userId: learner.id, hadData: true, unsent: 0 });
});

test('profile → Data shows what the site stores, whether it is protected, and each kept course with its size, last opening, Remove and the total', async ({ page }) => {
  const learner = await createLearner(unique('Kofi Storage'));
  await signIn(page, learner);
  await keepCoursesOffline(page, [
    { courseId: SMALL_BUSINESS_ID, bytes: 48 * MB, lastOpenedAt: '2026-11-28T10:00:00.000Z' },
    { courseId: MOBILE_MONEY_ID, bytes: 12 * MB },
  ]);
  await page.goto('/dashboard/profile');
  const card = page.getByTestId('storage-card');
  await expect(card.getByRole('heading', { name: 'Storage on this device' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('storage-usage')).toContainText(/Maarifa uses .+ of the .+ this browser allows it\./);
  await expect(card.getByTestId('storage-persisted')).toHaveAttribute('data-persisted', /^(true|false)$/);

  const rows = card.getByTestId('kept-course');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(SMALL_BUSINESS);
  await expect(rows.nth(0)).toContainText('48.0 MB');
  await expect(rows.nth(0)).toContainText('Nov 28, 2026');
  await expect(rows.nth(1)).toContainText('Build Mobile Money Apps with React Native');
  await expect(rows.nth(1)).toContainText('Not opened yet');
  await expect(card.getByTestId('kept-courses-total')).toHaveText('Total: 60.0 MB');

  await card.getByRole('button', { name: `Remove ${SMALL_BUSINESS} from this device` }).click();
  await expect(rows).toHaveCount(1);
  await expect(card.getByTestId('kept-courses-total')).toHaveText('Total: 12.0 MB');
});

test('a refused write says what to free with sizes, keeps the text and the unsent work, backs off, and Post works again once there is room', async ({ page, context, consoleLog }) => {
  test.setTimeout(120_000);
  // The app's database refuses every write while the flag is up, as a full disk does (QuotaExceededError). The real
  // disk is the tmpfs test below, which is not reliable yet.
  await page.addInitScript(() => {
    const refuse = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const put = IDBObjectStore.prototype.put;
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
      if ((window as { diskFull?: boolean }).diskFull && this.transaction.db.name.startsWith('rxdb-')) throw refuse();
      return put.apply(this, args);
    };
    IDBObjectStore.prototype.add = function (...args: Parameters<typeof add>) {
      if ((window as { diskFull?: boolean }).diskFull && this.transaction.db.name.startsWith('rxdb-')) throw refuse();
      return add.apply(this, args);
    };
  });
  const learner = await createLearner(unique('Zawadi Full'));
  await signIn(page, learner);
  await waitForServiceWorker(page);
  await keepCoursesOffline(page, [
    { courseId: SMALL_BUSINESS_ID, bytes: 48 * MB },
    { courseId: MOBILE_MONEY_ID, bytes: 3 * MB },
  ]);
  await page.reload();
  const composer = page.getByRole('region', { name: 'Share with the community' });
  await expect(composer).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  const kept = unique('Sent before the disk filled');
  await post(page, kept, 'Written while there was room.');
  await expect(page.getByText(kept)).toBeVisible();

  await page.evaluate(() => ((window as { diskFull?: boolean }).diskFull = true));
  const title = unique('Posted on a full phone');
  const content = 'Does anyone sell solar lamps in Kisumu?';
  await post(page, title, content);
  const notice = page.getByRole('status').filter({ hasText: 'Storage is full' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(`Storage is full — remove offline courses you've finished (${SMALL_BUSINESS}, 48.0 MB; Build Mobile Money Apps with React Native, 3.0 MB)`);
  await expect(composer.getByLabel('Title')).toHaveValue(title);
  await expect(composer.getByLabel('Post', { exact: true })).toHaveValue(content);
  // Reading goes on, and the unsent post is still there.
  await page.getByRole('link', { name: 'Community' }).first().click();
  await expect(page.getByText(kept)).toBeVisible();
  await page.getByRole('link', { name: 'Home Feed' }).first().click();
  await expect(composer.getByLabel('Title')).toBeVisible();

  // Back online while the disk is still full: sync's writes are refused too, and it backs off instead of repeating.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /Sync status: Sync error/ })).toBeVisible({ timeout: 30_000 });

  // Room again: the learner puts the message away, writes the post again and presses Post.
  await page.evaluate(() => ((window as { diskFull?: boolean }).diskFull = false));
  for (const close of await notice.getByRole('button', { name: 'Dismiss notification' }).all()) await close.click();
  await post(page, title, content);
  await expect(composer.getByLabel('Title')).toHaveValue('', { timeout: 20_000 });
  await expect.poll(async () => (await readServerRows('discussions', `title=in.(${[title, kept].map((value) => `"${value}"`).join(',')})&select=title`)).length, { timeout: 30_000 }).toBe(2);
  // The refusal was said on screen, never thrown as an uncaught error or logged on every retry.
  expect(unexpectedErrors(consoleLog, [/ERR_INTERNET_DISCONNECTED/]).filter((line) => /quota|storage|refused/i.test(line))).toEqual([]);
});

test.describe('a phone whose storage is full', () => {
  // A real disk that fills: a Chromium profile on its own 64 MB tmpfs (mounting needs root, as in CI).
  test.skip(typeof process.getuid === 'function' && process.getuid() !== 0, 'mounting a tmpfs needs root');
  // Not reliable yet (issue 52): with the tmpfs filled to its last byte, whether the post's write is refused depends on
  // the slack of files Chromium already allocated and on its background writes (free space moves after the top-up), and
  // after the space returns Chromium may keep the site's IndexedDB failing (UnknownError on every reopen) until the
  // page is opened again. Filling from the page (Cache API, IndexedDB) is refused with QuotaExceededError, but deleting
  // that filler gives nothing back within the session (estimate() stayed at 42 MB for 30 s).
  test.fixme();

  test('a refused post says what to free with sizes, keeps the text, loses nothing unsent, and posts once there is room', async ({ backend }) => {
    test.setTimeout(240_000);
    const mountDir = mkdtempSync(join(tmpdir(), 'maarifa-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mountDir]);
    const profileDir = join(mountDir, 'profile');
    mkdirSync(profileDir);
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: resolveChromium(),
      args: [...chromiumArgs, hostRule(Number(new URL(backend.url).port))],
      baseURL: `http://localhost:${APP_PORT}`,
    });
    const errors: string[] = [];
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const learner = await createLearner(unique('Zawadi Full'));
      await signIn(page, learner);
      await waitForServiceWorker(page);
      await keepCoursesOffline(page, [{ courseId: SMALL_BUSINESS_ID, bytes: 48 * MB }]);
      await page.reload();
      await expect(page.getByText('Share with the community')).toBeVisible({ timeout: 30_000 });

      // An unsent post first: it must survive the full disk.
      await context.setOffline(true);
      const kept = unique('Sent before the disk filled');
      await post(page, kept, 'Written while there was room.');
      await expect(page.getByText(kept)).toBeVisible();

      // The phone fills up with other data (photos, WhatsApp media) until not one byte is left. Filling it from the page
      // (Cache API, IndexedDB) is refused too, but Chromium does not give that space back within the session after the
      // filler is deleted, so the space that returns here is the other data's.
      const photos = join(mountDir, 'photos.bin');
      execFileSync('fallocate', ['-l', String(freeBytes(mountDir)), photos]);
      expect(freeBytes(mountDir)).toBe(0);
      // The site's last bytes (the slack of files already allocated) go to IndexedDB filler until the browser refuses.
      const refused = await page.evaluate(async () => {
        for (let index = 0; index < 2000; index += 1) {
          const stored = await new Promise<boolean>((resolve) => {
            const request = indexedDB.open('filler', 1);
            request.onupgradeneeded = () => request.result.createObjectStore('blobs');
            request.onerror = () => resolve(false);
            request.onsuccess = () => {
              const db = request.result;
              try {
                const transaction = db.transaction('blobs', 'readwrite');
                transaction.objectStore('blobs').put(new Uint8Array(1024).fill(index % 255), index);
                transaction.oncomplete = () => resolve(true);
                transaction.onerror = transaction.onabort = () => resolve(false);
              } catch {
                resolve(false);
              } finally {
                db.close();
              }
            };
          });
          if (!stored) return true;
        }
        return false;
      });
      expect(refused).toBe(true);
      // A refusal can make the browser drop a file it was writing: that space is the other data's again.
      const topUp = join(mountDir, 'videos.bin');
      if (freeBytes(mountDir) > 0) execFileSync('fallocate', ['-l', String(freeBytes(mountDir)), topUp]);
      expect(freeBytes(mountDir)).toBe(0);

      const title = unique('Posted on a full phone');
      // A long post (a page of notes, in words that do not compress), so it cannot slip into the last bytes of a file the
      // browser has already allocated.
      const content = `Notes from the market: ${wordsThatDoNotCompress(2500)}`;
      await post(page, title, content);
      const notice = page.getByRole('status').filter({ hasText: 'Storage is full' }).or(page.getByRole('alert').filter({ hasText: 'Storage is full' }));
      await expect(notice.first()).toBeVisible({ timeout: 30_000 });
      await expect(notice.first()).toContainText(`remove offline courses you've finished (${SMALL_BUSINESS}, 48.0 MB)`);
      const composer = page.getByRole('region', { name: 'Share with the community' });
      await expect(composer.getByLabel('Title')).toHaveValue(title);
      await expect(composer.getByLabel('Post', { exact: true })).toHaveValue(content);
      // Reading still works, and the unsent post is still there.
      await expect(page.getByText(kept)).toBeVisible();

      // Room again: the photos go and the learner is back online. After a disk with not one byte left, Chromium may keep
      // the site's IndexedDB failing for the rest of the page's life (every reopen answers UnknownError; see the unit
      // tests for a storage that recovers in place), so the app is opened again, as a learner would.
      rmSync(photos);
      rmSync(topUp, { force: true });
      await context.setOffline(false);
      await page.reload();
      // Nothing unsent was lost: the post written before the disk filled reaches the server.
      await expect.poll(async () => (await readServerRows('discussions', `title=eq.${encodeURIComponent(kept)}&select=title`)).length, { timeout: 30_000 }).toBe(1);
      await post(page, title, content);
      // Stored this time: the composer empties, as after any post, and the server has it.
      await expect(composer.getByLabel('Title')).toHaveValue('', { timeout: 20_000 });
      await expect.poll(async () => (await readServerRows('discussions', `title=eq.${encodeURIComponent(title)}&select=title`)).length, { timeout: 20_000 }).toBe(1);
      // The refusal was told once on screen, never thrown as an uncaught error or logged on every retry.
      expect(errors.filter((line) => /quota|storage|UnknownError/i.test(line))).toEqual([]);
    } finally {
      await context.close();
      execFileSync('umount', [mountDir]);
      rmSync(mountDir, { recursive: true, force: true });
    }
  });
});
