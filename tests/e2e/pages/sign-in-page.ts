// Page model of /auth: the sign-in form, its links to sign-up and recovery, and its messages.
import type { Locator, Page } from '@playwright/test';

export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Sign In', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/auth');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitButton.click();
  }

  /** Opens the sign-up form (a button or a link, depending on how the page came up). */
  async openSignUp(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create an account' }).or(this.page.getByRole('link', { name: 'Create an account' })).first().click();
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Create Account', exact: true }).click();
  }

  async openPasswordReset(): Promise<void> {
    await this.page.getByRole('button', { name: 'Forgot password?' }).or(this.page.getByRole('link', { name: 'Forgot password?' })).first().click();
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.email.fill(email);
    await this.page.getByRole('button', { name: 'Send Reset Link' }).click();
  }
}
