// Page model of /dashboard/profile: the profile card, Edit Profile, its tabs and the level card.
import { expect, type Locator, type Page } from '@playwright/test';

export interface ProfileFields {
  fullName?: string;
  country?: string;
  bio?: string;
  skills?: string;
}

export class ProfilePage {
  readonly view: Locator;
  readonly name: Locator;
  readonly country: Locator;
  readonly skills: Locator;
  readonly levelCard: Locator;

  constructor(readonly page: Page) {
    this.view = page.getByTestId('profile-view');
    this.name = page.getByTestId('profile-name');
    this.country = page.getByTestId('profile-country');
    this.skills = page.getByTestId('profile-skills');
    this.levelCard = page.getByTestId('level-card');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/profile');
    await expect(this.view).toBeVisible({ timeout: 30_000 });
  }

  async fill(fields: ProfileFields): Promise<void> {
    if (fields.fullName !== undefined) await this.page.getByLabel('Full Name').fill(fields.fullName);
    if (fields.country !== undefined) await this.page.getByLabel('Country').fill(fields.country);
    if (fields.bio !== undefined) await this.page.getByLabel('Bio').fill(fields.bio);
    if (fields.skills !== undefined) await this.page.getByLabel('Skills').fill(fields.skills);
  }

  async edit(fields: ProfileFields, finish: 'Save' | 'Cancel' = 'Save'): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit Profile' }).click();
    await this.fill(fields);
    await this.page.getByRole('button', { name: finish }).click();
  }

  async openTab(name: 'Recent Activity' | 'Learning Stats' | string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  stat(label: string): Locator {
    return this.page.getByTestId('learning-stats').getByTestId('stat-card').filter({ hasText: label });
  }
}
