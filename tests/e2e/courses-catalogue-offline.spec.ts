// Offline on the course page of a course the device has not synced: the outline needs a connection, a free course enrols at once.
import { accounts, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { readServerRows, waitForServiceWorker } from './courses-helpers';

const freeCourseId = '00000000-0000-4000-b000-000000000006';
const freeCourseTitle = 'Public Speaking and Leadership for Young Africans';
const learnerId = '00000000-0000-4000-a000-000000000001';

test('offline, a course page says the outline needs a connection and a free course still enrols; the enrolment reaches the server', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, accounts.learner);
  await page.goto('/dashboard/courses');
  await page.getByPlaceholder('Search courses...').fill('public speaking');
  await expect(page.getByTestId('course-card')).toHaveCount(1);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: freeCourseTitle }).click();
  await expect(page.getByRole('heading', { name: freeCourseTitle })).toBeVisible();
  await expect(page.getByTestId('outline-needs-connection')).toHaveText('The course outline needs a connection. Connect to the internet to see its modules and lessons.');
  await expect(page.getByTestId('course-price')).toHaveText('Free');

  await page.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
  await expect(page.getByText('Enrolled', { exact: true })).toBeVisible();
  // Saving for offline use needs the network; it says so instead of pretending.
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('Saving a course for offline use needs a connection.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
  await expect(page.getByTestId('progress-card-percent')).toHaveText(/^\d+%$/);

  await context.setOffline(false);
  await expect
    .poll(async () => (await readServerRows('enrollments', `course_id=eq.${freeCourseId}&student_id=eq.${learnerId}&select=id`)).length, { timeout: 30_000 })
    .toBe(1);
  // Enrolled: the lessons now sync to the device, and the player lists them.
  await page.getByRole('link', { name: 'Continue Learning' }).click();
  await expect(page.getByTestId('lesson-link').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('course-progress')).toHaveText('0% complete');
});

test('offline, the player shows a lesson’s text and says its unsaved video needs a connection', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(page, accounts.learner);
  await page.goto('/dashboard/courses/00000000-0000-4000-b000-000000000001/learn');
  await page.getByTestId('lesson-link').filter({ hasText: 'Why data skills matter in Africa' }).click();
  await expect(page.getByTestId('lesson-video')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Why data skills matter in Africa' })).toBeVisible();
  await expect(page.getByTestId('lesson-content')).not.toBeEmpty();
  await expect(page.getByTestId('video-needs-connection')).toHaveText('This video needs a connection. Save the course for offline use with its videos to watch it offline.');
  await expect(page.getByTestId('lesson-video')).toHaveCount(0);
});
