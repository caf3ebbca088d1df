// Page models of the community list (/dashboard/community) and one discussion: cards, New Discussion, comments, upvotes, moderation.
import { expect, type Locator, type Page } from '@playwright/test';

export class CommunityPage {
  readonly cards: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('discussion-card');
    this.search = page.getByLabel('Search discussions');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/community');
    await expect(this.page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
  }

  card(title: string): Locator {
    return this.cards.filter({ hasText: title });
  }

  /** Opens New Discussion, fills what is given and posts; returns the dialog (hidden once the post is taken). */
  async startDiscussion(fields: { title: string; content: string; tags?: string }): Promise<Locator> {
    const dialog = this.page.getByRole('dialog');
    if (!(await dialog.isVisible())) await this.page.getByRole('button', { name: 'New Discussion' }).click();
    await dialog.getByLabel('Title').fill(fields.title);
    await dialog.getByLabel('Content').fill(fields.content);
    if (fields.tags !== undefined) await dialog.getByLabel('Tags').fill(fields.tags);
    await dialog.getByRole('button', { name: 'Post Discussion' }).click();
    return dialog;
  }

  async open(title: string): Promise<DiscussionPage> {
    await this.card(title).getByRole('link', { name: title }).click();
    const discussion = new DiscussionPage(this.page);
    await expect(discussion.heading(title)).toBeVisible();
    return discussion;
  }
}

export class DiscussionPage {
  readonly upvoteButton: Locator;
  readonly comments: Locator;
  readonly commentBox: Locator;

  constructor(readonly page: Page) {
    this.upvoteButton = page.getByTestId('upvote-button');
    this.comments = page.getByTestId('comment');
    this.commentBox = page.getByLabel('Add a comment');
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { name: title });
  }

  comment(text: string): Locator {
    return this.comments.filter({ hasText: text });
  }

  async addComment(text: string): Promise<void> {
    await this.commentBox.fill(text);
    await this.page.getByRole('button', { name: 'Comment', exact: true }).click();
  }

  async backToCommunity(): Promise<CommunityPage> {
    await this.page.getByRole('link', { name: /Back to Community/ }).click();
    return new CommunityPage(this.page);
  }

  async pin(): Promise<void> {
    await this.page.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(this.page.getByRole('button', { name: 'Unpin' })).toBeVisible();
  }

  async hide(): Promise<void> {
    await this.page.getByRole('button', { name: 'Hide' }).click();
  }
}
