// The community promise end to end: a learner starts a discussion, comments and upvotes with no signal, reloads offline and finds it all;
// back online the server has each write exactly once and another member sees them; upvotes count once; an admin pins and hides.
import type { Browser, Page } from '@playwright/test';
import { accounts, signIn, type Account } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createServerDiscussion, readServerRows, unique, updateServerRows, waitForServiceWorker } from './courses-helpers';

const LEARNER_ID = '00000000-0000-4000-a000-000000000001';
const INSTRUCTOR_ID = '00000000-0000-4000-a000-000000000002';
// This spec's own discussions (another member's, written on the server), so that a retry never meets an earlier attempt's votes.
const commentedTitle = unique('Open datasets about Africa');
const upvotedTitle = unique('WhatsApp catalogue tips');
const newTitle = unique('Offline solar question');
const newContent = 'Which charge controller works best for a 200W panel on a matatu roof?';
// This attempt's own tag, searched for below: a retry's list also holds the earlier attempt's discussion.
const newTag = `matatu${Date.now().toString(36)}`;
const commentText = unique('Written on the bus');

type DiscussionRow = { id: string; upvotes: number; comment_count: number; is_pinned: boolean };

async function serverDiscussion(title: string): Promise<DiscussionRow | undefined> {
  const rows = await readServerRows<DiscussionRow>('discussions', `title=eq.${encodeURIComponent(title)}&select=id,upvotes,comment_count,is_pinned`);
  return rows[0];
}

async function newSignedInPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

function card(page: Page, title: string) {
  return page.getByTestId('discussion-card').filter({ hasText: title });
}

async function openCommunity(page: Page) {
  await page.goto('/dashboard/community');
  await expect(page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
}

test.describe.serial('community', () => {
  let before: { commented: DiscussionRow; upvoted: DiscussionRow };

  test('a learner writes offline, reloads offline, and the server gets each write exactly once; another member sees them', async ({ page, context, browser }) => {
    test.setTimeout(180_000);
    await createServerDiscussion(INSTRUCTOR_ID, upvotedTitle, 'Post the price list as a catalogue, not as photos in the chat.');
    await createServerDiscussion(INSTRUCTOR_ID, commentedTitle, 'Which open datasets do you practise data analysis on?');
    before = { commented: (await serverDiscussion(commentedTitle))!, upvoted: (await serverDiscussion(upvotedTitle))! };
    expect(before.commented && before.upvoted).toBeTruthy();

    await signIn(page, accounts.learner);
    await openCommunity(page);
    await expect(card(page, upvotedTitle)).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    // New Discussion: messages under the fields, then a valid one shows at once, waiting to sync.
    await page.getByRole('button', { name: 'New Discussion' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Hey');
    await dialog.getByLabel('Content').fill('Too short');
    await dialog.getByRole('button', { name: 'Post Discussion' }).click();
    await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(dialog.getByText('Content must be at least 10 characters')).toBeVisible();
    await dialog.getByLabel('Title').fill(newTitle);
    await dialog.getByLabel('Content').fill(newContent);
    await dialog.getByLabel('Tags').fill(`solar, ${newTag}`);
    await dialog.getByRole('button', { name: 'Post Discussion' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, newTitle)).toBeVisible();
    await expect(card(page, newTitle).getByTestId('pending-marker')).toBeVisible();
    await expect(page.getByTestId('discussion-card').first()).toBeVisible();

    // Search narrows the list per keystroke, offline (title, tags, author).
    const search = page.getByLabel('Search discussions');
    await search.pressSequentially(newTag);
    await expect(page.getByTestId('discussion-card')).toHaveCount(1);
    await expect(card(page, newTitle)).toBeVisible();
    await search.fill('');
    await search.pressSequentially('first freelance web client');
    await expect(page.getByTestId('discussion-card')).toHaveCount(1);
    await expect(card(page, 'How I got my first freelance web client in Dakar')).toBeVisible();
    await search.fill('');

    // Own discussion: no upvote button.
    await card(page, newTitle).getByRole('link', { name: newTitle }).click();
    await expect(page.getByRole('heading', { name: newTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByTestId('upvote-button')).toHaveCount(0);

    // A comment on another discussion: too short first.
    await page.getByRole('link', { name: /Back to Community/ }).click();
    await card(page, commentedTitle).getByRole('link', { name: commentedTitle }).click();
    await page.getByLabel('Add a comment').fill('x');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByText('Comment must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Add a comment').fill(commentText);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByTestId('comment').filter({ hasText: commentText })).toBeVisible();
    await expect(page.getByTestId('comment').last()).toContainText(commentText);

    // An upvote on a third.
    await page.getByRole('link', { name: /Back to Community/ }).click();
    await card(page, upvotedTitle).getByRole('link', { name: upvotedTitle }).click();
    await page.getByTestId('upvote-button').click();
    await expect(page.getByTestId('upvote-button')).toHaveText('Upvoted');

    // Reload while offline: all three are still there.
    await page.reload();
    await expect(page.getByTestId('upvote-button')).toHaveText('Upvoted');
    await page.getByRole('link', { name: /Back to Community/ }).click();
    await expect(card(page, newTitle)).toBeVisible();
    await card(page, commentedTitle).getByRole('link', { name: commentedTitle }).click();
    await expect(page.getByTestId('comment').filter({ hasText: commentText })).toBeVisible();

    // Back online: exactly once on the server.
    await context.setOffline(false);
    await expect.poll(async () => (await readServerRows('discussions', `title=eq.${encodeURIComponent(newTitle)}&select=id`)).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await readServerRows('discussion_comments', `content=eq.${encodeURIComponent(commentText)}&select=id`)).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await readServerRows('discussion_votes', `discussion_id=eq.${before.upvoted.id}&user_id=eq.${LEARNER_ID}&select=id`)).length, { timeout: 30_000 }).toBe(1);
    expect((await serverDiscussion(commentedTitle))!.comment_count).toBe(before.commented.comment_count + 1);
    expect((await serverDiscussion(upvotedTitle))!.upvotes).toBe(before.upvoted.upvotes + 1);
    await page.goto('/dashboard/community');
    await expect(card(page, newTitle).getByTestId('pending-marker')).toHaveCount(0, { timeout: 30_000 });

    // Another member on another device sees the discussion, the comment and the upvote.
    const other = await newSignedInPage(browser, accounts.instructor);
    await openCommunity(other);
    await expect(card(other, newTitle)).toBeVisible({ timeout: 30_000 });
    await expect(card(other, commentedTitle).getByTestId('comment-count')).toHaveText(`${before.commented.comment_count + 1} comments`);
    await expect(card(other, upvotedTitle).getByTestId('upvote-count')).toHaveText(`${before.upvoted.upvotes + 1} upvotes`);
    await other.context().close();
  });

  test('upvoting twice counts once: a double click, and two tabs', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await newSignedInPage(browser, accounts.instructor);
    await openCommunity(page);
    await card(page, newTitle).getByRole('link', { name: newTitle }).click();
    await expect(page.getByTestId('upvote-button')).toHaveText('Upvote');
    await page.getByTestId('upvote-button').dblclick();
    await expect(page.getByTestId('upvote-button')).toHaveText('Upvoted');

    // A second tab that still shows "Upvote" (opened offline before the first tab's vote reached it) asks for the same vote.
    const second = await page.context().newPage();
    await second.goto(page.url());
    await expect(second.getByTestId('upvote-button')).toHaveText('Upvoted');
    await second.getByTestId('upvote-button').click();
    await expect(second.getByTestId('upvote-button')).toHaveText('Upvote');
    await expect(page.getByTestId('upvote-button')).toHaveText('Upvote');
    await Promise.all([page.getByTestId('upvote-button').click(), second.getByTestId('upvote-button').click()]);
    // The other tab's write reaches this one through the shared database's broadcast: allow a busy machine time.
    await expect(page.getByTestId('upvote-button')).toHaveText('Upvoted', { timeout: 30_000 });
    await expect(second.getByTestId('upvote-button')).toHaveText('Upvoted', { timeout: 30_000 });

    const discussion = (await serverDiscussion(newTitle))!;
    await expect.poll(async () => (await readServerRows('discussion_votes', `discussion_id=eq.${discussion.id}&user_id=eq.${INSTRUCTOR_ID}&select=id`)).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(async () => (await serverDiscussion(newTitle))!.upvotes, { timeout: 30_000 }).toBe(1);
    await page.context().close();
  });

  test('an admin pins a discussion: first with its marker on another device after sync; hiding removes it', async ({ browser }) => {
    test.setTimeout(120_000);
    const admin = await newSignedInPage(browser, accounts.admin);
    await openCommunity(admin);
    await card(admin, newTitle).getByRole('link', { name: newTitle }).click();
    await admin.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(admin.getByRole('button', { name: 'Unpin' })).toBeVisible();
    await expect.poll(async () => (await serverDiscussion(newTitle))!.is_pinned, { timeout: 30_000 }).toBe(true);

    const learner = await newSignedInPage(browser, accounts.learner);
    await openCommunity(learner);
    await expect(learner.getByTestId('discussion-card').first()).toContainText(newTitle, { timeout: 30_000 });
    await expect(learner.getByTestId('discussion-card').first().getByTestId('pinned-marker')).toBeVisible();

    await admin.getByRole('button', { name: 'Hide' }).click();
    await expect(admin).toHaveURL(/\/dashboard\/community$/);
    await expect(card(admin, newTitle)).toHaveCount(0);
    await expect.poll(async () => (await readServerRows<{ is_hidden: boolean }>('discussions', `title=eq.${encodeURIComponent(newTitle)}&select=is_hidden`))[0]?.is_hidden, { timeout: 30_000 }).toBe(true);
    await expect(async () => {
      await learner.reload();
      await expect(learner.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
      await expect(card(learner, upvotedTitle)).toBeVisible();
      await expect(card(learner, newTitle)).toHaveCount(0);
    }).toPass({ timeout: 30_000 });
    await admin.context().close();
    await learner.context().close();
  });

  test('a comment written offline on a discussion hidden meanwhile lands in the conflicts list with its reason and words', async ({ page, context }) => {
    test.setTimeout(120_000);
    const title = unique('Past papers for the KCSE');
    const id = await createServerDiscussion(INSTRUCTOR_ID, title, 'I can share scanned past papers from 2019 to 2023.');
    const words = unique('Please share the 2021 chemistry paper');
    await signIn(page, accounts.learner);
    await openCommunity(page);
    await card(page, title).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.getByLabel('Add a comment').fill(words);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByTestId('comment').filter({ hasText: words })).toBeVisible();
    // A moderator hides the discussion while the learner has no signal.
    await updateServerRows('discussions', `id=eq.${id}`, { is_hidden: true });
    await context.setOffline(false);

    await expect(page.getByTestId('sync-conflicts')).toHaveText('1', { timeout: 30_000 });
    await page.getByTestId('sync-indicator').click();
    const list = page.getByRole('region', { name: 'Changes that need your decision' });
    await expect(list).toContainText(words);
    await expect(list).toContainText('This discussion has been hidden or removed, so it no longer takes comments or upvotes.');
    expect(await readServerRows('discussion_comments', `discussion_id=eq.${id}&select=id`)).toEqual([]);
  });

  test('events have working buttons and the leaderboard tab reads the server read model', async ({ page }) => {
    await signIn(page, accounts.learner);
    await openCommunity(page);
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Join Group' }).click();
    await expect(page.getByText('Registration opens soon')).toBeVisible();
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(page.getByTestId('leaderboard').getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  });
});
