// The courses promise end to end: an instructor authors a course offline, it reaches the server and is published;
// a learner finds it, enrols, saves it for offline use, studies offline, and the progress reaches the server.
import type { BrowserContext, Page } from '@playwright/test';
import { accounts, signIn } from './support/accounts';
import { expect, test, unexpectedErrors } from './support/fixtures';
import { readCourseId, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { CourseDetailPage } from './pages/course-detail-page';
import { LearnPage } from './pages/learn-page';

const courseTitle = unique('Offline Swahili Basics');
const videoUrl = 'https://media.maarifa.test/lessons/welcome.mp4';
const videoBytes = 96 * 1024;
let courseId = '';

/** Requests the browser sends while "offline" fail like a dropped connection; these are the expected console lines. */
const offlineNoise = [/Failed to load resource/, /net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, /NetworkError/];

async function serveFakeVideo(context: BrowserContext): Promise<void> {
  await context.route('https://media.maarifa.test/**', (route) =>
    route.fulfill({
      status: 200,
      body: Buffer.alloc(videoBytes, 1),
      headers: { 'content-type': 'video/mp4', 'content-length': String(videoBytes), 'access-control-allow-origin': '*' },
    }),
  );
}

async function addLesson(page: Page, lesson: { title: string; content: string; video?: string; minutes: string; free: boolean }): Promise<void> {
  await page.getByRole('button', { name: 'Add Lesson' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lesson Title').fill(lesson.title);
  await dialog.getByLabel('Content').fill(lesson.content);
  if (lesson.video) await dialog.getByLabel('Video URL (Optional)').fill(lesson.video);
  await dialog.getByLabel('Duration (minutes)').fill(lesson.minutes);
  if (lesson.free) await dialog.getByText('Make this lesson free (preview)').click();
  await dialog.getByRole('button', { name: 'Create Lesson' }).click();
  await expect(page.getByText('Lesson added successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe.serial('courses offline', () => {
  test('an instructor authors a course offline, finds it after an offline reload, and it reaches the server and publishes', async ({ page, context, consoleLog }) => {
    test.setTimeout(180_000);
    await signIn(page, accounts.instructor);
    await page.goto('/dashboard/courses/create');
    await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.getByLabel('Course Title').fill(courseTitle);
    await page.getByLabel('Description').fill('Greetings, numbers and market Swahili, studied without a connection.');
    await page.getByLabel('Category').selectOption('other');
    await page.getByLabel('Difficulty').selectOption('beginner');
    await page.getByLabel('Price (USD)').fill('0');
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('Course created!')).toBeVisible();
    await expect(page.getByText('You can now add modules and lessons to your course.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]{36}\/edit$/);
    courseId = readCourseId(page);

    await expect(page.getByRole('heading', { name: courseTitle })).toBeVisible();
    await expect(page.getByTestId('course-status')).toHaveText('draft');
    await expect(page.getByText('No modules yet. Add your first module to get started.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish Course' })).toBeDisabled();

    await page.getByRole('button', { name: 'Add Module' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Create Module' })).toBeDisabled();
    await dialog.getByLabel('Module Title').fill('   ');
    await expect(dialog.getByRole('button', { name: 'Create Module' })).toBeDisabled();
    await dialog.getByLabel('Module Title').fill('Getting started');
    await dialog.getByRole('button', { name: 'Create Module' }).click();
    await expect(page.getByText('Module added successfully')).toBeVisible();
    await expect(page.getByTestId('module-row')).toHaveCount(1);
    await expect(page.getByTestId('module-row')).toContainText('1. Getting started');
    await expect(page.getByTestId('module-row')).toContainText('0 lessons');
    await expect(page.getByRole('button', { name: 'Publish Course' })).toBeEnabled();

    await page.getByRole('link', { name: 'Edit Getting started' }).click();
    await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(page.getByTestId('parent-course-title')).toHaveText(courseTitle);
    await expect(page.getByText('No lessons yet. Add your first lesson to get started.')).toBeVisible();
    await addLesson(page, { title: 'Karibu: welcome', content: 'Habari! This lesson greets you.', video: videoUrl, minutes: '12', free: true });
    await addLesson(page, { title: 'Numbers one to ten', content: 'Moja, mbili, tatu, nne, tano.', minutes: '20', free: false });
    const rows = page.getByTestId('lesson-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('1. Karibu: welcome');
    await expect(rows.nth(0)).toContainText('Free Preview');
    await expect(rows.nth(0)).toContainText('12 min • Video lesson');
    await expect(rows.nth(1)).toContainText('2. Numbers one to ten');
    await expect(rows.nth(1)).not.toContainText('Free Preview');

    // Still offline: a reload must come back from the service worker and the local database.
    await page.reload();
    await expect(page.getByTestId('lesson-row')).toHaveCount(2);
    await page.getByRole('link', { name: 'Back to Course' }).click();
    await expect(page.getByTestId('module-row')).toContainText('2 lessons');
    await page.reload();
    await expect(page.getByRole('heading', { name: courseTitle })).toBeVisible();
    await expect(page.getByTestId('module-row')).toContainText('2 lessons');
    // The draft is not in the catalogue, but its instructor finds it under My Courses.
    await page.goto('/dashboard/courses');
    await page.getByRole('tab', { name: 'My Courses' }).click();
    const draftCard = page.getByTestId('course-card').filter({ hasText: courseTitle });
    await expect(draftCard).toContainText('draft');
    await draftCard.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${courseId}/edit$`));

    await context.setOffline(false);
    await expect
      .poll(async () => (await readServerRows<{ status: string }>('courses', `id=eq.${courseId}&select=status`)).map((row) => row.status), { timeout: 30_000 })
      .toEqual(['draft']);
    await expect
      .poll(async () => {
        const modules = await readServerRows<{ id: string }>('course_modules', `course_id=eq.${courseId}&select=id`);
        if (modules.length !== 1) return [];
        const lessons = await readServerRows<{ title: string; is_free: boolean; video_url: string | null }>(
          'lessons',
          `module_id=eq.${modules[0]!.id}&select=title,is_free,video_url&order=order_index`,
        );
        return lessons;
      }, { timeout: 30_000 })
      .toEqual([
        { title: 'Karibu: welcome', is_free: true, video_url: videoUrl },
        { title: 'Numbers one to ten', is_free: false, video_url: null },
      ]);

    await page.getByRole('button', { name: 'Publish Course' }).click();
    await expect(page.getByText('Course published successfully!')).toBeVisible();
    await expect(page.getByTestId('course-status')).toHaveText('published');
    await expect(page.getByRole('button', { name: 'Publish Course' })).toHaveCount(0);
    await expect
      .poll(async () => (await readServerRows<{ status: string }>('courses', `id=eq.${courseId}&select=status`))[0]?.status, { timeout: 30_000 })
      .toBe('published');
    expect(unexpectedErrors(consoleLog, offlineNoise)).toEqual([]);
  });

  test('a learner finds the course, enrols, saves it offline, completes two lessons offline, and the progress reaches the server', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    expect(courseId, 'the authoring test created the course').not.toBe('');
    const context = await browser.newContext({ baseURL });
    await serveFakeVideo(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await signIn(page, accounts.learner);
      await page.goto('/dashboard/courses');
      await page.getByPlaceholder('Search courses...').fill(courseTitle.toUpperCase());
      await expect(page.getByTestId('course-card')).toHaveCount(1);
      await expect(page.getByTestId('course-card')).toContainText('Free');
      await page.getByRole('link', { name: courseTitle }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${courseId}$`));
      const course = new CourseDetailPage(page);

      // Not enrolled yet: the outline comes from the server, and the free preview opens.
      await expect(course.curriculum).toContainText('Numbers one to ten');
      const preview = await course.preview('Karibu: welcome');
      await expect(preview.getByTestId('lesson-content')).toHaveText('Habari! This lesson greets you.');
      await preview.getByRole('button', { name: 'Close' }).click();

      await course.enroll();
      await page.getByRole('button', { name: 'Make available offline' }).click();
      await page.getByText('Also save videos').click();
      await expect(page.getByTestId('offline-download-size')).toHaveText(/^Download size: \d+(\.\d)? KB$/);
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      await expect(page.getByText('This course is available offline').first()).toBeVisible({ timeout: 45_000 });
      await expect(page.getByTestId('offline-space-used')).toHaveText(/^Space used on this device: \d+(\.\d)? KB$/);
      await expect(page.getByText('1 video saved')).toBeVisible();
      await waitForServiceWorker(page);

      await course.startLearning();
      await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${courseId}/learn`));
      const learn = new LearnPage(page);
      await expect(learn.lessonLinks).toHaveCount(2);

      await context.setOffline(true);
      await page.reload();
      await expect(learn.progress).toHaveText('0% complete');
      await expect(learn.lessonHeading('Karibu: welcome')).toBeVisible();
      await expect(learn.content).toHaveText('Habari! This lesson greets you.');
      await expect(learn.video).toHaveAttribute('src', /^blob:/);

      await learn.markComplete();
      await expect(learn.progress).toHaveText('50% complete');
      await expect(learn.lessonLinks.nth(0)).toHaveAttribute('data-completed', 'true');
      await expect(learn.progressCardPercent).toHaveText('50%');
      await expect(learn.progressCardNext).toHaveText('Next up: Getting started: Numbers one to ten');
      await learn.next();
      await expect(learn.lessonHeading('Numbers one to ten')).toBeVisible();
      await learn.markComplete();
      await expect(learn.progress).toHaveText('100% complete');
      await expect(learn.lessonLinks.nth(1)).toHaveAttribute('data-completed', 'true');
      await expect(learn.progressCardPercent).toHaveText('100%');

      await page.reload();
      await expect(learn.progress).toHaveText('100% complete');

      await context.setOffline(false);
      await expect
        .poll(async () => (await readServerRows('lesson_progress', `course_id=eq.${courseId}&select=lesson_id`)).length, { timeout: 30_000 })
        .toBe(2);
      const enrolments = await readServerRows('enrollments', `course_id=eq.${courseId}&select=student_id`);
      expect(enrolments).toHaveLength(1);
      await expect(learn.progressCardPercent).toHaveText('100%');
      await expect(learn.progressCardNext).toHaveText('All lessons complete');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
