// Benchmark: a checkout's cost on the wire, from the press of Buy to the course showing Enrolled — the app's round
// trips and bytes to the backend (REST, auth, live updates) and the payments function, with the provider stand-in's
// hosted page listed apart (a real learner loads Paystack's page there instead). Headers included; unthrottled.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startAppServer } from '../support/app-server';
import { chromiumArgs, resolveChromium } from '../support/chromium';
import { pointE2eHelpersAt } from './e2e-backend.ts';

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4188);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54342);
pointE2eHelpersAt(BACKEND_PORT);
const { createLearner, readServerRows, waitForServiceWorker } = await import('../e2e/courses-helpers');
const { signIn } = await import('../e2e/support/accounts');

/** Seeded: Python for Data Analysis with African Datasets, $49. */
const PAID_COURSE_ID = '00000000-0000-4000-b000-000000000001';

type Category = 'payments function' | 'REST and RPC' | 'auth' | 'live updates' | 'app files' | 'provider stand-in' | 'other';
const CATEGORIES: Category[] = ['payments function', 'REST and RPC', 'auth', 'live updates', 'app files', 'provider stand-in', 'other'];
const APP_CATEGORIES: Category[] = ['payments function', 'REST and RPC', 'auth', 'live updates', 'app files', 'other'];

type Tally = Record<Category, { requests: number; sent: number; received: number }>;
const emptyTally = (): Tally => Object.fromEntries(CATEGORIES.map((c) => [c, { requests: 0, sent: 0, received: 0 }])) as Tally;

function categoryOf(url: URL, appOrigin: string): Category {
  if (url.origin === appOrigin) return 'app files';
  if (url.pathname.startsWith('/paystack')) return 'provider stand-in';
  if (url.pathname.startsWith('/functions/v1/')) return 'payments function';
  if (url.pathname.startsWith('/rest/v1/')) return 'REST and RPC';
  if (url.pathname.startsWith('/auth/v1/')) return 'auth';
  if (url.pathname.startsWith('/realtime/')) return 'live updates';
  return 'other';
}

/** Counts what crosses the network for the context's pages and workers, and the live-updates socket's frames. */
function meter(context: BrowserContext, appOrigin: string) {
  const state = { tally: emptyTally(), on: false, calls: [] as string[] };
  const pending = new Set<Promise<void>>();
  context.on('requestfinished', (request) => {
    if (!state.on) return;
    const work = (async () => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      if (sizes.responseHeadersSize <= 0 && sizes.responseBodySize <= 0) return;
      const url = new URL(request.url());
      const entry = state.tally[categoryOf(url, appOrigin)];
      entry.requests += 1;
      entry.sent += sizes.requestHeadersSize + sizes.requestBodySize;
      entry.received += sizes.responseHeadersSize + sizes.responseBodySize;
      state.calls.push(`${request.method()} ${url.pathname}${url.pathname.startsWith('/rest/v1/rpc/') ? '' : url.search.slice(0, 60)} → ${response.status()}, ${sizes.responseBodySize} B`);
    })();
    pending.add(work);
    void work.finally(() => pending.delete(work));
  });
  return {
    state,
    watch(page: Page) {
      page.on('websocket', (socket) => {
        const bytes = (payload: string | Buffer) => (typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length);
        socket.on('framesent', ({ payload }) => state.on && (state.tally['live updates'].sent += bytes(payload)));
        socket.on('framereceived', ({ payload }) => state.on && (state.tally['live updates'].received += bytes(payload)));
      });
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = await startAppServer({ appPort: APP_PORT, backendPort: BACKEND_PORT, outDir: '.e2e/bench-checkout-dist' });
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
try {
  const appOrigin = new URL(server.appUrl).origin;
  const context = await browser.newContext({ baseURL: server.appUrl });
  const counter = meter(context, appOrigin);
  const learner = await createLearner('Checkout Bench Learner');
  const page = await context.newPage();
  counter.watch(page);
  // Before (not counted): signed in, the dashboard's core kept, the course page open and settled.
  await signIn(page, learner);
  await waitForServiceWorker(page);
  await page.goto(`/dashboard/courses/${PAID_COURSE_ID}`);
  await page.getByRole('button', { name: 'Buy for $49' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await counter.settled();

  counter.state.on = true;
  const started = performance.now();
  await page.getByRole('button', { name: 'Buy for $49' }).click();
  await page.waitForURL(/\/paystack\//, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByTestId('payment-return').getByRole('link', { name: 'Start Learning' }).waitFor({ timeout: 60_000 });
  const elapsed = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await counter.settled();
  counter.state.on = false;

  const enrolled = await readServerRows('enrollments', `student_id=eq.${learner.id}&course_id=eq.${PAID_COURSE_ID}&_deleted=eq.false&select=id`);
  if (enrolled.length !== 1) throw new Error(`expected one enrolment on the server, found ${enrolled.length}`);

  const { tally, calls } = counter.state;
  const sum = (categories: Category[], key: 'requests' | 'sent' | 'received') => categories.reduce((total, c) => total + tally[c][key], 0);
  console.log(`Buy → enrolled: ${(elapsed / 1000).toFixed(1)} s on this machine (unthrottled, not a budget)`);
  console.log(`app: ${sum(APP_CATEGORIES, 'requests')} round trips, received ${kib(sum(APP_CATEGORIES, 'received'))}, sent ${kib(sum(APP_CATEGORIES, 'sent'))} (headers included)`);
  for (const category of CATEGORIES) {
    const { requests, sent, received } = tally[category];
    const label = category === 'provider stand-in' ? `${category} (hosted page, apart)` : category;
    console.log(`  ${label.padEnd(40)} ${String(requests).padStart(3)} requests   received ${kib(received).padStart(10)}   sent ${kib(sent).padStart(10)}`);
  }
  if (process.env.BENCH_VERBOSE) for (const call of calls) console.log(`    ${call}`);
  else console.log(`  (BENCH_VERBOSE=1 lists each request)`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
