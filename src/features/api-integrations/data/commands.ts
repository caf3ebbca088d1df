// The API Integrations page's writers: connect or edit an integration (spec §5 rules) and remove it, device first.
import type { IntegrationDefinition } from '../../../content/integrations.ts';
import { type MaarifaDatabase, removeConnection, writeConnection } from '../../../db';
import { fail, type CommandResult } from '../../../lib/command-result.ts';
import { checkCredentials, minLength, urlOrEmpty, type FieldRules } from '../../../lib/credentials.ts';
import { t, type Message } from '../../../lib/i18n';
import { integrationTexts } from '../texts.ts';

const r = integrationTexts.rules;
/** A rule's message, read in the active language when the error is produced. */
const say = (message: Message) => () => t(message);

/** Spec §5: the same rule for a field name in every integration. */
export const integrationRules: FieldRules = {
  webhookUrl: urlOrEmpty(say(r.url)),
  secretKey: minLength(20, say(r.key)),
  publishableKey: minLength(20, say(r.key)),
  apiKey: minLength(10, say(r.apiKey)),
  projectToken: minLength(10, say(r.token)),
};

export async function saveIntegration(db: MaarifaDatabase, userId: string | null | undefined, integration: IntegrationDefinition, values: Record<string, string>, editing: boolean): Promise<CommandResult<{ id: string }>> {
  if (!userId) return fail(t(integrationTexts.messages.notLoggedIn));
  const checked = checkCredentials(values, integration.fields, integrationRules, { editing, requiredMessage: t(r.required) });
  if (!checked.ok) return fail(Object.values(checked.fieldErrors)[0]!, checked.fieldErrors);
  const { id } = await writeConnection(db, userId, integration.id, checked.credentials);
  return { ok: true, value: { id } };
}

export async function removeIntegration(db: MaarifaDatabase, userId: string | null | undefined, integrationId: string): Promise<CommandResult<null>> {
  if (!userId) return fail(t(integrationTexts.messages.notLoggedIn));
  return (await removeConnection(db, userId, integrationId)) ? { ok: true, value: null } : fail(t(integrationTexts.messages.disconnectFailed));
}
