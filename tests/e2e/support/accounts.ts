// Demo accounts of supabase/seed.sql and the sign-in steps every e2e suite reuses.
import { expect, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/** Kept in step with supabase/seed.sql (every new user also gets the learner role from a trigger). */
export const accounts = {
  learner: { email: 'learner@maarifa.test', password: 'maarifa-learner' },
  instructor: { email: 'instructor@maarifa.test', password: 'maarifa-instructor' },
  admin: { email: 'admin@maarifa.test', password: 'maarifa-admin' },
  superadmin: { email: 'superadmin@maarifa.test', password: 'maarifa-superadmin' },
  /** Fatima Bello: creator and affiliate; shares the instructor demo password. */
  affiliate: { email: 'fatima.bello@maarifa.test', password: 'maarifa-instructor' },
} as const satisfies Record<string, Account>;

/** Signs in through the /auth page and waits until the dashboard shows. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
}

/** Signs out from the header and waits for /auth (the button first runs a last sync round, which can take seconds). */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
}
