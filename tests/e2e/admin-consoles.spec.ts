// The admin console's working loop (issue #14): a new learner applies to teach, an admin reviews the application in a
// second browser, and the applicant sees the decision: approved, they reach the Instructor dashboard and publish a
// course; declined, they read the reviewer's note.
import type { Browser, Locator, Page } from '@playwright/test';
import { createFreeCourse, createLearner, createServerDiscussion, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { accounts, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { serviceKey, anonKey, workerBackendUrl } from './support/worker-backend';
import { AdminReviewPage } from './pages/admin-review-page';

const backendUrl = workerBackendUrl();

async function applyToTeach(page: Page, fullName: string): Promise<void> {
  await page.goto('/for-creators');
  const form = page.getByRole('form', { name: 'Instructor Application' });
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('Email').fill('applicant@example.com');
  await form.getByLabel('Area of Expertise').fill('Agribusiness');
  await form.getByLabel('Teaching / Professional Experience').fill('Ten years advising farmer cooperatives in Kisumu.');
  await form.getByLabel('Course Topics You Want to Teach').fill('Selling produce with mobile money');
  await form.getByLabel('Why Do You Want to Teach on Maarifa?').fill('To reach farmers who cannot travel to town.');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted!')).toBeVisible({ timeout: 20_000 });
}

/** Signs the admin in on a second browser context and decides the application of `fullName`. */
async function review(browser: Browser, fullName: string, decision: 'Approve' | 'Decline', note = ''): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, accounts.admin);
  const review = new AdminReviewPage(admin);
  await review.goto();
  const card = review.application(fullName);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Selling produce with mobile money');
  await expect(card).toContainText('Pending');
  // Decided, it leaves the pending list and shows under its new status.
  await review.decide(fullName, decision, note);
  await review.showStatus(decision === 'Approve' ? 'approved' : 'declined');
  await expect(card).toContainText(decision === 'Approve' ? 'Approved' : 'Declined');
  await context.close();
}

/**
 * Opens the page again (reload by default) until what the server decided shows. Each start of the app runs a sync
 * round; its result is given time to land in the local database and on the screen before the next start, which on a
 * busy machine comes well after the network is idle.
 */
async function reloadUntil(page: Page, shown: Locator, open: () => Promise<unknown> = () => page.reload()): Promise<void> {
  await expect
    .poll(
      async () => {
        await open();
        return shown.waitFor({ state: 'visible', timeout: 10_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 90_000, intervals: [0] },
    )
    .toBe(true);
}

test('a new learner applies to teach, an admin approves, and after sync the learner reaches the Instructor dashboard and publishes a course', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const fullName = unique('Amani Applicant');
  const learner = await createLearner(fullName);
  await signIn(page, learner);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Instructor' })).toHaveCount(0);

  await applyToTeach(page, fullName);
  await reloadUntil(page, page.getByTestId('application-status'));
  await expect(page.getByTestId('application-status')).toContainText('Your application is under review');

  await review(browser, fullName, 'Approve');

  await reloadUntil(page, page.getByTestId('application-status').filter({ hasText: 'approved' }));
  await expect(page.getByRole('form', { name: 'Instructor Application' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the Instructor Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/instructor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Instructor Dashboard' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Instructor' })).toBeVisible();

  const title = unique('Mobile Money for Farmers');
  await page.goto('/dashboard/courses/create');
  await createFreeCourse(page, title, 'Selling produce with mobile money, from the first sale to the market day.');
  await expect(page.getByTestId('course-status')).toHaveText('draft');
  await page.getByRole('button', { name: 'Add Module' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Module Title').fill('Getting started');
  await dialog.getByRole('button', { name: 'Create Module' }).click();
  await expect(page.getByText('Module added successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Publish Course' }).click();
  await expect(page.getByText('Course published successfully!')).toBeVisible();
  await expect(page.getByTestId('course-status')).toHaveText('published');
  // The Instructor dashboard counts the new course from the device.
  await page.goto('/dashboard/instructor');
  await expect(page.getByTestId('role-card').first()).toContainText('1 course · 0 drafts');
});

test('a declined application shows the applicant the reviewer’s note; the admin must give one to decline', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const fullName = unique('Baraka Applicant');
  const learner = await createLearner(fullName);
  await signIn(page, learner);
  await applyToTeach(page, fullName);

  const note = 'Please add a sample lesson outline and apply again.';
  // Without a note the decline is refused on the screen.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, accounts.admin);
  await admin.goto('/dashboard/admin');
  const card = admin.getByRole('listitem', { name: `Instructor application from ${fullName}` });
  await card.getByRole('button', { name: 'Decline' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please give the applicant a reason for declining.');
  await context.close();

  await review(browser, fullName, 'Decline', note);
  await reloadUntil(page, page.getByTestId('application-status').filter({ hasText: 'declined' }));
  await expect(page.getByTestId('application-status')).toContainText(note);
  // Declined, the form is there to apply again.
  await expect(page.getByRole('form', { name: 'Instructor Application' })).toBeVisible();
});

async function findPerson(page: Page, query: string, name: string) {
  await page.getByRole('textbox', { name: 'Search people' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const person = page.getByRole('listitem', { name, exact: true });
  await expect(person).toBeVisible();
  return person;
}

test('the superadmin grants admin to a learner, who then opens the Admin dashboard; the audit log records it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const fullName = unique('Chiku Learner');
  const learner = await createLearner(fullName);
  await signIn(page, learner);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard$/);

  const context = await browser.newContext();
  const superadmin = await context.newPage();
  await signIn(superadmin, accounts.superadmin);
  await superadmin.goto('/dashboard/superadmin');
  const person = await findPerson(superadmin, learner.email, fullName);
  await expect(person).toContainText('learner');
  await person.getByRole('button', { name: 'Grant admin' }).click();
  await expect(person.getByRole('status')).toHaveText(`${fullName} is now admin.`);
  await expect(person.getByRole('button', { name: 'Revoke admin' })).toBeVisible();
  await expect(superadmin.getByRole('list', { name: 'Audit log' })).toContainText(`granted admin to ${fullName}`);
  await context.close();

  await reloadUntil(page, page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }), () => page.goto('/dashboard/admin'));
  await expect(page.getByRole('heading', { level: 2, name: 'Applications' })).toBeVisible({ timeout: 30_000 });
});

test('an admin is refused granting admin, with the reason; the superadmin cannot revoke their own superadmin', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const fullName = unique('Dalila Learner');
  const learner = await createLearner(fullName);
  await signIn(page, accounts.admin);
  await page.goto('/dashboard/admin');
  const person = await findPerson(page, learner.email, fullName);
  await person.getByRole('button', { name: 'Grant admin' }).click();
  await expect(person.getByRole('alert')).toHaveText('Refused: only a superadmin can grant or revoke the admin role. Ask a superadmin to do it.');
  await expect(person.getByRole('button', { name: 'Grant admin' })).toBeVisible();

  const context = await browser.newContext();
  const superadmin = await context.newPage();
  await signIn(superadmin, accounts.superadmin);
  await superadmin.goto('/dashboard/superadmin');
  const self = await findPerson(superadmin, accounts.superadmin.email, 'Thandiwe Nkosi');
  await self.getByRole('button', { name: 'Revoke superadmin' }).click();
  await expect(self.getByRole('alert')).toHaveText('Refused: you cannot remove your own superadmin role. Another superadmin can do it.');
  await expect(self.getByRole('button', { name: 'Revoke superadmin' })).toBeVisible();
  await context.close();
});

test('an admin hides and pins a discussion from the Moderation list; signed-out readers no longer get it', async ({ page }) => {
  test.setTimeout(90_000);
  const author = await createLearner(unique('Eshe Author'));
  const title = unique('Cheap solar dryers for mangoes');
  const id = await createServerDiscussion(author.id, title, 'Who has built one from old windows?');
  const readAsVisitor = async () =>
    (await (await fetch(`${backendUrl}/rest/v1/discussions?id=eq.${id}&select=id`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } })).json()) as unknown[];
  expect(await readAsVisitor()).toHaveLength(1);

  await signIn(page, accounts.admin);
  await page.goto('/dashboard/admin');
  const item = page.getByRole('listitem', { name: `Discussion: ${title}` });
  await item.getByRole('button', { name: 'Pin' }).click();
  await expect(item.getByRole('button', { name: 'Unpin' })).toBeVisible();
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(item.getByRole('button', { name: 'Unhide' })).toBeVisible();
  await expect(item).toContainText('Hidden');
  // Sent in the background: the waiting line goes once the server has both.
  await expect(item.getByTestId('decision-waiting')).toHaveCount(0, { timeout: 20_000 });
  expect(await readAsVisitor()).toHaveLength(0);
  const [row] = await readServerRows<{ is_hidden: boolean; is_pinned: boolean }>('discussions', `id=eq.${id}&select=is_hidden,is_pinned`);
  expect(row).toEqual({ is_hidden: true, is_pinned: true });

  await item.getByRole('button', { name: 'Unhide' }).click();
  await expect(item.getByRole('button', { name: 'Hide' })).toBeVisible();
  await expect.poll(readAsVisitor, { timeout: 20_000 }).toHaveLength(1);
});

test('decisions made offline wait on the device, survive a reload, reach the server once online, and the audit log lists them', async ({ page, context }) => {
  test.setTimeout(120_000);
  const fullName = unique('Faraji Applicant');
  const applicant = await createLearner(fullName);
  const application = await fetch(`${backendUrl}/rest/v1/instructor_applications`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: JSON.stringify({ user_id: applicant.id, full_name: fullName, email: applicant.email, expertise: 'Beekeeping', experience: 'Eight years of hives in Kitui.', course_topics: 'Honey for market', why_teach: 'Bees need more keepers.' }),
  });
  expect(application.status).toBe(201);
  const applicationId = ((await application.json()) as { id: string }[])[0]!.id;
  const title = unique('Where to sell honey in Machakos');
  const discussionId = await createServerDiscussion(applicant.id, title, 'Which markets pay the best price per kilo?');

  await signIn(page, accounts.admin);
  await page.goto('/dashboard/admin');
  const card = page.getByRole('listitem', { name: `Instructor application from ${fullName}` });
  const item = page.getByRole('listitem', { name: `Discussion: ${title}` });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(item).toBeVisible();
  // The cards' figures come from the server, not samples.
  const moderationCard = page.getByTestId('role-card').filter({ hasText: 'Moderation' });
  await expect(moderationCard).toContainText(/\d+ applications? waiting · \d+ hidden posts?/);
  await expect(moderationCard.getByTestId('sample-figure')).toHaveCount(0);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await card.getByLabel('Note to the applicant (required to decline)').fill('Welcome, beekeeper.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByTestId('decision-waiting')).toHaveText('Approve an application: Waiting to send: it goes out when you are back online.');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(item).toContainText('Hidden');
  await expect(item.getByTestId('decision-waiting')).toHaveText('Hide: Waiting to send: it goes out when you are back online.');

  // A reload with no signal: the console opens from the device with the list last seen and both decisions waiting.
  await page.reload();
  const waiting = page.getByRole('region', { name: 'Decisions waiting to be sent' });
  await expect(waiting.getByTestId('decision-waiting')).toHaveCount(2);
  await expect(page.getByRole('listitem', { name: `Discussion: ${title}` })).toContainText('Hidden');
  expect((await readServerRows<{ status: string }>('instructor_applications', `id=eq.${applicationId}&select=status`))[0]?.status).toBe('pending');

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  expect(await readServerRows('instructor_applications', `id=eq.${applicationId}&select=status,review_note`)).toEqual([{ status: 'approved', review_note: 'Welcome, beekeeper.' }]);
  expect(await readServerRows('discussions', `id=eq.${discussionId}&select=is_hidden`)).toEqual([{ is_hidden: true }]);
  const audit = await readServerRows<{ action: string }>('audit_log', `target_id=in.(${applicationId},${discussionId})&select=action&order=action`);
  expect(audit.map((entry) => entry.action)).toEqual(['application.approved', 'discussion.hidden']);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Audit log' })).toContainText(`hid the discussion “${title}” by ${fullName}`);
  await expect(page.getByRole('list', { name: 'Audit log' })).toContainText(`approved the instructor application of ${fullName}`);
});
