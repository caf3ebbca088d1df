// The Private Integrations page's writers: a key is made on the device and handed back once; the device and the
// server keep only its SHA-256 and last four characters. Deleting removes it everywhere with the next sync.
import * as v from 'valibot';
import type { MaarifaDatabase } from '../../../db';
import { fail, type CommandResult } from '../../../lib/command-result.ts';
import { sha256Hex } from '../../../lib/derived-id.ts';
import { getFieldErrors } from '../../../lib/field-errors.ts';
import { t } from '../../../lib/i18n';
import { apiKeyFormSchema, generateApiKey, type ApiKeyFormInput } from '../schema.ts';
import { apiKeyTexts } from '../texts.ts';

export async function createApiKey(db: MaarifaDatabase, userId: string | null | undefined, input: ApiKeyFormInput): Promise<CommandResult<{ id: string; key: string }>> {
  if (!userId) return fail(t(apiKeyTexts.messages.notLoggedIn));
  const parsed = v.safeParse(apiKeyFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const key = generateApiKey();
  const id = crypto.randomUUID();
  await db.creator_tools.insert({
    id,
    kind: 'api_key',
    user_id: userId,
    creator_id: null,
    name: parsed.output.name,
    description: parsed.output.description,
    api_key_hash: await sha256Hex(key),
    api_key_last4: key.slice(-4),
    is_active: true,
    created_at: new Date().toISOString(),
    tech_id: null,
    credentials: null,
    updated_at: null,
    trigger_type: null,
    trigger_config: null,
    actions: null,
    server_xid: null,
    server_modified: null,
  });
  // The only time the key exists outside the user's hands: returned to show once, never stored.
  return { ok: true, value: { id, key } };
}

export async function deleteApiKey(db: MaarifaDatabase, userId: string | null | undefined, id: string): Promise<CommandResult<null>> {
  if (!userId) return fail(t(apiKeyTexts.messages.notLoggedIn));
  const doc = await db.creator_tools.findOne(id).exec();
  if (!doc || doc.kind !== 'api_key' || doc.user_id !== userId) return fail(t(apiKeyTexts.messages.deleteFailed));
  await doc.remove();
  return { ok: true, value: null };
}
