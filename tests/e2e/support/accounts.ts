// Demo accounts of supabase/seed.sql and the sign-in steps every e2e suite reuses.
import { expect, type Page } from '@playwright/test';
import { getAuthStorageKey } from '../../../src/auth/stored-session';
import { DashboardShell } from '../pages/dashboard-shell';
import { SignInPage } from '../pages/sign-in-page';
import { anonKey, BUILD_BACKEND_URL, workerBackendUrl } from './worker-backend';

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

/**
 * Signs in and waits until the dashboard shows. The session comes from the backend's password grant and is
 * stored where supabase-js keeps it, as a returning visitor's would be: every test gets a session of its own
 * (so one test's Sign Out never ends another's), without typing into the form. Tests of the form use signInWithForm.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  const response = await fetch(`${workerBackendUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Signing in ${account.email} failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  const stored = JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in });
  // Written from the sign-in page, where the person would have been (a bare file would make Chromium ask for a favicon).
  await page.goto('/auth');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [getAuthStorageKey(BUILD_BACKEND_URL), stored] as const);
  await page.goto('/dashboard');
  await expectDashboard(page);
}

/** Signs in through the /auth page, as a person does, and waits until the dashboard shows. */
export async function signInWithForm(page: Page, account: Account): Promise<void> {
  const form = new SignInPage(page);
  await form.goto();
  await form.signIn(account.email, account.password);
  await expectDashboard(page);
}

async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await new DashboardShell(page).expectShown();
}

/** Signs out from the header and waits for /auth (the button first runs a last sync round, which can take seconds). */
export async function signOut(page: Page): Promise<void> {
  await new DashboardShell(page).signOut();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
}
