// Benchmark: a returning learner's day in bytes on the throttled 3G profile — open the app, read the home feed, open
// the community and three discussions, comment once, complete two text lessons, check for an update — per category.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startAppServer } from '../support/app-server';
import { chromiumArgs, resolveChromium } from '../support/chromium';
import { pointE2eHelpersAt } from './e2e-backend.ts';
import { sized } from './smoke.ts';

const APP_PORT = 4187;
const BACKEND_PORT = 54341;
pointE2eHelpersAt(BACKEND_PORT);
const { createLearner, createServerDiscussion, readServerRows, waitForServiceWorker } = await import('../e2e/courses-helpers');
const { signIn } = await import('../e2e/support/accounts');
const { DATA_SETTINGS_STORAGE_KEY } = await import('../../src/lib/data-settings');

/** Chrome DevTools' "3G" preset, as the throttled-load bench: 300 ms RTT, 750 kbit/s down, 250 kbit/s up, 4× CPU. */
const NETWORK = { offline: false, latency: 300, downloadThroughput: (750 * 1024) / 8, uploadThroughput: (250 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const GOAL_KIB = 100;
const INSTRUCTOR_ID = '00000000-0000-4000-a000-000000000002';
const FREE_COURSE_ID = '00000000-0000-4000-b000-000000000004';

type Category = 'app updates' | 'sync' | 'media' | 'other';
const CATEGORIES: Category[] = ['app updates', 'sync', 'media', 'other'];

interface Tally {
  sent: Record<Category, number>;
  received: Record<Category, number>;
  requests: number;
}

const emptyTally = (): Tally => ({
  sent: { 'app updates': 0, sync: 0, media: 0, other: 0 },
  received: { 'app updates': 0, sync: 0, media: 0, other: 0 },
  requests: 0,
});

function categoryOf(url: URL, appOrigin: string): Category {
  if (url.origin === appOrigin) return /\.(mp4|webm|mp3|m4a)$/.test(url.pathname) ? 'media' : 'app updates';
  if (url.pathname.startsWith('/rest/v1/') || url.pathname.startsWith('/realtime/')) return 'sync';
  if (url.pathname.startsWith('/storage/v1/')) return 'media';
  return 'other';
}

/**
 * Counts what crosses the network, headers included, for the page and its service worker (Playwright reports the
 * worker's requests on the context) and the live-updates socket. Answers from the HTTP cache or the worker count nothing.
 */
function meter(context: BrowserContext, appOrigin: string): { tally: Tally; watch(page: Page): void; settled(): Promise<void> } {
  let tally = emptyTally();
  const pending = new Set<Promise<void>>();
  context.on('requestfinished', (request) => {
    const work = (async () => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      if (sizes.responseHeadersSize <= 0 && sizes.responseBodySize <= 0) return;
      const category = categoryOf(new URL(request.url()), appOrigin);
      tally.sent[category] += sizes.requestHeadersSize + sizes.requestBodySize;
      tally.received[category] += sizes.responseHeadersSize + sizes.responseBodySize;
      tally.requests += 1;
      if (process.env.BENCH_VERBOSE) {
        console.log(`    ${request.method()} ${new URL(request.url()).pathname} sent ${sizes.requestHeadersSize}+${sizes.requestBodySize} received ${sizes.responseHeadersSize}+${sizes.responseBodySize}`);
      }
    })();
    pending.add(work);
    void work.finally(() => pending.delete(work));
  });
  return {
    get tally() {
      return tally;
    },
    set tally(next: Tally) {
      tally = next;
    },
    watch(page: Page) {
      page.on('websocket', (socket) => {
        const bytes = (payload: string | Buffer) => (typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
        socket.on('framesent', ({ payload }) => {
          tally.sent.sync += bytes(payload);
          if (process.env.BENCH_VERBOSE) console.log(`    ws sent ${bytes(payload)}`);
        });
        socket.on('framereceived', ({ payload }) => {
          tally.received.sync += bytes(payload);
          if (process.env.BENCH_VERBOSE) console.log(`    ws received ${bytes(payload)}`);
        });
      });
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The day itself; `titles` are three discussions others started since yesterday. */
async function learnerDay(page: Page, learnerId: string, titles: string[], comment: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByTestId('feed-post').first().waitFor({ timeout: 60_000 });

  await page.goto('/dashboard/community');
  for (const title of titles) await page.getByTestId('discussion-card').filter({ hasText: title }).waitFor({ timeout: 90_000 });
  for (const [index, title] of titles.entries()) {
    await page.getByTestId('discussion-card').filter({ hasText: title }).getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title }).waitFor({ timeout: 60_000 });
    if (index === 0) {
      await page.getByLabel('Add a comment').fill(comment);
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
    }
    await page.goBack();
    await page.getByTestId('discussion-card').first().waitFor({ timeout: 60_000 });
  }

  const before = (await readServerRows('lesson_progress', `student_id=eq.${learnerId}&select=id`)).length;
  await page.goto(`/dashboard/courses/${FREE_COURSE_ID}/learn`);
  for (let lesson = 0; lesson < 2; lesson += 1) {
    await page.getByRole('button', { name: 'Mark complete', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await until(async () => (await readServerRows('lesson_progress', `student_id=eq.${learnerId}&select=id`)).length >= before + 2, `two lessons on the server (before: ${before})`);
  await until(async () => (await readServerRows('discussion_comments', `content=eq.${encodeURIComponent(comment)}&select=id`)).length === 1, 'the comment on the server');

  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await page.waitForLoadState('networkidle');
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function print(label: string, tally: Tally): number {
  const total = CATEGORIES.reduce((sum, category) => sum + tally.sent[category] + tally.received[category], 0);
  console.log(`${label}: ${kib(total)} in ${tally.requests} requests (goal ${GOAL_KIB} KiB: ${total <= GOAL_KIB * 1024 ? 'met' : 'NOT met'})`);
  for (const category of CATEGORIES) {
    console.log(`  ${category.padEnd(12)} received ${kib(tally.received[category]).padStart(10)}   sent ${kib(tally.sent[category]).padStart(10)}`);
  }
  return total;
}

const server = await startAppServer({ appPort: APP_PORT, backendPort: BACKEND_PORT, outDir: '.e2e/bench-day-dist' });
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const appOrigin = new URL(server.appUrl).origin;
  const context = await browser.newContext({ baseURL: server.appUrl, viewport: { width: 1024, height: 768 }, hasTouch: true });
  const counter = meter(context, appOrigin);

  // Yesterday (not counted): the learner signed in on this phone, enrolled, and opened what today's day opens.
  const learner = await createLearner('Day Bench Learner');
  const yesterday = await context.newPage();
  counter.watch(yesterday);
  await signIn(yesterday, learner);
  await waitForServiceWorker(yesterday);
  await yesterday.goto(`/dashboard/courses/${FREE_COURSE_ID}`);
  await yesterday.getByRole('button', { name: 'Enroll' }).click();
  await yesterday.getByRole('link', { name: 'Continue Learning' }).click();
  await yesterday.getByRole('button', { name: 'Mark complete', exact: true }).waitFor({ timeout: 60_000 });
  await yesterday.goto('/dashboard/community');
  await yesterday.getByTestId('discussion-card').first().getByRole('link').first().click();
  await yesterday.getByLabel('Add a comment').waitFor({ timeout: 60_000 });
  await yesterday.waitForLoadState('networkidle');
  await yesterday.close();

  const days: { label: string; total: number }[] = [];
  for (const label of sized(['a day', 'the same day with data saver on'], ['a day'])) {
    // Overnight, others started three discussions.
    const stamp = Date.now().toString(36);
    const titles = [1, 2, 3].map((n) => `Day ${stamp} question ${n}`);
    for (const title of titles) await createServerDiscussion(INSTRUCTOR_ID, title, `${title}: what do you think?`);

    if (label.includes('data saver')) {
      const settings = await context.newPage();
      await settings.goto('/help');
      await settings.evaluate((key) => localStorage.setItem(key, JSON.stringify({ dataSaver: true, mediaPolicies: {} })), DATA_SETTINGS_STORAGE_KEY);
      await settings.close();
    }
    await counter.settled();
    counter.tally = emptyTally();
    if (process.env.BENCH_VERBOSE) console.log(`  ${label} starts`);
    const page = await throttledPage(context);
    counter.watch(page);
    await learnerDay(page, learner.id, titles, `Day ${stamp}: I agree, and here is why.`);
    await page.close();
    await counter.settled();
    days.push({ label, total: print(label, counter.tally) });
  }
  const [plain, saver] = days;
  if (plain && saver) console.log(`data saver: ${kib(saver.total)} against ${kib(plain.total)} (${(((saver.total - plain.total) / plain.total) * 100).toFixed(0)}%)`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
