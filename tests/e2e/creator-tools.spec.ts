// Creator and platform tools (issue #13): a workflow made offline survives a reload and reaches the server intact; a
// tech layer refuses a short key, connects, shows only the last four, and disconnects; the integrations' filter counts
// and key rules; a private API key is shown once, copied, listed by its last four, and verify_api_key accepts only it.
import { createHash } from 'node:crypto';
import { createLearner, readServerRows, unique, waitForServiceWorker } from './courses-helpers';
import { signIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { anonKey, workerBackendUrl } from './support/worker-backend';

const backendUrl = workerBackendUrl();

test('a workflow created offline is listed after an offline reload and reaches the server with its trigger config and actions', async ({ page, context }) => {
  test.setTimeout(120_000);
  const learner = await createLearner(unique('Wambui Automator'));
  await signIn(page, learner);
  await page.goto('/dashboard/automation');
  await expect(page.getByRole('heading', { name: 'Automation', level: 1 })).toBeVisible();
  // Configure on an active feature opens the create dialog for its trigger.
  await page.getByRole('button', { name: 'Configure: Welcome Sequence' }).click();
  await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('Welcome Sequence');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Coming Soon: Weekly Study Digest' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Automation Features' }).click();
  await expect(page.getByRole('button', { name: 'Coming Soon: Weekly Study Digest' })).toBeDisabled();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.getByRole('tab', { name: 'Active Workflows' }).click();
  await expect(page.getByRole('heading', { name: 'Your Automations' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Automation' }).click();
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  const name = unique('Congratulate finishers');
  await dialog.getByLabel('Name').fill(name);
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Trigger Type').selectOption('course_completion');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Automation workflow created successfully')).toBeVisible();
  const item = page.getByTestId('workflow').filter({ hasText: name });
  await expect(item).toContainText('Active');
  await expect(item.getByTestId('workflow-trigger')).toHaveText('course completion');
  await expect(item.getByTestId('pending-marker')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Active Workflows' }).click();
  await expect(page.getByTestId('workflow').filter({ hasText: name })).toBeVisible();
  await page.getByTestId('workflow').filter({ hasText: name }).getByRole('button', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog')).toContainText('Actions: placeholder');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await context.setOffline(false);
  await expect
    .poll(async () => readServerRows('automation_workflows', `name=eq.${encodeURIComponent(name)}&select=trigger_type,trigger_config,actions,is_active,creator_id`), { timeout: 30_000 })
    .toEqual([{ trigger_type: 'course_completion', trigger_config: {}, actions: [{ type: 'placeholder', config: {} }], is_active: true, creator_id: learner.id }]);
  await expect(page.getByTestId('workflow').filter({ hasText: name }).getByTestId('pending-marker')).toHaveCount(0, { timeout: 30_000 });
});

test('the AI layer refuses a 19-character key, connects a valid one that the device shows masked, and disconnects', async ({ page }) => {
  test.setTimeout(90_000);
  const learner = await createLearner(unique('Tech Tester'));
  await signIn(page, learner);
  await page.goto('/dashboard/tech');
  await expect(page.getByTestId('tech-layer')).toHaveCount(8);
  await page.getByRole('button', { name: 'Connect AI' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('API Key').fill('x'.repeat(19));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('API key must be at least 20 characters')).toBeVisible();
  const secret = `sk-${Date.now().toString(36)}abcdefghijklmnopWXYZ`;
  await dialog.getByLabel('API Key').fill(secret);
  await dialog.getByLabel('Model Name').fill('gpt-4o-mini');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tech stack connected successfully')).toBeVisible();
  const layer = page.getByRole('article', { name: 'AI' });
  await expect(layer.getByTestId('stored-credentials')).toContainText('API Key: ••••WXYZ');
  await expect(layer).not.toContainText(secret);

  await expect
    .poll(async () => (await readServerRows<{ credentials: Record<string, string> }>('tech_connections', `user_id=eq.${learner.id}&tech_id=eq.ai&select=credentials`))[0]?.credentials, { timeout: 30_000 })
    .toEqual({ apiKey: secret, modelName: 'gpt-4o-mini' });
  // Edit asks for new values: the stored key is not in any field.
  await page.getByRole('button', { name: 'Edit AI' }).click();
  await expect(page.getByRole('dialog').getByLabel('API Key')).toHaveValue('');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Disconnect AI' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Tech stack connection removed successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect AI' })).toBeVisible();
  await expect
    .poll(async () => readServerRows('tech_connections', `user_id=eq.${learner.id}&tech_id=eq.ai&_deleted=eq.false&select=id`), { timeout: 30_000 })
    .toEqual([]);
  expect(await readServerRows('tech_connections', `user_id=eq.${learner.id}&tech_id=eq.ai&select=credentials`)).toEqual([{ credentials: {} }]);
});

test('API integrations: the category counts, and Stripe refuses short keys', async ({ page }) => {
  const learner = await createLearner(unique('Integrations Tester'));
  await signIn(page, learner);
  await page.goto('/dashboard/api-integrations');
  const counts = { all: 6, automation: 2, payment: 1, communication: 1, analytics: 1, ai: 1 };
  for (const [category, count] of Object.entries(counts)) {
    await expect(page.getByTestId(`category-${category}`).getByTestId('category-count')).toHaveText(`${count} ${count === 1 ? 'integration' : 'integrations'}`);
  }
  await page.getByTestId('category-automation').click();
  await expect(page.getByTestId('integration')).toHaveCount(2);
  await page.getByTestId('category-all').click();
  await expect(page.getByTestId('integration')).toHaveCount(6);
  await expect(page.getByRole('article', { name: 'Stripe' }).getByRole('link', { name: /Documentation/ })).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Connect Stripe' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Secret Key').fill('sk_live_short');
  await dialog.getByLabel('Publishable Key').fill('pk_live_short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Key must be at least 20 characters')).toHaveCount(2);
  await dialog.getByLabel('Secret Key').fill('sk_live_0123456789abcdefghij');
  await dialog.getByLabel('Publishable Key').fill('pk_live_0123456789abcdefghij');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Integration connected successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Stripe' }).getByTestId('stored-credentials')).toContainText('Secret Key: ••••ghij');
});

test('a private API key made offline is shown once, copied, listed by its last four, stored as a hash, and verified', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const learner = await createLearner(unique('Key Holder'));
  await signIn(page, learner);
  await page.goto('/dashboard/private-integrations');
  await expect(page.getByText('No API keys created yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate API Key' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Please provide a name for the API key')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const name = unique('Attendance script');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Generate API Key' }).click();
  const reveal = page.getByRole('alertdialog');
  await expect(reveal).toContainText("Make sure to copy your API key now. You won't be able to see it again!");
  await expect(reveal).toContainText('Save this key in a secure location. It will only be shown once.');
  const key = (await reveal.getByTestId('revealed-key').textContent()) ?? '';
  expect(key).toMatch(/^mrf_live_[0-9a-f]{32}$/);
  await reveal.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('API key copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(reveal).toBeHidden();
  const item = page.getByTestId('api-key').filter({ hasText: name });
  await expect(item.getByTestId('api-key-last4')).toHaveText(`••••${key.slice(-4)}`);
  await expect(page.getByText(key)).toHaveCount(0);

  await context.setOffline(false);
  await expect
    .poll(async () => readServerRows<Record<string, unknown>>('api_keys', `user_id=eq.${learner.id}&select=*`), { timeout: 30_000 })
    .toHaveLength(1);
  const [row] = await readServerRows<Record<string, unknown>>('api_keys', `user_id=eq.${learner.id}&select=*`);
  expect(row!.api_key_hash).toBe(createHash('sha256').update(key).digest('hex'));
  expect(row!.api_key_last4).toBe(key.slice(-4));
  expect(JSON.stringify(row)).not.toContain(key);

  const verify = (presented: string) =>
    fetch(`${backendUrl}/rest/v1/rpc/verify_api_key`, { method: 'POST', headers: { apikey: anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ key: presented }) });
  const accepted = await verify(key);
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual({ user_id: learner.id, name, last4: key.slice(-4) });
  expect((await verify(`${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`)).status).toBe(401);

  await item.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('API key deleted successfully')).toBeVisible();
  await expect(page.getByText('No API keys created yet.')).toBeVisible();
  await expect.poll(async () => (await verify(key)).status, { timeout: 30_000 }).toBe(401);
});
