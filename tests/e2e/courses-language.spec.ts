// Courses have a language (issue 25): the creator picks it on the create form (their interface language by default), it
// reaches the server, and the catalogue filters by it and lists the learner's language first.
import { readCourseId, readServerRows, unique } from './courses-helpers';
import { accounts, signIn } from './support/accounts';
import { expect, test, unexpectedErrors } from './support/fixtures';

test('a course in Kiswahili: chosen on the form, kept by the server, filtered and listed first for a Kiswahili reader', async ({ page, consoleLog }) => {
  test.setTimeout(120_000);
  const title = unique('Kilimo cha mboga');
  await signIn(page, accounts.instructor);
  await page.goto('/dashboard/courses/create');
  await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible();
  // The creator reads English, so English is the default.
  await expect(page.getByLabel('Course language')).toHaveValue('en');
  await page.getByLabel('Course Title').fill(title);
  await page.getByLabel('Description').fill('Vegetable growing on small plots, taught in Kiswahili.');
  await page.getByLabel('Category').selectOption('other');
  await page.getByLabel('Course language').selectOption('sw');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const courseId = readCourseId(page);
  await expect(page.getByTestId('course-language-card').getByRole('combobox', { name: 'Course language' })).toHaveValue('sw');

  await page.getByRole('button', { name: 'Add Module' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Module Title').fill('Udongo');
  await dialog.getByRole('button', { name: 'Create Module' }).click();
  await expect(page.getByTestId('module-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish Course' }).click();
  await expect(page.getByTestId('course-status')).toHaveText('published');
  await expect
    .poll(async () => readServerRows('courses', `id=eq.${courseId}&select=language,status`), { timeout: 30_000 })
    .toEqual([{ language: 'sw', status: 'published' }]);

  // The catalogue, in English: filtered to Kiswahili it shows this course and none of the (English) demo courses.
  await page.goto('/dashboard/courses');
  const cards = page.getByTestId('course-card');
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
  const everyCourse = await cards.count();
  expect(everyCourse).toBeGreaterThan(1);
  await page.getByLabel('Courses in').selectOption('sw');
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
  await expect.poll(() => cards.evaluateAll((found) => found.every((card) => card.textContent?.includes('Kilimo cha mboga')))).toBe(true);
  await page.getByLabel('Courses in').selectOption('all');
  await expect(cards).toHaveCount(everyCourse);

  // A Kiswahili reader (this device's choice only: no shared account's profile changes) sees it first.
  await page.evaluate(() => localStorage.setItem('maarifa:language', 'sw'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(cards.first()).toContainText('Kilimo cha mboga');
  // The demo courses' thumbnails are on images.unsplash.com, which a test machine need not reach.
  expect(unexpectedErrors(consoleLog, [/Failed to load resource: net::ERR_(FAILED|NAME_NOT_RESOLVED)/])).toEqual([]);
});
