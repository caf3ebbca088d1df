// Filling the public application forms as an applicant would, for the specs that submit them.
import type { Locator } from '@playwright/test';

/** Every field of the affiliate application (`form`: its form element), two of them selects. */
export async function fillAffiliateApplication(form: Locator): Promise<void> {
  await form.getByLabel('Full Name').fill('Kwabena Asante');
  await form.getByLabel('Email').fill('kwabena@example.com');
  await form.getByLabel('Niche / Topic').fill('Tech');
  await form.getByLabel('Primary Platform').selectOption('YouTube');
  await form.getByLabel('Audience Size').selectOption('1,000 - 10,000');
  await form.getByLabel('Marketing Experience').fill('Three years of product reviews.');
  await form.getByLabel('Why Do You Want to Join?').fill('My audience asks where to learn coding.');
}
