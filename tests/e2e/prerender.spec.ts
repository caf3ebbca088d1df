// The prerendered public pages: real HTML from the server (no script needed), hydrated by React without a mismatch,
// still working afterwards (install button, a form, the session in the header), and answered offline by the service worker.
import { waitForServiceWorker } from './courses-helpers';
import { accounts, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { adoptedByReact, hydratedServerHeading, rememberServerHeading } from './support/hydration';

/** Each prerendered page by the URL a visitor opens: its main heading and a line of its text. */
const pages = [
  { url: '/', heading: 'Empower Minds. Expand Knowledge.', text: 'Knowledge That Adapts' },
  { url: '/courses', heading: 'Learn skills that open doors', text: 'Practical courses by African creators and mentors.' },
  { url: '/for-creators', heading: 'Teach on Maarifa', text: '$50M+' },
  { url: '/affiliate-program', heading: 'Maarifa Affiliate Program', text: 'Affiliate Application' },
  { url: '/help', heading: 'How can we help?', text: 'Search our guides or browse by topic.' },
  { url: '/contact', heading: 'Get in Touch', text: '9AM-6PM PST' },
  { url: '/privacy', heading: 'Privacy Policy', text: 'Last updated January 2025' },
  { url: '/terms', heading: 'Terms of Service', text: 'Last updated January 2025' },
  { url: '/auth', heading: 'Welcome back', text: 'Sign in to continue learning.' },
  { url: '/no-such-page', heading: '404', text: 'Oops! Page not found' },
];

/**
 * Not about hydration: what the not-found page logs on purpose, the browser's line for the 404 status it is served
 * with, and demo course thumbnails on hosts this offline test machine cannot reach.
 */
const expectedNoise = [/404 Error: User attempted to access non-existent route/, /status of 404/, /Failed to load resource: net::ERR_NAME_NOT_RESOLVED/];

/** The visible text of an HTML document, as a person reading the raw page would see it. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

for (const { url, heading, text } of pages) {
  test(`${url}: the server's HTML holds the page itself, with its title and styles`, async ({ request }) => {
    const response = await request.get(url, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(url === '/no-such-page' ? 404 : 200);
    const html = await response.text();
    expect(html).toMatch(/<div id="root" data-prerendered="[^"]+">/);
    expect(html).not.toContain('Loading Maarifa');
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    expect(h1 && textOf(h1[1]!).trim()).toBe(heading);
    expect(textOf(html)).toContain(text);
    expect(html).toMatch(/<title>[^<]*Maarifa[^<]*<\/title>/);
    // The shared global sheet is linked, the page's own rules inline; the Latin font is named (in the template of what
    // waits for the page to be adopted, after-adoption.spec.ts), no other subset.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/emotion-global-[\w-]+\.css">/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style>/);
    expect(html.match(/rel="preload" as="font"[^>]*>/g)).toEqual([expect.stringMatching(/inter-latin-wght-normal-/)]);
  });

  test(`${url}: React hydrates the server's markup without errors or mismatch warnings`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await rememberServerHeading(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // A mismatch makes React throw the server's markup away and render anew: the heading would be a new element.
    expect(await hydratedServerHeading(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems.filter((line) => !expectedNoise.some((pattern) => pattern.test(line)))).toEqual([]);
  });
}

test('after hydration the Install App button answers', async ({ page }) => {
  await rememberServerHeading(page);
  await page.goto('/');
  expect(await hydratedServerHeading(page)).toBe(true);
  await page.getByRole('button', { name: 'Install App' }).click();
  await expect(page.getByText('Install from your browser')).toBeVisible();
});

test('a hydrated public page navigates in the page: the router app takes over for /auth, and Back returns to the landing page', async ({ page }) => {
  await rememberServerHeading(page);
  await page.goto('/');
  expect(await hydratedServerHeading(page)).toBe(true);
  // A full page load would lose this mark; an in-page navigation keeps it.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Browse All Courses' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('after hydration the contact form validates and the translation widget opens', async ({ page }) => {
  await rememberServerHeading(page);
  await page.goto('/contact');
  expect(await hydratedServerHeading(page)).toBe(true);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(4);
  const translate = page.getByRole('contentinfo').getByRole('button', { name: /translate/i });
  // Its code comes once the page is live (a later section): until then the button is the server's markup.
  await adoptedByReact(translate);
  await translate.click();
  await expect(translate).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('translate-panel')).toBeVisible();
});

test('signed in, a prerendered page hydrates as signed out and then the header shows Sign Out', async ({ page, consoleLog }) => {
  await signIn(page, accounts.learner);
  await rememberServerHeading(page);
  await page.goto('/help');
  expect(await hydratedServerHeading(page)).toBe(true);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(consoleLog.errors).toEqual([]);
});

test('offline after one visit, every public page opens from the service worker: the visited one as its prerendered HTML, the others rendered by the app shell', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const home = await page.goto('/');
  expect(home?.fromServiceWorker()).toBe(true);
  expect(await home!.text()).toContain('data-prerendered="/"');
  for (const { url, heading, text } of pages.filter((candidate) => candidate.url !== '/no-such-page' && candidate.url !== '/')) {
    const response = await page.goto(url);
    expect(response?.fromServiceWorker(), url).toBe(true);
    // Never opened, so not kept: the first visit paid for one page's HTML, not nine; the shell renders it on the device.
    expect(await response!.text(), url).toContain('Loading Maarifa');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // With the sections whose code comes later (the statistics, the business hours, the footer's links): the worker kept it.
    await expect(page.getByText(text).first(), url).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }), url).toBeVisible();
  }
  // Any other route gets the app shell too, which renders it on the device.
  const response = await page.goto('/no-such-page');
  expect(await response!.text()).toContain('Loading Maarifa');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await context.setOffline(false);
  // Opened online once, a page is kept as its prerendered HTML.
  await page.goto('/help');
  await context.setOffline(true);
  const help = await page.goto('/help');
  expect(await help!.text()).toContain('data-prerendered="/help"');
  await context.setOffline(false);
});
