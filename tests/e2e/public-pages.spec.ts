// The public pages of spec §2 in a real browser: each page's key content and behaviour, the landing page's weight
// (no database, sync or dashboard code), and an axe check of every public page (no serious or critical violation).
import { seriousAxeViolations } from './support/axe';
import { expect, gotoAndSettle, test } from './support/fixtures';

test('the landing page: hero, three feature cards, six sample courses, six features, and Browse All Courses', async ({ page }) => {
  await gotoAndSettle(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Empower Minds. Expand Knowledge.' })).toBeVisible();
  const hero = page.locator('section[aria-labelledby="hero-heading"]');
  for (const card of ['Knowledge That Adapts', 'Communities That Uplift', 'Opportunities to Grow']) await expect(hero.getByRole('heading', { name: card })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Start Learning Free' })).toHaveAttribute('href', '/auth');
  await expect(hero.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
  await expect(hero.getByRole('button', { name: 'Install App' })).toBeVisible();

  const courses = page.locator('section[aria-labelledby="courses-heading"]');
  await expect(courses.getByRole('article')).toHaveCount(6);
  const text = (await courses.innerText()).replace(/\s+/g, ' ');
  for (const category of ['Development', 'Design', 'AI & Data', 'Marketing', 'Creator Economy']) expect(text).toContain(category);
  const prices = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  expect(prices).toHaveLength(6);
  expect(Math.min(...prices)).toBe(39);
  expect(Math.max(...prices)).toBe(79);
  await expect(page.locator('section[aria-labelledby="features-heading"] li')).toHaveCount(6);

  await courses.getByRole('link', { name: 'Browse All Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test('the landing page loads no database, sync or dashboard code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoAndSettle(page, '/');
  expect(scripts.length).toBeGreaterThan(3);
  // The build names chunks after their modules: db (RxDB + Dexie), sync engine, dashboard layout and data, supabase-js.
  expect(scripts.filter((path) => /\/(db|dexie|rxdb|engine|dashboard-[a-z-]+|supabase-client|dev-mode|validate-ajv)-[\w-]+\.js$/.test(path))).toEqual([]);
});

test('the header and footer link where the spec says, with the copyright line', async ({ page }) => {
  await gotoAndSettle(page, '/help');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Maarifa' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/courses', '/dashboard/experience', '/dashboard/community', '/for-creators', '/affiliate-program', '/help', '/contact', '/privacy', '/terms']) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(footer).toContainText('2025');
});

test('/for-creators: benefits, claimed statistics, and Apply scrolls to the application form', async ({ page }) => {
  await gotoAndSettle(page, '/for-creators');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('dl')).toContainText('$50M+');
  const form = page.getByRole('form', { name: 'Instructor Application' });
  await expect(form).not.toBeInViewport();
  await page.getByRole('button', { name: 'Apply to Teach' }).click();
  await expect(form).toBeInViewport();
});

test('/for-creators signed out: the submit button is disabled and reads Sign In Required, and the notice offers Sign In / Sign Up', async ({ page }) => {
  await gotoAndSettle(page, '/for-creators');
  const form = page.getByRole('form', { name: 'Instructor Application' });
  await expect(form.getByRole('button', { name: 'Sign In Required' })).toBeDisabled();
  await expect(form.getByText('Sign in to apply')).toBeVisible();
  await form.getByRole('link', { name: 'Sign In / Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('/affiliate-program: benefits, the three steps Sign Up, Share, Earn, and the application form', async ({ page }) => {
  await gotoAndSettle(page, '/affiliate-program');
  const steps = page.locator('section[aria-labelledby="affiliate-steps-heading"]');
  for (const step of ['Sign Up', 'Share', 'Earn']) await expect(steps.getByRole('heading', { name: step, exact: true })).toBeVisible();
  // How a referral counts (issue 24): first click wins, kept 30 days on the visitor's device.
  await expect(steps.getByRole('heading', { name: 'How referrals count' })).toBeVisible();
  await expect(page.getByTestId('referral-rules')).toContainText('First click wins');
  await expect(page.getByTestId('referral-rules')).toContainText('remembered on the visitor’s device for 30 days');
  await expect(page.getByRole('form', { name: 'Affiliate Application' })).toBeVisible();
});

test('/help: six categories with their article counts, a five-question FAQ that opens, and a way to /contact', async ({ page }) => {
  await gotoAndSettle(page, '/help');
  await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toBeVisible();
  const categories = page.locator('section[aria-labelledby="help-categories-heading"]');
  const counts = [...(await categories.innerText()).matchAll(/(\d+) articles/g)].map((match) => Number(match[1]));
  expect(counts).toEqual([12, 18, 8, 10, 15, 9]);
  // The FAQ is native disclosure: one answer open at a time.
  const faq = page.locator('section[aria-labelledby="help-faq-heading"] details');
  await expect(faq).toHaveCount(5);
  await expect(faq.locator('summary').first()).toHaveText(/\?$/);
  await expect(faq.first().locator('summary + *')).toBeHidden();
  await faq.first().locator('summary').click();
  await expect(faq.first()).toHaveAttribute('open', '');
  await expect(faq.first().locator('summary + *')).toBeVisible();
  await faq.nth(1).locator('summary').click();
  await expect(faq.nth(1)).toHaveAttribute('open', '');
  await expect(faq.first()).not.toHaveAttribute('open');
  // The keyboard opens one too.
  await faq.nth(2).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(faq.nth(2)).toHaveAttribute('open', '');
  await page.getByRole('main').getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('/contact: the form, the contact details and the business hours', async ({ page }) => {
  await gotoAndSettle(page, '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  for (const label of ['First Name', 'Last Name', 'Email', 'Subject', 'Message']) await expect(form.getByLabel(label)).toBeVisible();
  const hours = page.locator('section[aria-labelledby="business-hours-heading"]');
  await expect(hours).toContainText('Mon-Fri');
  await expect(hours).toContainText('9AM-6PM PST');
  await expect(hours).toContainText('Weekends');
  await expect(hours).toContainText('Closed');
  await expect(page.locator('section[aria-labelledby="contact-details-heading"] a[href^="mailto:"]')).toBeVisible();
});

for (const path of ['/privacy', '/terms']) {
  test(`${path}: the legal text, last updated January 2025, covering device storage, sync and the translation script`, async ({ page }) => {
    await gotoAndSettle(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Last updated January 2025')).toBeVisible();
    const text = await page.getByRole('main').innerText();
    expect(text.length).toBeGreaterThan(1500);
  });
}

test('the privacy policy says what stays on the device, what syncs, cookies, and the third-party translation script', async ({ page }) => {
  await gotoAndSettle(page, '/privacy');
  const text = (await page.getByRole('main').innerText()).toLowerCase();
  for (const topic of ['device', 'sync', 'cookie', 'translat']) expect(text).toContain(topic);
});

for (const path of ['/', '/courses', '/for-creators', '/affiliate-program', '/help', '/contact', '/privacy', '/terms', '/auth']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await gotoAndSettle(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
