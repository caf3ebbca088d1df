// Helpers of the e2e suites: the server-side view and writes of other members (local backend REST with the service key), offline readiness, course set-up.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Account } from './support/accounts';
import { serviceKey, workerBackendUrl } from './support/worker-backend';

const backendUrl = workerBackendUrl();

/** Reads rows on the server as the service role (RLS bypassed): what really reached the backend. */
export async function readServerRows<T = Record<string, unknown>>(table: string, query: string): Promise<T[]> {
  const response = await fetch(`${backendUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!response.ok) throw new Error(`GET ${table}?${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** A fresh learner (signs in with the returned e-mail and password), so a spec changes no account other specs share. */
export async function createLearner(fullName: string): Promise<Account & { id: string }> {
  const email = `learner-${randomUUID().slice(0, 8)}@maarifa.test`;
  const password = 'fresh-learner-password';
  const created = await fetch(`${backendUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { full_name: fullName } }),
  });
  if (!created.ok) throw new Error(`create user: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  return { email, password, id };
}

/** Writes a discussion on the server as the service role, as another member would have: a spec's own data, so a retry starts clean. */
export async function createServerDiscussion(authorId: string, title: string, content: string): Promise<string> {
  const response = await fetch(`${backendUrl}/rest/v1/discussions`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: JSON.stringify({ author_id: authorId, title, content }),
  });
  if (response.status !== 201) throw new Error(`POST discussions: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }[])[0]!.id;
}

/** Changes rows on the server as the service role, as a moderator or another device would meanwhile. */
export async function updateServerRows(table: string, query: string, patch: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${backendUrl}/rest/v1/${table}?${query}`, {
    method: 'PATCH',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!response.ok) throw new Error(`PATCH ${table}?${query}: ${response.status} ${await response.text()}`);
}

/** Resolves once the service worker controls the page, so a reload while offline still opens the app. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  // Signed in, the dashboard's core (its pages not yet visited) is fetched after the worker is ready.
  if (new URL(page.url()).pathname.startsWith('/dashboard')) {
    await expect(page.locator('html')).toHaveAttribute('data-offline-core', 'ready', { timeout: 30_000 });
  }
}

/** The course id in /dashboard/courses/{id}/… */
export function readCourseId(page: Page): string {
  const match = /\/dashboard\/courses\/([0-9a-f-]{36})/.exec(page.url());
  if (!match?.[1]) throw new Error(`No course id in ${page.url()}`);
  return match[1];
}

export const unique = (label: string): string => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Fills /dashboard/courses/create with a free beginner course and submits it; waits for the new course's page, which
 * stays (the "Course created!" toast is short-lived, and on a busy machine can come and go between two looks; the
 * courses-offline spec asserts it).
 */
export async function createFreeCourse(page: Page, title: string, description: string): Promise<void> {
  await page.getByLabel('Course Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Category').selectOption('other');
  await page.getByLabel('Difficulty').selectOption('beginner');
  await page.getByLabel('Price (USD)').fill('0');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
}
