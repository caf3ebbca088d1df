// Page model of /dashboard/courses/{id}: outline, free previews, Enroll and Buy, and Make available offline.
import { expect, type Locator, type Page } from '@playwright/test';

export class CourseDetailPage {
  readonly curriculum: Locator;
  readonly price: Locator;
  readonly buyArea: Locator;
  readonly paymentReturn: Locator;
  readonly purchaseCard: Locator;
  readonly continueLearning: Locator;
  readonly enrollButton: Locator;

  constructor(readonly page: Page) {
    this.curriculum = page.getByTestId('curriculum');
    this.price = page.getByTestId('course-price');
    this.buyArea = page.getByTestId('buy-area');
    this.paymentReturn = page.getByTestId('payment-return');
    this.purchaseCard = page.getByTestId('purchase-card');
    this.continueLearning = page.getByRole('link', { name: 'Continue Learning' });
    this.enrollButton = page.getByRole('button', { name: 'Enroll' });
  }

  async goto(courseId: string): Promise<void> {
    await this.page.goto(`/dashboard/courses/${courseId}`);
  }

  buyButton(price: string): Locator {
    return this.page.getByRole('button', { name: `Buy for ${price}` });
  }

  /** Buy, then one of the local payment stand-in's buttons on its hosted checkout page. */
  async buy(price: string, choice: 'Pay' | 'Decline' | 'Abandon'): Promise<void> {
    await this.buyButton(price).click();
    await expect(this.page).toHaveURL(/\/paystack\/checkout\//, { timeout: 20_000 });
    await this.page.getByRole('button', { name: choice, exact: true }).click();
  }

  async enroll(): Promise<void> {
    await this.enrollButton.click();
    await expect(this.continueLearning).toBeVisible();
  }

  /** Opens a free lesson's preview dialog and returns it. */
  async preview(lessonTitle: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Preview ${lessonTitle}` }).click();
    return this.page.getByRole('dialog');
  }

  /** Make available offline, optionally with videos, and waits until the course is kept on the device. */
  async makeAvailableOffline(options: { videos?: boolean; timeout?: number } = {}): Promise<void> {
    await this.page.getByRole('button', { name: 'Make available offline' }).click();
    if (options.videos) await this.page.getByText('Also save videos').click();
    await this.page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(this.page.getByText('This course is available offline').first()).toBeVisible({ timeout: options.timeout ?? 45_000 });
  }

  async startLearning(): Promise<void> {
    await this.continueLearning.click();
    await expect(this.page).toHaveURL(/\/learn/);
  }
}
