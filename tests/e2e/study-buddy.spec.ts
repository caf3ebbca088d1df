// The Study Buddy with no network (issue #29): a learner keeps a course offline, asks a question one of its lessons
// answers, follows the link to that lesson and summarises it there, asks for a summary in the chat, is told honestly when
// nothing matches, sets reminders (sentence and form), downloads the calendar file and deletes one. Also the home feed at
// 1280 px with the sidebar open: the whole placeholder shows, and leaderboard names and XP stay on one line.
import { readFile } from 'node:fs/promises';
import { createLearner, unique, waitForServiceWorker } from './courses-helpers';
import { signIn } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { expect, test, unexpectedErrors } from './support/fixtures';

const BUSINESS_COURSE_ID = '00000000-0000-4000-b000-000000000004';
const BUSINESS_COURSE = 'Start a Small Business in Lagos, Nairobi or Accra';
/** Requests the browser sends while "offline" fail like a dropped connection; these are the expected console lines. */
const offlineNoise = [/Failed to load resource/, /net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, /NetworkError/, /WebSocket/];

test('offline, the Study Buddy answers from a course kept offline, links to the lesson, summarises it and sets reminders with calendar files', async ({ page, context, consoleLog }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const learner = await createLearner(unique('Baraka Buddy'));
  await signIn(page, learner);
  await page.goto(`/dashboard/courses/${BUSINESS_COURSE_ID}`);
  await page.getByRole('button', { name: 'Enroll' }).click();
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('This course is available offline').first()).toBeVisible({ timeout: 45_000 });
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Home Feed' }).click();
  const board = page.getByTestId('home-leaderboard').first();
  await expect(board.getByRole('listitem')).toHaveCount(5, { timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('buddy-source')).toHaveText('Answers come from your courses on this device.');

  // 1280 px, sidebar open: the Study Buddy's placeholder fits its input, and every leaderboard row is one line.
  expect((await page.getByRole('navigation', { name: 'Dashboard' }).boundingBox())!.width).toBeGreaterThan(200);
  const input = page.getByPlaceholder('Ask your AI mentor...');
  const fit = await input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context2d = document.createElement('canvas').getContext('2d')!;
    context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return { text: context2d.measureText(element.placeholder).width, room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
  });
  expect(fit.text).toBeLessThanOrEqual(fit.room);
  for (const row of await board.getByRole('listitem').all()) {
    const lines = await row.evaluate((item) => {
      const name = item.querySelector<HTMLElement>('[data-testid="leader-name"]')!;
      const points = item.querySelector<HTMLElement>('[data-testid="leader-points"]')!;
      const lineHeight = parseFloat(getComputedStyle(points).lineHeight);
      return { nameCut: name.scrollWidth > name.clientWidth, pointsHeight: points.getBoundingClientRect().height, lineHeight };
    });
    expect(lines.nameCut).toBe(false);
    expect(lines.pointsHeight).toBeLessThan(lines.lineHeight * 1.5);
  }
  await expect(board.getByTestId('rank-icon').first().locator('svg')).toBeVisible();
  await expect(board.getByRole('listitem').first()).toContainText('Rank 1');

  // A question one lesson answers: quoted, named and linked.
  const messages = page.getByTestId('buddy-messages');
  const replies = messages.locator('[data-from="buddy"]');
  await input.fill('How should I set my price?');
  await input.press('Enter');
  await expect(replies).toHaveCount(2);
  const passage = replies.last().getByTestId('buddy-passage').first();
  await expect(passage).toContainText('From');
  await expect(passage).toContainText('price');
  const lessonLink = passage.getByRole('link', { name: `${BUSINESS_COURSE} › Costing and pricing` });
  await lessonLink.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${BUSINESS_COURSE_ID}/learn\\?lesson=[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Costing and pricing' })).toBeVisible();

  // The lesson's own Summarise button.
  await page.getByRole('button', { name: 'Summarise' }).click();
  const summary = page.getByTestId('lesson-summary');
  await expect(summary.getByRole('listitem')).toHaveCount(3);
  await expect(summary.getByRole('listitem').first()).toHaveText('Know your costs before you set a price.');
  await expect(page.getByTestId('lesson-summary-facts')).toContainText(/^3 of 9 sentences, saves about \d+ (seconds|minutes?) of reading\./);

  // Back on the home feed the conversation is still there; a summary asked in the chat, and an honest no-match.
  await page.goBack();
  await expect(replies).toHaveCount(2);
  await input.fill('Summarise simple bookkeeping');
  await page.getByRole('button', { name: 'Send' }).click();
  const chatSummary = replies.last().getByTestId('buddy-summary');
  await expect(chatSummary.getByRole('link', { name: `${BUSINESS_COURSE} › Simple bookkeeping` })).toBeVisible();
  await expect(chatSummary.getByTestId('buddy-summary-facts')).toHaveText(/^\d of \d+ sentences, saves about \d+ (seconds|minutes?) of reading\.$/);
  await input.fill('How do I fix a leaking roof?');
  await input.press('Enter');
  await expect(replies.last().getByTestId('buddy-no-match')).toContainText('I found nothing about “How do I fix a leaking roof?” in your courses on this device');
  await expect(replies.last().getByRole('link', { name: `Outline of ${BUSINESS_COURSE}` })).toHaveAttribute('href', `/dashboard/courses/${BUSINESS_COURSE_ID}`);

  // Reminders: said in a sentence, and through the form; the calendar file repeats daily; one is deleted.
  await input.fill('Remind me to study every day at 7am');
  await input.press('Enter');
  await expect(replies.last()).toContainText('Reminder saved: study, every day at 7:00 AM.');
  const reminders = page.getByTestId('study-reminder');
  await expect(reminders).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar: study, every day at 7:00 AM' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('maarifa-study-daily-0700.ics');
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('\r\nRRULE:FREQ=DAILY\r\n');
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T070000\r\n/);
  expect(ics).toContain('\r\nSUMMARY:Maarifa: study\r\n');

  const form = page.getByRole('form', { name: 'Study reminders' });
  await form.getByLabel('Time').fill('19:30');
  await form.getByLabel('What to study').fill('revise pricing');
  await form.getByRole('button', { name: 'Add reminder' }).click();
  await expect(reminders).toHaveCount(2);
  await expect(reminders.last()).toContainText('revise pricing');
  await expect(reminders.last()).toContainText(/(today|tomorrow) at 7:30 PM/);
  await page.getByRole('button', { name: 'Delete reminder: study, every day at 7:00 AM' }).click();
  await expect(reminders).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Kept on the device: still listed after an offline reload.
  await page.reload();
  await expect(reminders).toHaveCount(1);
  await expect(reminders.first()).toContainText('revise pricing');
  expect(unexpectedErrors(consoleLog, offlineNoise)).toEqual([]);
});
