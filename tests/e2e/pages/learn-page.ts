// Page model of /dashboard/courses/{id}/learn: the lesson list, the lesson, Mark complete and Next, and progress.
import type { Locator, Page } from '@playwright/test';

export class LearnPage {
  readonly progress: Locator;
  readonly lessonLinks: Locator;
  readonly content: Locator;
  readonly video: Locator;
  readonly progressCardPercent: Locator;
  readonly progressCardNext: Locator;

  constructor(readonly page: Page) {
    this.progress = page.getByTestId('course-progress');
    this.lessonLinks = page.getByTestId('lesson-link');
    this.content = page.getByTestId('lesson-content');
    this.video = page.getByTestId('lesson-video');
    this.progressCardPercent = page.getByTestId('progress-card-percent');
    this.progressCardNext = page.getByTestId('progress-card-next');
  }

  async goto(courseId: string): Promise<void> {
    await this.page.goto(`/dashboard/courses/${courseId}/learn`);
  }

  lessonHeading(title: string): Locator {
    return this.page.getByRole('heading', { name: title });
  }

  async openLesson(title: string): Promise<void> {
    await this.lessonLinks.filter({ hasText: title }).click();
  }

  async markComplete(): Promise<void> {
    await this.page.getByRole('button', { name: 'Mark complete', exact: true }).click();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }
}
