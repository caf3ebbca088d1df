// The Install App button of spec §2 in every situation: the browser's prompt (accepted, dismissed), installed, iPhone,
// inside a frame, no prompt at all, and already running standalone.
import { devices } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** What Chromium fires when the site is installable; headless Chromium never does, so the test plays the browser. */
async function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void>; userChoice?: Promise<unknown> };
    (window as unknown as { __promptCalls: number }).__promptCalls = 0;
    event.prompt = async () => {
      (window as unknown as { __promptCalls: number }).__promptCalls += 1;
    };
    event.userChoice = Promise.resolve({ outcome: choice, platform: 'web' });
    window.dispatchEvent(event);
  }, outcome);
}

const installButton = (page: Page) => page.getByRole('button', { name: 'Install App' });

test('with the browser prompt: accepting says Installing…, and the installed event says App installed successfully!', async ({ page }) => {
  await page.goto('/');
  await expect(installButton(page)).toBeVisible();
  await offerInstallPrompt(page, 'accepted');
  await installButton(page).click();
  await expect(page.getByText('Installing…')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByText('App installed successfully!')).toBeVisible();
});

test('with the browser prompt: dismissing it says Installation dismissed', async ({ page }) => {
  await page.goto('/');
  await offerInstallPrompt(page, 'dismissed');
  await installButton(page).click();
  await expect(page.getByText('Installation dismissed')).toBeVisible();
  // The browser's prompt can be shown once; a second press explains the browser menu instead.
  await installButton(page).click();
  await expect(page.getByText('Install from your browser')).toBeVisible();
});

test('without a browser prompt, the button points to the browser menu', async ({ page }) => {
  await page.goto('/');
  await installButton(page).click();
  await expect(page.getByText('Install from your browser')).toBeVisible();
  await expect(page.getByText("Use your browser's menu and choose Install app or Add to Home Screen.")).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent, viewport: devices['iPhone 13'].viewport, hasTouch: true, isMobile: true });

  test('the button says to tap Share, then Add to Home Screen', async ({ page }) => {
    await page.goto('/');
    await installButton(page).click();
    await expect(page.getByText('Tap the Share button, then Add to Home Screen.')).toBeVisible();
  });
});

test('inside a frame, the button says to open the site in a new tab', async ({ page }) => {
  await page.goto('/help');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/';
    frame.title = 'framed';
    frame.style.width = '1000px';
    frame.style.height = '800px';
    document.body.prepend(frame);
  });
  const framed = page.frameLocator('iframe[title="framed"]');
  await framed.getByRole('button', { name: 'Install App' }).click();
  await expect(framed.getByText('To install Maarifa, open this site in a new tab first.')).toBeVisible();
});

test.describe('already installed', () => {
  test('running standalone, there is no Install App button', async ({ page }) => {
    // Playwright cannot launch an installed app window; the display-mode query is what the app reads.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone') ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Learning Free' }).or(page.getByRole('link', { name: 'Start Learning Free' })).first()).toBeVisible();
    await expect(installButton(page)).toHaveCount(0);
  });
});
