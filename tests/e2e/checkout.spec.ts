// Paid enrolment end to end (issue #24) on the local payment stand-in: a new learner buys a $49 course on the
// provider's hosted page, comes back enrolled and studies it offline; a declined payment enrols no one and says so;
// offline, Buy is disabled and says why; a refund asked for within 30 days and approved by an admin ends the enrolment.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createLearner, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { accounts, signIn, type Account } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { CourseDetailPage } from './pages/course-detail-page';
import { LearnPage } from './pages/learn-page';

/** Seeded: Python for Data Analysis with African Datasets, $49, published, by another instructor. */
const paidCourse = '00000000-0000-4000-b000-000000000001';
const paidCourseTitle = 'Python for Data Analysis with African Datasets';
const coursePath = `/dashboard/courses/${paidCourse}`;
/** Sign-ins kept between the tests of this file (Playwright's storage state: the session in localStorage). */
const stateDir = 'test-results/checkout-auth';
const buyerState = `${stateDir}/buyer.json`;
const declinedState = `${stateDir}/declined.json`;

let buyer: (Account & { id: string }) | null = null;

async function signedInContext(browser: Browser, baseURL: string | undefined, state: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, storageState: state });
  return { context, page: await context.newPage() };
}

async function openCourse(page: Page): Promise<void> {
  await page.goto(coursePath);
  await expect(page.getByRole('heading', { level: 1, name: paidCourseTitle })).toBeVisible({ timeout: 20_000 });
}

/** Buy, then one of the stand-in's buttons on its hosted checkout page. */
async function buyOnStandIn(page: Page, choice: 'Pay' | 'Decline' | 'Abandon'): Promise<void> {
  await new CourseDetailPage(page).buy('$49', choice);
}

// A name of this run's own (set by the first test), so the admin's list, which keeps earlier runs' requests on a reused
// backend, shows one card for it.
let buyerName = '';

test.describe.serial('checkout', () => {
  test.beforeAll(() => {
    mkdirSync(stateDir, { recursive: true });
  });

  test('a new learner buys a paid course, comes back enrolled, and studies it offline', async ({ page, context }) => {
    test.setTimeout(180_000);
    buyerName = unique('Neema Buyer');
    buyer = await createLearner(buyerName);
    await signIn(page, buyer);
    await openCourse(page);
    await expect(page.getByTestId('course-price')).toHaveText('$49');
    await expect(page.getByTestId('buy-area')).toContainText('30-day money-back guarantee');
    await expect(page.getByRole('button', { name: 'Enroll' })).toHaveCount(0);

    await buyOnStandIn(page, 'Pay');
    // Back on the course page: verified by the server, enrolled through sync, and the provider's query gone.
    await expect(page.getByTestId('payment-return')).toContainText('Payment received: you are enrolled', { timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
    await expect(page.getByTestId('payment-return').getByRole('link', { name: 'Start Learning' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(page.getByTestId('purchase-card')).toContainText(/Paid \$49 on /, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Request a refund' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const orders = await readServerRows<{ status: string; amount_minor: number; currency: string }>('orders', `buyer_id=eq.${buyer.id}&course_id=eq.${paidCourse}&select=status,amount_minor,currency`);
    expect(orders).toEqual([{ status: 'paid', amount_minor: 4900, currency: 'USD' }]);
    expect(await readServerRows('enrollments', `student_id=eq.${buyer.id}&course_id=eq.${paidCourse}&_deleted=eq.false&select=id`)).toHaveLength(1);

    const course = new CourseDetailPage(page);
    await course.makeAvailableOffline();
    await waitForServiceWorker(page);
    await course.startLearning();
    await expect(page).toHaveURL(new RegExp(`${coursePath}/learn`));
    const learn = new LearnPage(page);
    await expect(learn.lessonLinks).toHaveCount(8);
    await context.storageState({ path: buyerState });

    await context.setOffline(true);
    await page.reload();
    await learn.openLesson('Installing Python and Jupyter offline');
    await expect(learn.lessonHeading('Installing Python and Jupyter offline')).toBeVisible();
    await expect(learn.content).toContainText('Download the installer once');
    await learn.markComplete();
    await expect(learn.progress).toHaveText('13% complete');
    await context.setOffline(false);
    await expect.poll(async () => (await readServerRows('lesson_progress', `student_id=eq.${buyer!.id}&course_id=eq.${paidCourse}&select=id`)).length, { timeout: 30_000 }).toBe(1);
  });

  test('a declined payment leaves no enrolment and says so; tried again and abandoned, it says cancelled', async ({ page, context }) => {
    test.setTimeout(120_000);
    const learner = await createLearner('Kofi Declined');
    await signIn(page, learner);
    await openCourse(page);
    await buyOnStandIn(page, 'Decline');
    await expect(page.getByTestId('payment-return')).toContainText('Payment declined', { timeout: 30_000 });
    await expect(page.getByTestId('payment-return')).toContainText('You are not enrolled');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
    await expect(page.getByRole('button', { name: 'Buy for $49' })).toBeEnabled();
    await expect(page.getByText('Enrolled', { exact: true })).toHaveCount(0);
    expect(await readServerRows('enrollments', `student_id=eq.${learner.id}&course_id=eq.${paidCourse}&select=id`)).toEqual([]);
    expect((await readServerRows<{ status: string }>('orders', `buyer_id=eq.${learner.id}&select=status`)).map((o) => o.status)).toEqual(['failed']);

    // Tried again and abandoned on the provider's page: cancelled, still not enrolled.
    await buyOnStandIn(page, 'Abandon');
    await expect(page.getByTestId('payment-return')).toContainText('Payment cancelled', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Buy for $49' })).toBeEnabled();
    expect((await readServerRows<{ status: string }>('orders', `buyer_id=eq.${learner.id}&select=status&order=created_at`)).map((o) => o.status)).toEqual(['failed', 'abandoned']);
    expect(await readServerRows('enrollments', `student_id=eq.${learner.id}&course_id=eq.${paidCourse}&select=id`)).toEqual([]);
    await waitForServiceWorker(page);
    await context.storageState({ path: declinedState });
  });

  test('offline, Buy is disabled and says paying needs a connection; nothing is started', async ({ browser, baseURL }) => {
    const { context, page } = await signedInContext(browser, baseURL, declinedState);
    try {
      await openCourse(page);
      await expect(page.getByRole('button', { name: 'Buy for $49' })).toBeEnabled();
      let checkoutCalls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/functions/v1/payments/checkout')) checkoutCalls += 1;
      });
      await context.setOffline(true);
      await expect(page.getByRole('button', { name: 'Buy for $49' })).toBeDisabled();
      await expect(page.getByTestId('buy-offline')).toHaveText(/Paying needs a connection/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Buy for $49' }).click({ force: true });
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: 'Buy for $49' })).toBeEnabled();
      expect(checkoutCalls).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a refund asked for within 30 days and approved by an admin ends the enrolment', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(buyer, 'the first test bought the course').not.toBeNull();
    const learner = await signedInContext(browser, baseURL, buyerState);
    try {
      await openCourse(learner.page);
      await expect(learner.page.getByText('Enrolled', { exact: true })).toBeVisible({ timeout: 20_000 });
      await learner.page.getByRole('button', { name: 'Request a refund' }).click();
      const dialog = learner.page.getByRole('dialog');
      await dialog.getByLabel('Reason').fill('Too short');
      await dialog.getByRole('button', { name: 'Request Refund' }).click();
      await expect(dialog.getByText('Reason must be at least 10 characters')).toBeVisible();
      expect(await seriousAxeViolations(learner.page, '[role="dialog"]')).toEqual([]);
      // Offline the request cannot go, says so, and keeps what was typed.
      await dialog.getByLabel('Reason').fill('The course needs a laptop and I only have a phone.');
      await learner.context.setOffline(true);
      await expect(dialog.getByText(/Requesting a refund needs a connection/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Request Refund' })).toBeDisabled();
      await learner.context.setOffline(false);
      await expect(dialog.getByLabel('Reason')).toHaveValue('The course needs a laptop and I only have a phone.');
      await dialog.getByRole('button', { name: 'Request Refund' }).click();
      await expect(dialog).toBeHidden();
      await expect(learner.page.getByTestId('refund-state')).toContainText('Refund requested');

      // The admin decides in a second browser (signed in once, kept for this file).
      const adminContext = await browser.newContext({ baseURL });
      const admin = await adminContext.newPage();
      try {
        await signIn(admin, accounts.admin);
        await admin.goto('/dashboard/admin');
        const card = admin.getByRole('listitem', { name: `Refund request for ${paidCourseTitle} by ${buyerName}` });
        await expect(card).toBeVisible({ timeout: 20_000 });
        await expect(card).toContainText('$49');
        await expect(card).toContainText('The course needs a laptop and I only have a phone.');
        await expect(card).toContainText('Requested');
        expect(await seriousAxeViolations(admin, 'section[aria-labelledby="refunds-heading"]')).toEqual([]);
        await card.getByRole('button', { name: 'Approve refund' }).click();
        await expect(card).toContainText('Refunded', { timeout: 30_000 });
        await expect(card.getByRole('button', { name: 'Approve refund' })).toHaveCount(0);
      } finally {
        await adminContext.close();
      }

      expect((await readServerRows<{ status: string }>('orders', `buyer_id=eq.${buyer!.id}&course_id=eq.${paidCourse}&select=status`)).map((o) => o.status)).toEqual(['refunded']);
      expect(await readServerRows('enrollments', `student_id=eq.${buyer!.id}&course_id=eq.${paidCourse}&_deleted=eq.false&select=id`)).toEqual([]);
      // After sync the learner's device drops the enrolment and shows the refund; Buy is offered again.
      await expect
        .poll(
          async () => {
            await learner.page.reload();
            return learner.page
              .getByTestId('refund-state')
              .filter({ hasText: 'Refunded' })
              .waitFor({ timeout: 10_000 })
              .then(
                () => true,
                () => false,
              );
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      await expect(learner.page.getByRole('button', { name: 'Buy for $49' })).toBeVisible({ timeout: 20_000 });
      await expect(learner.page.getByText('Enrolled', { exact: true })).toHaveCount(0);
    } finally {
      await learner.context.close();
    }
  });
});
