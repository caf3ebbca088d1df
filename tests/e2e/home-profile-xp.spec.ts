// Home feed, profile and XP from real activity (issue #12): XP earned offline shows as pending, then as the server's
// total and ledger; a profile edited offline survives a reload and reaches the server; the Study Buddy answers from
// the learner's own courses; the leaderboard shows the demo accounts in XP order with ranks 1–3 marked.
import { createLearner, createServerDiscussion, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { accounts, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { ProfilePage } from './pages/profile-page';

const INSTRUCTOR_ID = '00000000-0000-4000-a000-000000000002';
const FREE_COURSE_ID = '00000000-0000-4000-b000-000000000004';

test('a lesson completed and a comment written offline show as pending XP, then as the new total and activity after sync', async ({ page, context }) => {
  test.setTimeout(150_000);
  const title = unique('Best way to price homemade soap');
  await createServerDiscussion(INSTRUCTOR_ID, title, 'Cost of oils plus labour, or what the market pays?');
  const learner = await createLearner(unique('Neema Learner'));
  await signIn(page, learner);

  await page.goto(`/dashboard/courses/${FREE_COURSE_ID}`);
  await page.getByRole('button', { name: 'Enroll' }).click();
  await page.getByRole('link', { name: 'Continue Learning' }).click();
  await expect(page.getByRole('button', { name: 'Mark complete', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard/community');
  await expect(page.getByTestId('discussion-card').filter({ hasText: title })).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard/xp');
  await expect(page.getByTestId('xp-total')).toHaveText('0 XP');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto(`/dashboard/courses/${FREE_COURSE_ID}/learn`);
  await page.getByRole('button', { name: 'Mark complete', exact: true }).click();
  // The completion is on the device once the lesson reads as completed; leaving earlier could unload the page mid-write.
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeDisabled();
  await page.goto('/dashboard/community');
  await page.getByTestId('discussion-card').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await page.getByLabel('Add a comment').fill('Cost plus a fair margin, then check the market.');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByTestId('comment')).toHaveCount(1);

  // 10 XP for the lesson and 5 for the comment, not on the server yet.
  await page.goto('/dashboard/xp');
  await expect(page.getByTestId('xp-pending')).toHaveText('+15 XP pending');
  await expect(page.getByTestId('xp-total')).toHaveText('0 XP');
  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('xp-pending')).toHaveText('+15 XP pending');

  await context.setOffline(false);
  await page.goto('/dashboard/xp');
  await expect(page.getByTestId('xp-total')).toHaveText('15 XP', { timeout: 30_000 });
  await expect(page.getByTestId('xp-pending')).toHaveCount(0);
  await expect(page.getByTestId('xp-to-next')).toHaveText('85 XP to Learner');
  await expect(page.getByTestId('xp-tier').first()).toHaveAttribute('aria-current', 'step');
  const activity = page.getByTestId('xp-activity');
  await expect(activity).toContainText('Completed a lesson');
  await expect(activity).toContainText('Commented on a discussion');
  expect((await readServerRows<{ xp_total: number }>('profiles', `id=eq.${learner.id}&select=xp_total`))[0]?.xp_total).toBe(15);

  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.levelCard.getByTestId('xp-total')).toHaveText('15 XP');
  await profile.openTab('Recent Activity');
  await expect(page.getByTestId('xp-activity')).toContainText('Completed a lesson');
  await profile.openTab('Learning Stats');
  await expect(profile.stat('Courses enrolled')).toContainText('1');
  await expect(profile.stat('Lessons completed')).toContainText('1');
  await expect(profile.stat('Comments')).toContainText('1');
  await page.getByRole('link', { name: 'View All Achievements' }).click();
  await expect(page).toHaveURL(/\/dashboard\/xp$/);
});

test('a profile edited offline stays after an offline reload and reaches the server; skills are split and trimmed', async ({ page, context }) => {
  test.setTimeout(120_000);
  const learner = await createLearner(unique('Juma Profile'));
  await signIn(page, learner);
  const profile = new ProfilePage(page);
  await profile.goto();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  // Cancel leaves the profile as it was.
  await profile.edit({ fullName: 'Not saved' }, 'Cancel');
  await expect(profile.name).not.toHaveText('Not saved');

  const name = unique('Juma Mwangi');
  await profile.edit({ fullName: name, country: 'Tanzania', bio: 'Beekeeper learning bookkeeping.', skills: ' a, ,b ' });
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByText('Your profile has been successfully updated.')).toBeVisible();
  await expect(profile.name).toHaveText(name);
  await expect(page.getByTestId('pending-marker')).toBeVisible();

  await page.reload();
  await expect(profile.name).toHaveText(name);
  await expect(profile.country).toHaveText('Tanzania');
  await expect(profile.skills.locator('span')).toHaveText(['a', 'b']);

  await context.setOffline(false);
  await expect
    .poll(async () => (await readServerRows('profiles', `id=eq.${learner.id}&select=full_name,country,bio,skills`))[0], { timeout: 30_000 })
    .toEqual({ full_name: name, country: 'Tanzania', bio: 'Beekeeper learning bookkeeping.', skills: ['a', 'b'] });
  await expect(page.getByTestId('pending-marker')).toHaveCount(0, { timeout: 30_000 });
});

test('the Study Buddy answers from the learner\'s own courses, by Enter and by button', async ({ page }) => {
  await signIn(page, accounts.learner);
  await expect(page.getByRole('heading', { name: 'AI Study Buddy' })).toBeVisible();
  const messages = page.getByTestId('buddy-messages');
  const buddy = messages.locator('[data-from="buddy"]');
  await expect(buddy).toHaveCount(1);
  await expect(buddy.first()).toContainText("Hi! I'm your AI Study Buddy.");
  const input = page.getByPlaceholder('Ask your AI mentor...');

  await input.fill('What is a variable?');
  await input.press('Enter');
  await expect(messages.locator('[data-from="you"]')).toHaveText(['You' + 'What is a variable?']);
  await expect(buddy).toHaveCount(2);
  const passage = buddy.last().getByTestId('buddy-passage').first();
  await expect(passage.getByRole('link', { name: 'Python for Data Analysis with African Datasets › Variables, lists and loops' })).toBeVisible();
  await expect(passage).toContainText('A variable is a name that points to a value');

  await input.fill('Summarise costing and pricing');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.locator('[data-from="you"]')).toHaveCount(2);
  await expect(buddy).toHaveCount(3);
  await expect(buddy.last().getByTestId('buddy-summary')).toContainText('Know your costs before you set a price.');
});

test('the composer posts a discussion to the community, offline too, with the form messages under the fields', async ({ page, context }) => {
  test.setTimeout(90_000);
  const learner = await createLearner(unique('Composer Learner'));
  await signIn(page, learner);
  const composer = page.getByRole('form', { name: 'Share with the community' });
  await expect(composer).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await composer.getByLabel('Title').fill('Hi');
  await composer.getByLabel('Post').fill('Short');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(composer.getByText('Content must be at least 10 characters')).toBeVisible();
  const title = unique('Study group for the bookkeeping course');
  await composer.getByLabel('Title').fill(title);
  await composer.getByLabel('Post').fill('Meeting on Saturdays at the library, bring your notes.');
  await composer.getByRole('button', { name: 'Post' }).click();
  const post = page.getByTestId('feed-post').filter({ hasText: title });
  await expect(post).toBeVisible();
  await expect(post.getByTestId('pending-marker')).toBeVisible();
  await expect(composer.getByLabel('Title')).toHaveValue('');

  await context.setOffline(false);
  await expect.poll(async () => (await readServerRows('discussions', `title=eq.${encodeURIComponent(title)}&select=author_id`)), { timeout: 30_000 }).toEqual([{ author_id: learner.id }]);
  await expect(post.getByTestId('pending-marker')).toHaveCount(0, { timeout: 30_000 });
  await post.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/dashboard\/community\/[0-9a-f-]+$/);
});

test('the leaderboard lists the demo accounts in XP order and marks ranks 1 to 3', async ({ page }) => {
  await signIn(page, accounts.learner);
  const board = page.getByTestId('home-leaderboard').first();
  await expect(board.getByRole('listitem')).toHaveCount(5, { timeout: 30_000 });
  // The server's order: points, then name, then id (ties share a rank), as the leaderboard read model sorts.
  const top = await readServerRows<{ full_name: string; xp_total: number }>('profiles', 'select=full_name,xp_total&xp_total=gt.0&_deleted=eq.false&order=xp_total.desc,full_name.asc,id.asc&limit=5');
  const names = await board.getByTestId('leader-name').allTextContents();
  const points = (await board.getByTestId('leader-points').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  expect(names.map((name, index) => [name, points[index]])).toEqual(top.map((row) => [row.full_name, row.xp_total]));
  // Ranks 1 to 3 carry their icons (a tie shares the rank and its icon); from rank 4 on, a number.
  const ranks = (await board.getByRole('listitem').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-rank')))));
  for (const [index, rank] of ranks.entries()) {
    await expect(board.getByRole('listitem').nth(index).getByTestId('rank-icon')).toHaveCount(rank <= 3 ? 1 : 0);
  }
  expect(ranks[0]).toBe(1);
  await page.getByRole('tab', { name: 'By Contribution' }).click();
  await expect(page.getByTestId('home-leaderboard').last()).toBeVisible();
});
