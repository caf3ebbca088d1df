// Page model of the admin dashboard's review of instructor applications (/dashboard/admin).
import { expect, type Locator, type Page } from '@playwright/test';

export class AdminReviewPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/admin');
  }

  application(fullName: string): Locator {
    return this.page.getByRole('listitem', { name: `Instructor application from ${fullName}` });
  }

  async showStatus(status: 'pending' | 'approved' | 'declined'): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Status' }).selectOption(status);
  }

  /** Decides one application; a decline needs the note. Waits until it leaves the pending list. */
  async decide(fullName: string, decision: 'Approve' | 'Decline', note = ''): Promise<void> {
    const card = this.application(fullName);
    if (note) await card.getByLabel('Note to the applicant (required to decline)').fill(note);
    await card.getByRole('button', { name: decision }).click();
    await expect(card).toHaveCount(0);
  }
}
