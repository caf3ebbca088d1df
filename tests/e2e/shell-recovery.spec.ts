// Password recovery in a real browser: the reset mail reaches the local mailbox and its link sets a new password.
import { SignInPage } from './pages/sign-in-page';
import { signInWithForm, signOut } from './support/accounts';
import { expect, test } from './support/fixtures';
import { workerBackendUrl } from './support/worker-backend';

const backendUrl = workerBackendUrl();

interface Mail {
  to: string;
  type: string;
  link: string | null;
}

async function readMails(to: string): Promise<Mail[]> {
  const res = await fetch(`${backendUrl}/mailbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } });
  return ((await res.json()) as { messages: Mail[] }).messages;
}

test('a reset request mails a link that lets the user set a new password and sign in with it', async ({ page }) => {
  const email = `zawadi.${Date.now()}@maarifa.test`;
  const form = new SignInPage(page);
  await form.goto();
  await form.openSignUp();
  await form.signUp(email, 'first-password');
  await expect(page.getByText("You're all set!")).toBeVisible();
  await page.goto('/dashboard');
  await signOut(page);

  await form.openPasswordReset();
  await form.requestPasswordReset(email);
  await expect(page.getByText('Check your email')).toBeVisible();

  let link: string | null = null;
  await expect
    .poll(async () => {
      link = (await readMails(email)).find((mail) => mail.type === 'recovery')?.link ?? null;
      return link;
    })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  await page.getByLabel('New password').fill('second-password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await page.goto('/dashboard');
  await signOut(page);
  await signInWithForm(page, { email, password: 'second-password' });
});
