// Live updates in real browsers: B keeps the community open while A posts a discussion and a comment; B sees both within
// five seconds of the server having them, without a reload; offline and back, B catches up and is live again.
import type { Browser, Page } from '@playwright/test';
import { signIn, type Account } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { createLearner, createServerDiscussion, readServerRows, unique } from './courses-helpers';

async function newSignedInPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  await page.goto('/dashboard/community');
  await expect(page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
  return page;
}

const card = (page: Page, title: string) => page.getByTestId('discussion-card').filter({ hasText: title });
const onServer = (table: string, query: string) => async () => (await readServerRows(table, `${query}&select=id`)).length;

test('live: another member’s discussion and comment appear within 5 s without a reload, and after offline', async ({ browser }) => {
  test.setTimeout(120_000);
  const [asha, bongani] = await Promise.all([createLearner('Asha Live'), createLearner('Bongani Live')]);
  const title = unique('Live from the library');
  const commentText = unique('Here is a second thought');

  const reader = await newSignedInPage(browser, bongani);
  // The sync indicator says when live updates are on.
  await expect(reader.getByTestId('sync-indicator')).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
  await expect(reader.getByTestId('sync-live')).toHaveText('Live');
  // Its name holds its visible text (axe's label-content-name-mismatch once failed here only while live).
  await expect(reader.getByRole('button', { name: /^Sync status: Up to date\s*, Live$/ })).toBeVisible();
  expect(await seriousAxeViolations(reader)).toEqual([]);

  const writer = await newSignedInPage(browser, asha);
  await writer.getByRole('button', { name: 'New Discussion' }).click();
  const dialog = writer.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('Does anyone know a quiet place to study near the market?');
  await dialog.getByRole('button', { name: 'Post Discussion' }).click();
  await expect.poll(onServer('discussions', `title=eq.${encodeURIComponent(title)}`), { timeout: 30_000 }).toBe(1);
  await expect(card(reader, title)).toBeVisible({ timeout: 5_000 });

  // B opens it in the app (no reload); A comments.
  await card(reader, title).getByRole('link', { name: title }).click();
  await card(writer, title).getByRole('link', { name: title }).click();
  await writer.getByLabel('Add a comment').fill(commentText);
  await writer.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect.poll(onServer('discussion_comments', `content=eq.${encodeURIComponent(commentText)}`), { timeout: 30_000 }).toBe(1);
  await expect(reader.getByTestId('comment').filter({ hasText: commentText })).toBeVisible({ timeout: 5_000 });

  // Offline: no socket, not live. A member posts meanwhile; back online B catches up and is live again.
  await reader.context().setOffline(true);
  await expect(reader.getByTestId('sync-indicator')).toHaveAttribute('data-live', 'false');
  const missed = unique('Posted while you were away');
  await createServerDiscussion(asha.id, missed, 'Written while the other member had no signal.');
  await reader.getByRole('link', { name: /Back to Community/ }).click();
  await expect(card(reader, title)).toBeVisible();
  await reader.context().setOffline(false);
  await expect(card(reader, missed)).toBeVisible({ timeout: 15_000 });
  await expect(reader.getByTestId('sync-indicator')).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
});
