// Issue 24 in a real browser: a creator sets a course's affiliate rate; a visitor follows an affiliate's course link,
// signs up (the referral survives it), buys the course through the payments function and the local Paystack stand-in;
// then the creator's and the affiliate's dashboards show the sale and the pending commission after sync, offline too.
import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readServerRows, waitForServiceWorker } from './courses-helpers';
import { accounts, signIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { expect, test, unexpectedErrors } from './support/fixtures';

/** Amara Okafor's (instructor@maarifa.test) published $79 course. */
const COURSE_ID = '00000000-0000-4000-b000-000000000002';
const COURSE_TITLE = 'Build Mobile Money Apps with React Native';
const RATE = 20;
const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: minor % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(minor / 100);

/** "$15.80" → 1580. */
const toMinor = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** One figure of a dashboard's stat grid (a <dt> label and its <dd> value). */
const statValue = (page: Page, grid: string, label: string) =>
  page.getByLabel(grid).getByTestId('stat-card').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd').first();

/** Reloads until `check` passes: the dashboards show what the last sync brought, and a reload syncs again. */
async function untilSynced(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a referred visitor signs up and buys; the creator and the affiliate see the sale and the pending commission', async ({ browser, page, consoleLog }) => {
  test.setTimeout(300_000);

  // The creator sets the course's affiliate rate; the form refuses more than 30% before the server would.
  await signIn(page, accounts.instructor);
  await page.goto(`/dashboard/courses/${COURSE_ID}/edit`);
  const selling = page.getByRole('form', { name: 'Price and affiliate commission' });
  const rate = selling.getByLabel('Affiliate commission (%)');
  // The server's rate (15 in the demo data) reached the device with the course: sync pulls the column.
  const [onServer] = await readServerRows<{ affiliate_percent: number }>('courses', `id=eq.${COURSE_ID}&select=affiliate_percent`);
  await expect(rate).toHaveValue(String(onServer!.affiliate_percent));
  await rate.fill('31');
  await selling.getByRole('button', { name: 'Save' }).click();
  await expect(selling.getByText('Affiliate commission must be a whole number from 0 to 30')).toBeVisible();
  await rate.fill(String(RATE));
  await selling.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Price and affiliate commission saved')).toBeVisible();
  await expect.poll(async () => (await readServerRows<{ affiliate_percent: number }>('courses', `id=eq.${COURSE_ID}&select=affiliate_percent`))[0]?.affiliate_percent, { timeout: 30_000 }).toBe(RATE);

  // The affiliate's dashboard: code, home link and a course link with Copy, and the figures before the referral.
  const affiliate = await newPage(browser);
  await signIn(affiliate, accounts.affiliate);
  await affiliate.goto('/dashboard/affiliate');
  const codeField = affiliate.getByTestId('referral-code');
  await untilSynced(affiliate, () => expect(codeField).toHaveValue(/^[A-Z0-9]{4,20}$/, { timeout: 5_000 }));
  const code = await codeField.inputValue();
  const origin = new URL(affiliate.url()).origin;
  await expect(affiliate.getByTestId('home-link')).toHaveValue(`${origin}/?ref=${code}`);
  await affiliate.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_TITLE });
  const courseLink = `${origin}/dashboard/courses/${COURSE_ID}?ref=${code}`;
  await expect(affiliate.getByTestId('course-link')).toHaveValue(courseLink);
  await expect(affiliate.getByRole('button', { name: 'Copy course link' })).toBeVisible();
  await expect(affiliate.getByText('First click wins', { exact: false }).first()).toBeVisible();
  const figures = 'Referral figures';
  const signupsBefore = Number(await statValue(affiliate, figures, 'Sign-ups').innerText());
  const clicksBefore = Number(await statValue(affiliate, figures, 'Clicks').innerText());
  const paidBefore = Number(await statValue(affiliate, figures, 'Paid referrals').innerText());
  const pendingBefore = toMinor(await statValue(affiliate, figures, 'Commissions pending').innerText());

  // A signed-out visitor follows the course link: sent to /auth, the referral kept on the device, the address cleaned.
  const visitor = await newPage(browser);
  await visitor.goto(courseLink);
  await expect(visitor).toHaveURL(/\/auth$/);
  const kept = await visitor.evaluate(() => JSON.parse(localStorage.getItem('maarifa.referral.v1') ?? 'null') as { code: string; course_id: string } | null);
  expect(kept).toMatchObject({ code, course_id: COURSE_ID });
  // First click wins: another affiliate's link within 30 days changes nothing.
  await visitor.goto('/?ref=SOMEONEELSE1');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await visitor.evaluate(() => (JSON.parse(localStorage.getItem('maarifa.referral.v1') ?? 'null') as { code: string } | null)?.code)).toBe(code);
  await visitor.goto(courseLink);
  await expect(visitor).toHaveURL(/\/auth$/);

  // Sign-up, and back to the course the link named.
  const email = `referred-${randomUUID().slice(0, 8)}@maarifa.test`;
  await visitor.getByRole('button', { name: 'Create an account' }).click();
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill('referred-learner-password');
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/dashboard/courses/${COURSE_ID}$`), { timeout: 30_000 });
  await expect(visitor.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  const [buyer] = await readServerRows<{ id: string }>('profiles', `email=eq.${encodeURIComponent(email)}&select=id`);
  expect(buyer).toBeDefined();
  // The referral survived the sign-up: attached to the new account, on the server.
  await expect.poll(async () => (await readServerRows('referrals', `user_id=eq.${buyer!.id}&select=code`)).map((row) => row.code), { timeout: 30_000 }).toEqual([code]);

  // The purchase: Buy on the course page (the device sends the referral it kept), Pay on the stand-in's hosted page,
  // and back on the course page, enrolled.
  await visitor.getByRole('button', { name: 'Buy for $79' }).click();
  await expect(visitor).toHaveURL(/\/paystack\/checkout\//, { timeout: 20_000 });
  await visitor.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/dashboard/courses/${COURSE_ID}`), { timeout: 30_000 });
  const [order] = await readServerRows<{ id: string; referral_code: string }>('orders', `buyer_id=eq.${buyer!.id}&course_id=eq.${COURSE_ID}&select=id,referral_code`);
  expect(order?.referral_code).toBe(code);
  const orderId = order!.id;
  await expect
    .poll(async () => (await readServerRows<{ status: string }>('orders', `buyer_id=eq.${buyer!.id}&course_id=eq.${COURSE_ID}&select=status`)).map((row) => row.status), { timeout: 60_000 })
    .toEqual(['paid']);

  // 20% of $79 to the affiliate; the creator's share after the 10% fee and the commission; both pending for 30 days.
  const amount = 7900;
  const commission = Math.round((amount * RATE) / 100);
  const earning = amount - Math.round(amount / 10) - commission;

  await page.goto('/dashboard/instructor');
  const recentSales = page.getByTestId('recent-sales');
  const sale = recentSales.locator(`tr[data-order-id="${orderId}"]`);
  await untilSynced(page, () => expect(sale).toContainText('Pending', { timeout: 5_000 }));
  for (const text of [COURSE_TITLE, usd(amount), usd(earning)]) await expect(sale).toContainText(text);
  await expect(page.getByTestId('sales-by-course').getByRole('row').filter({ hasText: COURSE_TITLE })).toContainText(`${RATE}%`);
  await expect(page.getByTestId('role-card').filter({ hasText: 'Earnings' })).toContainText('pending');
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  const commissionRow = affiliate.getByTestId('recent-commissions').locator(`tr[data-order-id="${orderId}"]`);
  await untilSynced(affiliate, () => expect(commissionRow).toContainText('Pending', { timeout: 5_000 }));
  for (const text of [COURSE_TITLE, usd(amount), usd(commission)]) await expect(commissionRow).toContainText(text);
  await expect(statValue(affiliate, figures, 'Sign-ups')).toHaveText(String(signupsBefore + 1));
  expect(Number(await statValue(affiliate, figures, 'Clicks').innerText())).toBeGreaterThan(clicksBefore);
  await expect(statValue(affiliate, figures, 'Paid referrals')).toHaveText(String(paidBefore + 1));
  await expect(statValue(affiliate, figures, 'Commissions pending')).toHaveText(usd(pendingBefore + commission));
  await expect(affiliate.getByTestId('role-card').filter({ hasText: 'Commissions' })).toContainText(`${usd(pendingBefore + commission)} pending`);
  expect(await seriousAxeViolations(affiliate, 'main')).toEqual([]);
  expect(unexpectedErrors(consoleLog)).toEqual([]);

  // The affiliate's dashboard opens offline, from the device's copy.
  await waitForServiceWorker(affiliate);
  await affiliate.context().setOffline(true);
  await affiliate.reload();
  await expect(commissionRow).toContainText('Pending');
  await expect(affiliate.getByTestId('referral-code')).toHaveValue(code);
  await affiliate.context().setOffline(false);
});

test('a home link keeps the referral, cleans the address, lets React adopt the prerendered page and records the click once', async ({ page, consoleLog }) => {
  const clicks = async () => (await readServerRows('referral_clicks', 'code=eq.FATIMA24&course_id=is.null&select=id')).length;
  const before = await clicks();
  // The server's <h1>, remembered before any script runs: React adopts it (hydration) rather than rendering anew.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { __serverH1: Element | null }).__serverH1 = document.querySelector('h1');
    });
  });
  await page.goto('/?ref=FATIMA24');
  await expect(page).toHaveURL(/\/$/);
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
  expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { __serverH1: Element | null }).__serverH1)).toBe(true);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('maarifa.referral.v1') ?? 'null') as { code: string; course_id: string | null } | null);
  expect(kept).toMatchObject({ code: 'FATIMA24', course_id: null });
  await expect.poll(clicks, { timeout: 15_000 }).toBe(before + 1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('maarifa.referral.click-pending.v1'))).toBeNull();

  // The same link again, then another affiliate's: the first click still holds, and no second click is recorded.
  await page.goto('/?ref=FATIMA24');
  await page.goto('/help?ref=AISHA024');
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('maarifa.referral.v1') ?? 'null') as { code: string } | null)?.code)).toBe('FATIMA24');
  expect(await readServerRows('referral_clicks', 'code=eq.AISHA024&select=id')).toHaveLength(0);
  expect(await clicks()).toBe(before + 1);
  expect(unexpectedErrors(consoleLog)).toEqual([]);
});
