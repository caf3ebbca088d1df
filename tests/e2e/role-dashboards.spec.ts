// The role dashboards (spec §6): each shows its three cards, names itself in the tab title and meta description, and
// only the right roles get in.
import type { Page } from '@playwright/test';
import { accounts, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';

const dashboards = [
  { path: '/dashboard/superadmin', title: 'SuperAdmin Dashboard', cards: ['User Management', 'Admin Management', 'Platform Settings'] },
  { path: '/dashboard/admin', title: 'Admin Dashboard', cards: ['Moderation', 'Community', 'Reports'] },
  { path: '/dashboard/instructor', title: 'Instructor Dashboard', cards: ['Courses', 'Students', 'Earnings'] },
  { path: '/dashboard/learner', title: 'Student Dashboard', cards: ['My Courses', 'AI Study Buddy', 'Community'] },
  { path: '/dashboard/affiliate', title: 'Affiliate Dashboard', cards: ['Referrals', 'Commissions', 'Performance'] },
];

async function expectDashboard(page: Page, dashboard: (typeof dashboards)[number]): Promise<string> {
  await page.goto(dashboard.path);
  await expect(page).toHaveURL(new RegExp(`${dashboard.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
  const cards = page.getByTestId('role-card');
  await expect(cards).toHaveCount(3);
  for (const [index, card] of dashboard.cards.entries()) await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(card);
  await expect(page).toHaveTitle(`${dashboard.title} | Maarifa`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);
  return description!;
}

test('a superadmin opens the SuperAdmin and Admin dashboards; the instructor and affiliate ones need those roles (spec §6)', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.superadmin);
  const superadmin = await expectDashboard(page, dashboards[0]!);
  const admin = await expectDashboard(page, dashboards[1]!);
  expect(superadmin).not.toBe(admin);
  // Leaving a role dashboard gives the next page its own title back.
  await page.getByRole('link', { name: 'Home Feed' }).first().click();
  await expect(page).not.toHaveTitle(/Admin Dashboard/);
  for (const path of ['/dashboard/instructor', '/dashboard/affiliate']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('a learner reaches the Student dashboard and its card links, and is sent back from the admin dashboards', async ({ page }) => {
  await signIn(page, accounts.learner);
  await expectDashboard(page, dashboards[3]!);
  await page.getByRole('link', { name: 'Open My Courses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  for (const path of ['/dashboard/admin', '/dashboard/superadmin', '/dashboard/instructor']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('an instructor reaches the Instructor dashboard', async ({ page }) => {
  await signIn(page, accounts.instructor);
  await expectDashboard(page, dashboards[2]!);
});

test('a creator who is an affiliate reaches the Affiliate and Instructor dashboards, each described differently', async ({ page }) => {
  await signIn(page, accounts.affiliate);
  const affiliate = await expectDashboard(page, dashboards[4]!);
  const instructor = await expectDashboard(page, dashboards[2]!);
  expect(affiliate).not.toBe(instructor);
});
