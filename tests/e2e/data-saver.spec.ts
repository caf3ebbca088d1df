// Data that costs money, end to end: with Save-Data the header says "Data saver on" and a lesson video downloads nothing until
// tapped; a Wi-Fi-only offline copy on mobile data waits, and starts on "Download now" or when Wi-Fi comes.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createLearner, waitForServiceWorker } from './courses-helpers';

/** A free seeded course (supabase/seed.sql) of five free lessons; "Simple bookkeeping" is a video lesson. */
const courseId = '00000000-0000-4000-b000-000000000004';
const videoLesson = 'Simple bookkeeping';
const videoUrl = 'https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerJoyrides.mp4';
const videoBytes = 96 * 1024;

type FakeConnection = { saveData: boolean; type: string };

/**
 * What the browser reports about the connection (Network Information API): desktop Chromium gives no `type`, so the
 * page sees a stand-in it can be told to change, as a phone's browser does when Wi-Fi comes.
 */
async function openContext(browser: Browser, baseURL: string | undefined, connection: FakeConnection): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((initial: FakeConnection) => {
    const fake = Object.assign(new EventTarget(), { ...initial, effectiveType: '4g', downlink: 10, rtt: 50 });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
    (window as unknown as { setConnectionType: (type: string) => void }).setConnectionType = (type) => {
      fake.type = type;
      fake.dispatchEvent(new Event('change'));
    };
  }, connection);
  if (connection.saveData) await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  // The seeded courses' images and lessons' videos live on public hosts; small stand-ins answer in their place.
  await context.route('https://images.unsplash.com/**', (route) => route.fulfill({ status: 200, body: Buffer.alloc(64, 0), headers: { 'content-type': 'image/png' } }));
  await context.route('https://storage.googleapis.com/gtv-videos-bucket/**', (route) =>
    route.fulfill({
      status: 200,
      body: route.request().method() === 'HEAD' ? '' : Buffer.alloc(videoBytes, 1),
      headers: { 'content-type': 'video/mp4', 'content-length': String(videoBytes), 'access-control-allow-origin': '*' },
    }),
  );
  return context;
}

/** Every GET of the lesson video, from the page or its service worker. */
function recordVideoDownloads(context: BrowserContext): string[] {
  const downloads: string[] = [];
  context.on('request', (request) => {
    if (request.url() === videoUrl && request.method() === 'GET') downloads.push(request.url());
  });
  return downloads;
}

async function enrolInCourse(page: Page): Promise<void> {
  await page.goto(`/dashboard/courses/${courseId}`);
  await page.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
}

test.describe('data saver and Wi-Fi only', () => {
  test('with Save-Data the header shows "Data saver on" and a video lesson downloads nothing until tapped', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await openContext(browser, baseURL, { saveData: true, type: 'cellular' });
    const downloads = recordVideoDownloads(context);
    const imageRequests: string[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith('https://images.unsplash.com/')) imageRequests.push(request.url());
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const learner = await createLearner('Data Saver Learner');
      await signIn(page, learner);
      await expect(page.getByTestId('data-saver-marker')).toHaveText('Data saver on');
      await waitForServiceWorker(page);

      // The profile's Data section says why it is on, and the switch reflects it.
      await page.goto('/dashboard/profile');
      const data = page.getByTestId('data-settings');
      await expect(data.getByRole('checkbox', { name: 'Data saver' })).toBeChecked();
      await expect(data.getByTestId('data-saver-from-browser')).toBeVisible();
      await expect(data.getByTestId('connection-kind')).toHaveText('This device is on mobile data now.');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await enrolInCourse(page);
      // Course images wait for a tap too: no request for the picture until then.
      await expect(page.getByTestId('show-image')).toBeVisible();
      expect(imageRequests).toEqual([]);
      await page.getByTestId('show-image').click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${courseId}$`));
      await expect(page.getByTestId('show-image')).toHaveCount(0);
      await expect.poll(() => imageRequests.length).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Continue Learning' }).click();
      await expect(page.getByTestId('lesson-link')).toHaveCount(5, { timeout: 30_000 });
      await page.getByTestId('lesson-link').filter({ hasText: videoLesson }).click();
      await expect(page.getByRole('heading', { name: videoLesson })).toBeVisible();

      const placeholder = page.getByTestId('video-placeholder');
      await expect(placeholder).toBeVisible();
      await expect(placeholder).toHaveAttribute('data-decision', 'ask');
      // The size comes first (a HEAD request, no body)…
      await expect(placeholder.getByTestId('video-size')).toHaveText('Video · 96.0 KB');
      await expect(placeholder).toContainText('Data saver is on');
      await expect(page.getByTestId('lesson-video')).toHaveCount(0);
      // …and not one byte of the video itself.
      expect(downloads).toEqual([]);
      // Once the enrolment toast has gone: its description's contrast (#d0eddb on #16a34a) is the toaster's, not this page's.
      await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 20_000 });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await placeholder.getByRole('button', { name: 'Play video' }).click();
      await expect(page.getByTestId('lesson-video')).toHaveAttribute('src', videoUrl);
      await expect.poll(() => downloads.length, { timeout: 15_000 }).toBeGreaterThan(0);

      // Turned off in the profile while offline (kept on the device, no server round), the marker goes, and stays gone.
      await page.goto('/dashboard/profile');
      await expect(page.getByTestId('data-settings')).toBeVisible();
      await context.setOffline(true);
      await page.getByTestId('data-settings').getByText('Data saver', { exact: true }).click();
      await expect(page.getByTestId('data-settings').getByRole('checkbox', { name: 'Data saver' })).not.toBeChecked();
      await expect(page.getByTestId('data-saver-marker')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('data-settings').getByRole('checkbox', { name: 'Data saver' })).not.toBeChecked();
      await expect(page.getByTestId('data-saver-marker')).toHaveCount(0);
      await page.getByTestId('data-settings').getByText('Data saver', { exact: true }).click();
      await expect(page.getByTestId('data-saver-marker')).toHaveText('Data saver on');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a Wi-Fi-only offline copy waits on mobile data, survives a reload, and starts when the learner taps "Download now"', async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const context = await openContext(browser, baseURL, { saveData: false, type: 'cellular' });
    const downloads = recordVideoDownloads(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const learner = await createLearner('Wi-Fi Only Learner');
      await signIn(page, learner);
      await expect(page.getByTestId('data-saver-marker')).toHaveCount(0);
      await page.goto('/dashboard/profile');
      await page.getByLabel('Lesson videos and “Make available offline”').selectOption('wifi-only');
      await expect(page.getByTestId('media-policy-hint')).toContainText('On mobile data, downloads wait for Wi-Fi');

      await enrolInCourse(page);
      await page.getByRole('button', { name: 'Make available offline' }).click();
      await page.getByText('Also save videos').click();
      await expect(page.getByTestId('offline-download-size')).toHaveText(/^Download size: \d+(\.\d)? KB$/, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Download', exact: true }).click();

      const waiting = page.getByTestId('offline-waiting');
      await expect(waiting).toContainText('Waiting for Wi-Fi');
      await expect(waiting).toContainText(/starts by itself on Wi-Fi/);
      await page.reload();
      await expect(page.getByTestId('offline-waiting')).toContainText('Waiting for Wi-Fi');
      await expect(page.getByText('This course is available offline')).toHaveCount(0);
      expect(downloads).toEqual([]);

      await page.getByRole('button', { name: 'Download now' }).click();
      await expect(page.getByText('This course is available offline').first()).toBeVisible({ timeout: 45_000 });
      await expect(page.getByText('1 video saved')).toBeVisible();
      await expect(page.getByTestId('offline-waiting')).toHaveCount(0);
      expect(downloads.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a Wi-Fi-only offline copy waiting on mobile data starts by itself, on another page, when the connection becomes Wi-Fi', async ({ browser, baseURL }) => {
    test.setTimeout(150_000);
    const context = await openContext(browser, baseURL, { saveData: false, type: 'cellular' });
    const page = await context.newPage();
    try {
      const learner = await createLearner('Wi-Fi Comes Learner');
      await signIn(page, learner);
      await page.goto('/dashboard/profile');
      await page.getByLabel('Lesson videos and “Make available offline”').selectOption('wifi-only');
      await expect(page.getByTestId('media-policy-hint')).toContainText('On mobile data, downloads wait for Wi-Fi');

      await enrolInCourse(page);
      await page.getByRole('button', { name: 'Make available offline' }).click();
      await expect(page.getByTestId('offline-download-size')).toHaveText(/^Download size: \d+(\.\d)? KB$/, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      await expect(page.getByTestId('offline-waiting')).toContainText('Waiting for Wi-Fi');

      // Wi-Fi comes while the learner reads another page (moved to in the app: a reload would reset the stand-in connection).
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Community' }).click();
      await expect(page).toHaveURL(/\/dashboard\/community$/);
      const savedCourses = () =>
        page.evaluate(() => Object.keys((JSON.parse(localStorage.getItem('maarifa.offline-courses.v1') ?? '{}') as { state?: { copies?: object } }).state?.copies ?? {}));
      expect(await savedCourses()).toEqual([]);
      await page.evaluate(() => (window as unknown as { setConnectionType: (type: string) => void }).setConnectionType('wifi'));
      await expect.poll(savedCourses, { timeout: 45_000 }).toEqual([courseId]);
      await expect(page.getByText('This course is available offline').first()).toBeVisible();

      await page.goto(`/dashboard/courses/${courseId}`);
      await expect(page.getByTestId('offline-space-used')).toBeVisible();
      await expect(page.getByTestId('offline-waiting')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
