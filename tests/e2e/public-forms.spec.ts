// The public forms in a real browser against the local backend: validation messages, Submitting..., success clears,
// failure keeps the values, the signed-out rules, and submissions made offline delivered exactly once (checked on the server).
import type { Page } from '@playwright/test';
import { ANONYMOUS_OUTBOX_KEY } from '../../src/features/public-forms/data/anonymous-outbox-key';
import { readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { fillAffiliateApplication } from './support/application-forms';
import { accounts, signIn } from './support/accounts';
import { expect, gotoAndSettle, test } from './support/fixtures';
import { fromNode } from './support/worker-backend';

const instructorForm = (page: Page) => page.getByRole('form', { name: 'Instructor Application' });
const affiliateForm = (page: Page) => page.getByRole('form', { name: 'Affiliate Application' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function fillInstructorApplication(page: Page, fullName: string): Promise<void> {
  const form = instructorForm(page);
  await form.getByLabel('Full Name').fill(fullName);
  await form.getByLabel('Email').fill('amani@example.com');
  await form.getByLabel('Area of Expertise').fill('Agribusiness');
  await form.getByLabel('Teaching / Professional Experience').fill('Ten years advising farmer cooperatives in Kisumu.');
  await form.getByLabel('Course Topics You Want to Teach').fill('Selling produce with mobile money');
  await form.getByLabel('Why Do You Want to Teach on Maarifa?').fill('To reach farmers who cannot travel to town.');
}

async function fillContactMessage(page: Page, subject: string): Promise<void> {
  const form = contactForm(page);
  await form.getByLabel('First Name').fill('Wanjiru');
  await form.getByLabel('Last Name').fill('Kamau');
  await form.getByLabel('Email').fill('wanjiru@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Can I download a whole course before a long bus ride?');
}

const countRows = async (table: string, column: string, value: string) =>
  (await readServerRows(table, `select=id&${column}=eq.${encodeURIComponent(value)}`)).length;

test('instructor form: the required fields and the email and URL rules show their messages', async ({ page }) => {
  await signIn(page, accounts.learner);
  await gotoAndSettle(page, '/for-creators');
  const form = instructorForm(page);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(6);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('LinkedIn Profile (Optional)').fill('linkedin dot com');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await expect(form.getByText('Must be a valid URL')).toBeVisible();
  // Nothing the user typed is lost to a validation message.
  await expect(form.getByLabel('LinkedIn Profile (Optional)')).toHaveValue('linkedin dot com');
});

test('instructor form signed in: Submitting..., then Application Submitted!, the fields cleared, one row on the server', async ({ page }) => {
  const fullName = unique('Online Applicant');
  await signIn(page, accounts.learner);
  await gotoAndSettle(page, '/for-creators');
  await fillInstructorApplication(page, fullName);
  await instructorForm(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted!')).toBeVisible({ timeout: 20_000 });
  await expect(instructorForm(page).getByLabel('Full Name')).toHaveValue('');
  expect(await countRows('instructor_applications', 'full_name', fullName)).toBe(1);
});

test('affiliate form: required fields, and signed out the Authentication Required toast keeps every value', async ({ page }) => {
  await gotoAndSettle(page, '/affiliate-program');
  const form = affiliateForm(page);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(7);
  await fillAffiliateApplication(form);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please sign in to submit an affiliate application.')).toBeVisible();
  await expect(page).toHaveURL(/\/affiliate-program$/);
  await expect(form.getByLabel('Full Name')).toHaveValue('Kwabena Asante');
  await expect(form.getByLabel('Primary Platform')).toHaveValue('YouTube');
});

test('contact form: the required fields and the email rule', async ({ page }) => {
  await gotoAndSettle(page, '/contact');
  const form = contactForm(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Required', { exact: true })).toHaveCount(4);
  await form.getByLabel('Email').fill('wanjiru@');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
});

test('contact form signed out: Submitting... while the server answers, then Message Sent!, cleared, one row', async ({ page }) => {
  const subject = unique('Signed-out question');
  await gotoAndSettle(page, '/contact');
  await fillContactMessage(page, subject);
  // A slow network, so the busy state can be seen.
  await page.route('**/rest/v1/contact_messages*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(contactForm(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page.getByText('Message Sent!')).toBeVisible({ timeout: 20_000 });
  await expect(contactForm(page).getByLabel('Subject')).toHaveValue('');
  expect(await countRows('contact_messages', 'subject', subject)).toBe(1);
});

test('contact form: a server refusal shows Error and keeps every value', async ({ page }) => {
  await gotoAndSettle(page, '/contact');
  const subject = unique('Refused question');
  await fillContactMessage(page, subject);
  await page.route('**/rest/v1/contact_messages*', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: '23514', message: 'new row violates check constraint' }) }),
  );
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send your message. Please try again.')).toBeVisible();
  await expect(contactForm(page).getByLabel('Subject')).toHaveValue(subject);
  await expect(contactForm(page).getByLabel('Message')).not.toHaveValue('');
});

test('contact form signed out and offline: saved on the device, sent once when the connection returns', async ({ page, context }) => {
  test.setTimeout(90_000);
  const subject = unique('Offline question');
  await gotoAndSettle(page, '/contact');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fillContactMessage(page, subject);
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("You're offline. Your message is saved on this device and will be sent when your connection returns.")).toBeVisible();
  await expect(contactForm(page).getByLabel('Subject')).toHaveValue('');
  // Still offline, the app is reloaded and the user moves on to another page: the message waits on the device.
  await page.reload();
  await page.goto('/help');
  expect(await countRows('contact_messages', 'subject', subject)).toBe(0);

  await context.setOffline(false);
  await expect.poll(() => countRows('contact_messages', 'subject', subject), { timeout: 30_000 }).toBe(1);
  // Later visits find nothing left to send: the device's queue is empty once the server has the message, so no second copy.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), ANONYMOUS_OUTBOX_KEY)).toBeNull();
  await gotoAndSettle(page, '/');
  await gotoAndSettle(page, '/contact');
  expect(await page.evaluate((key) => localStorage.getItem(key), ANONYMOUS_OUTBOX_KEY)).toBeNull();
  expect(await countRows('contact_messages', 'subject', subject)).toBe(1);
});

test('contact form signed out: when the answer is lost after the server stored the message, the resend makes no second copy', async ({ page }) => {
  const subject = unique('Lost answer');
  await gotoAndSettle(page, '/contact');
  await fillContactMessage(page, subject);
  // The server receives and stores the message, but the phone never hears back.
  await page.route('**/rest/v1/contact_messages*', async (route) => {
    await route.fetch({ url: fromNode(route.request().url()) });
    await route.abort('connectionreset');
  });
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message is saved on this device and will be sent as soon as possible.')).toBeVisible();
  expect(await countRows('contact_messages', 'subject', subject)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('maarifa-anonymous-outbox'))).toContain(subject);

  // The next page load sends the queue again; the server already has that id, so the device drops its copy.
  await page.unroute('**/rest/v1/contact_messages*');
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('maarifa-anonymous-outbox')), { timeout: 15_000 }).toBeNull();
  expect(await countRows('contact_messages', 'subject', subject)).toBe(1);
});

test('an instructor application submitted offline is queued, then delivered exactly once back online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const fullName = unique('Offline Applicant');
  await signIn(page, accounts.learner);
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await waitForServiceWorker(page);
  await gotoAndSettle(page, '/for-creators');
  await context.setOffline(true);
  await fillInstructorApplication(page, fullName);
  await instructorForm(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText("You're offline. Your application is saved on this device and will be sent when your connection returns.")).toBeVisible();
  await expect(instructorForm(page).getByLabel('Full Name')).toHaveValue('');
  await page.reload();
  expect(await countRows('instructor_applications', 'full_name', fullName)).toBe(0);

  await context.setOffline(false);
  // The sync engine runs in the dashboard: the user returns there, and the outbox is delivered.
  await page.goto('/dashboard');
  await expect.poll(() => countRows('instructor_applications', 'full_name', fullName), { timeout: 60_000 }).toBe(1);
  await page.reload();
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  expect(await countRows('instructor_applications', 'full_name', fullName)).toBe(1);
});
