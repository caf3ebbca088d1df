// Course rules in the browser: each form field's validation message, the paid-course notice, instructor-only pages,
// the My Courses empty state, and the visitors' catalogue.
import { accounts, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';

const kwame = { email: 'kwame.mensah@maarifa.test', password: 'maarifa-instructor' };
const amarasPublishedCourse = '00000000-0000-4000-b000-000000000002';
const amarasDraftWithModule = '00000000-0000-4000-b000-00000000000b';

test('the course form shows each field’s validation message and keeps the user on the form', async ({ page }) => {
  await signIn(page, accounts.instructor);
  await page.goto('/dashboard/courses/create');
  await page.getByLabel('Course Title').fill('ab');
  await page.getByLabel('Description').fill('too short');
  await page.getByLabel('Price (USD)').fill('-1');
  await page.getByLabel('Thumbnail URL (Optional)').fill('not a url');
  await expect(page.getByLabel('Affiliate commission (%)')).toHaveValue('0');
  await page.getByLabel('Affiliate commission (%)').fill('45');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('Affiliate commission must be a whole number from 0 to 30')).toBeVisible();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Please select a category')).toBeVisible();
  await expect(page.getByText('Price must be 0 or greater')).toBeVisible();
  await expect(page.getByText('Invalid url')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/courses\/create$/);

  await page.getByLabel('Price (USD)').fill('12.50');
  await page.getByLabel('Affiliate commission (%)').fill('15');
  await page.getByLabel('Thumbnail URL (Optional)').fill('');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('Price must be 0 or greater')).toHaveCount(0);
  await expect(page.getByText('Set to 0 for a free course')).toBeVisible();
  await expect(page.getByText('Invalid url')).toHaveCount(0);
  await expect(page.getByText('Affiliate commission must be a whole number from 0 to 30')).toHaveCount(0);

  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
});

test('the lesson form shows its validation messages', async ({ page }) => {
  await signIn(page, accounts.instructor);
  await page.goto(`/dashboard/courses/${amarasDraftWithModule}/edit`);
  await page.getByTestId('module-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/modules\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Add Lesson' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lesson Title').fill('ab');
  await dialog.getByLabel('Video URL (Optional)').fill('video please');
  await dialog.getByLabel('Duration (minutes)').fill('-5');
  await dialog.getByRole('button', { name: 'Create Lesson' }).click();
  await expect(dialog.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Invalid url')).toBeVisible();
  await expect(dialog.getByText('Invalid input')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a paid course offers Buy at its price and the money-back guarantee, never a free enrolment', async ({ page }) => {
  await signIn(page, accounts.learner);
  await page.goto(`/dashboard/courses/${amarasPublishedCourse}`);
  await expect(page.getByRole('heading', { name: 'Build Mobile Money Apps with React Native' })).toBeVisible();
  await expect(page.getByTestId('course-price')).toHaveText('$79');
  await expect(page.getByRole('button', { name: 'Buy for $79' })).toBeEnabled();
  await expect(page.getByTestId('buy-area')).toContainText('30-day money-back guarantee');
  await expect(page.getByRole('button', { name: 'Enroll' })).toHaveCount(0);
  await expect(page.getByTestId('curriculum')).toContainText('Offline-first foundations');
  await expect(page.getByRole('button', { name: 'Preview What offline-first means for your users' })).toBeVisible();
});

test("a second instructor cannot reach the first one's edit or module pages", async ({ page }) => {
  await signIn(page, kwame);
  await page.goto(`/dashboard/courses/${amarasPublishedCourse}/edit`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${amarasPublishedCourse}$`));
  await expect(page.getByRole('heading', { name: 'Build Mobile Money Apps with React Native' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish Course' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Module' })).toHaveCount(0);

  await page.goto(`/dashboard/courses/${amarasPublishedCourse}/modules/00000000-0000-0000-0000-000000000000`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${amarasPublishedCourse}$`));
  await expect(page.getByRole('button', { name: 'Add Lesson' })).toHaveCount(0);
});

test('My Courses shows the empty state and Browse Courses switches back to All Courses', async ({ page }) => {
  await signIn(page, kwame);
  await page.goto('/dashboard/courses');
  await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible();
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  await page.getByRole('tab', { name: 'My Courses' }).click();
  await expect(page.getByText('No enrolled courses yet')).toBeVisible();
  await expect(page.getByText('Start learning by enrolling in a course')).toBeVisible();
  await page.getByRole('button', { name: 'Browse Courses' }).click();
  await expect(page.getByRole('tab', { name: 'All Courses' })).toHaveAttribute('aria-selected', 'true');
  await page.getByPlaceholder('Search courses...').fill('SAHEL');
  await expect(page.getByTestId('course-card')).toHaveCount(1);
  await expect(page.getByTestId('course-card')).toContainText('Python for Data Analysis with African Datasets');
  await expect(page.getByTestId('course-card')).toContainText('$49');
});

test('visitors browse the published catalogue at /courses and are invited to sign up', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Solar Energy Installation Basics')).toBeVisible();
  await expect(page.getByText('Podcasting in Swahili')).toHaveCount(0);
  // Ten published in the seed; other suites may publish more.
  await expect.poll(() => page.getByTestId('course-card').count()).toBeGreaterThanOrEqual(10);
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
});
