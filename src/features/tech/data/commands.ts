// The Tech page's writers: connect or edit a layer (spec §5 rules, §8 messages) and disconnect it, on the device first.
import { type MaarifaDatabase, removeConnection, writeConnection } from '../../../db';
import type { TechLayer } from '../../../content/tech.ts';
import { fail, type CommandResult } from '../../../lib/command-result.ts';
import { checkCredentials } from '../../../lib/credentials.ts';
import { t } from '../../../lib/i18n';
import { getLayerRules } from '../schema.ts';
import { techTexts } from '../texts.ts';

export async function saveLayerConnection(db: MaarifaDatabase, userId: string | null | undefined, layer: TechLayer, values: Record<string, string>, editing: boolean): Promise<CommandResult<{ id: string }>> {
  if (!userId) return fail(t(techTexts.messages.notLoggedIn));
  const checked = checkCredentials(values, layer.fields, getLayerRules(layer.id), { editing, requiredMessage: t(techTexts.rules.required) });
  if (!checked.ok) return fail(Object.values(checked.fieldErrors)[0]!, checked.fieldErrors);
  const { id } = await writeConnection(db, userId, layer.id, checked.credentials);
  return { ok: true, value: { id } };
}

export async function disconnectLayer(db: MaarifaDatabase, userId: string | null | undefined, techId: string): Promise<CommandResult<null>> {
  if (!userId) return fail(t(techTexts.messages.notLoggedIn));
  return (await removeConnection(db, userId, techId)) ? { ok: true, value: null } : fail(t(techTexts.messages.disconnectFailed));
}
