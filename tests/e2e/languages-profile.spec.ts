// The language follows the learner (issue 25): picked in the profile, it reaches their account by sync, and signing in
// on a fresh browser (a new phone: no choice of its own) opens the dashboard in it.
import { createLearner, readServerRows } from './courses-helpers';
import { signIn } from './support/accounts';
import { expect, test, unexpectedErrors } from './support/fixtures';

test('Kiswahili picked in the profile: a fresh browser signing in gets the dashboard in Kiswahili', async ({ page, browser, consoleLog }) => {
  test.setTimeout(90_000);
  // A learner of this spec's own: the language it writes to the profile reaches no account other specs sign in with.
  const learner = await createLearner('Neema Lugha');
  await signIn(page, learner);
  await page.goto('/dashboard/profile');
  const section = page.getByTestId('language-settings');
  await expect(section.getByText('Your account keeps it too, so it follows you to a new phone.')).toBeVisible();
  await section.getByLabel('Language').selectOption('sw');
  await expect(section.getByRole('heading', { name: 'Lugha' })).toBeVisible();
  // The command wrote the device's profile; sync sends it to the account.
  await expect.poll(() => readServerRows('profiles', `id=eq.${learner.id}&select=language`), { timeout: 30_000 }).toEqual([{ language: 'sw' }]);
  await expect(section.getByTestId('language-pending')).toHaveCount(0);

  // A new phone: nothing on the device, an English browser.
  const phone = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-US' });
  try {
    const fresh = await phone.newPage();
    await fresh.goto('/auth');
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
    await fresh.getByLabel('Email').fill(learner.email);
    await fresh.getByLabel('Password', { exact: true }).fill(learner.password);
    await fresh.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(fresh).toHaveURL(/\/dashboard\/?$/);
    // Once the first pull brings the profile, the dashboard switches to its language, and the device keeps it.
    await expect(fresh.getByRole('navigation', { name: 'Dashibodi' })).toBeVisible({ timeout: 30_000 });
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(fresh.getByRole('button', { name: 'Toka' }).first()).toBeVisible();
    expect(await fresh.evaluate(() => localStorage.getItem('maarifa:language'))).toBe('sw');
    await fresh.goto('/dashboard/profile');
    await expect(fresh.getByTestId('language-settings').getByLabel('Lugha')).toHaveValue('sw');
  } finally {
    await phone.close();
  }
  expect(unexpectedErrors(consoleLog)).toEqual([]);
});
