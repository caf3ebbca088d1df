// Page model of the signed-in shell: the sidebar, its groups and links, the sync indicator and Sign Out.
import { expect, type Locator, type Page } from '@playwright/test';

export class DashboardShell {
  readonly sidebar: Locator;
  readonly syncIndicator: Locator;
  readonly conflictCount: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    this.syncIndicator = page.getByTestId('sync-indicator');
    this.conflictCount = page.getByTestId('sync-conflicts');
  }

  link(name: string): Locator {
    return this.sidebar.getByRole('link', { name });
  }

  group(name: string): Locator {
    return this.sidebar.getByRole('group', { name });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/dashboard/);
    await expect(this.sidebar).toBeVisible();
  }

  async expectUpToDate(timeout = 30_000): Promise<void> {
    await expect(this.syncIndicator).toHaveAttribute('data-state', 'up-to-date', { timeout });
  }

  /** The list of writes the server refused, opened from the sync indicator. */
  async openConflicts(): Promise<Locator> {
    await this.syncIndicator.click();
    return this.page.getByRole('region', { name: 'Changes that need your decision' });
  }

  async signOut(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign Out' }).click();
  }
}
