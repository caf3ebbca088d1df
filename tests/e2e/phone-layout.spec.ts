// The first screen on a phone (issue 52, part 5): at 360 and 390 px, signed in, the dashboard's header is one row, a paid
// course's price and Buy are in the first screen, and a course with no image has a compact placeholder.
import type { Locator, Page } from '@playwright/test';
import { createLearner } from './courses-helpers';
import { accounts, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';

/** Seeded (supabase/seed.sql): a paid course ($49) a fresh learner is not enrolled in. */
const paidCourse = '00000000-0000-4000-b000-000000000001';

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/**
 * The header's controls (the sidebar toggle, the title, the status slot, Sign Out) sit on one row. The status slot shows
 * the sync indicator, or while the app is getting ready for offline its progress, which takes that place on a phone.
 */
async function expectHeaderOneRow(page: Page): Promise<void> {
  const header = page.locator('header').first();
  const toggle = header.getByRole('button', { name: 'Toggle Sidebar' });
  const signOut = header.getByRole('button', { name: 'Sign Out' });
  const status = header.getByTestId('offline-readiness').or(header.getByTestId('sync-indicator'));
  await expect(signOut).toBeVisible();
  await expect(status.first()).toBeVisible({ timeout: 30_000 });
  // Measured together, and again if the slot changed between two looks (readiness gives way to the sync indicator).
  await expect(async () => {
    const visible = (await status.first().isVisible()) ? status.first() : status.last();
    const [toggleBox, signOutBox, statusBox, headerBox] = await Promise.all([box(toggle), box(signOut), box(visible), box(header)]);
    // One row: every control's vertical middle within the toggle's own height, and the header no taller than one row.
    for (const [name, other] of [['Sign Out', signOutBox], ['status', statusBox]] as const) {
      expect(Math.abs(other.y + other.height / 2 - (toggleBox.y + toggleBox.height / 2)), name).toBeLessThan(toggleBox.height / 2);
    }
    expect(headerBox.height).toBeLessThan(toggleBox.height * 2);
    // Nothing past the screen's edge either.
    expect(signOutBox.x + signOutBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }).toPass({ timeout: 10_000 });
}

/** Signs in (its check wants the wide screen's sidebar), then turns the page into a phone of `width`. */
async function signInOnPhone(page: Page, account: { email: string; password: string }, width: number): Promise<void> {
  await signIn(page, account);
  await page.setViewportSize({ width, height: 740 });
}

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {

    test('the dashboard header is one row on every main page', async ({ page }) => {
      await signInOnPhone(page, accounts.learner, width);
      for (const path of ['/dashboard', '/dashboard/courses', '/dashboard/community', '/dashboard/profile']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
        await expectHeaderOneRow(page);
      }
    });

    test("a paid course's price and Buy are in the first screen", async ({ page }) => {
      const learner = await createLearner('Phone Buyer');
      await signInOnPhone(page, learner, width);
      await page.goto(`/dashboard/courses/${paidCourse}`);
      const buy = page.getByRole('button', { name: /^Buy for / });
      await expect(buy).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('course-price')).toHaveText('$49');
      // Opened at the top, both the price and the button are wholly inside the first screen.
      await expect(page.getByTestId('curriculum').or(page.getByTestId('outline-needs-connection'))).toBeAttached({ timeout: 20_000 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const element of [buy, page.getByTestId('course-price')]) {
        const found = await box(element);
        expect(found.y + found.height, (await element.textContent()) ?? '').toBeLessThanOrEqual(740);
      }
      // And before the curriculum, not after it.
      const curriculum = await box(page.getByRole('heading', { level: 2, name: 'Curriculum' }));
      expect((await box(buy)).y).toBeLessThan(curriculum.y);
    });
  });
}

test.describe('course cards at 360 px', () => {
  test('a course with no image shows a compact placeholder, not a 16:9 box', async ({ page }) => {
    await signInOnPhone(page, accounts.learner, 360);
    await page.goto('/dashboard/courses');
    const placeholder = page.getByTestId('course-card').getByTestId('course-image-placeholder').first();
    await expect(placeholder).toBeVisible({ timeout: 20_000 });
    expect((await box(placeholder)).height).toBeLessThanOrEqual(64);
  });
});
