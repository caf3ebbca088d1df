// The Automation page's writer: a new workflow, active at once, on the device first (spec §4: no edit or pause exists).
import * as v from 'valibot';
import type { MaarifaDatabase } from '../../../db/index.ts';
import { fail, type CommandResult } from '../../../lib/command-result.ts';
import { getFieldErrors } from '../../../lib/field-errors.ts';
import { t } from '../../../lib/i18n';
import { workflowFormSchema, type WorkflowFormInput } from '../schema.ts';
import { automationTexts } from '../texts.ts';

/** Spec §5: with no actions set, one placeholder action with an empty config is stored. */
export const PLACEHOLDER_ACTION = { type: 'placeholder', config: {} };

export async function createWorkflow(
  db: MaarifaDatabase,
  userId: string | null | undefined,
  input: WorkflowFormInput,
  options: { triggerConfig?: Record<string, unknown>; actions?: { type: string; config: Record<string, unknown> }[] } = {},
): Promise<CommandResult<{ id: string }>> {
  if (!userId) return fail(t(automationTexts.messages.notLoggedIn));
  const parsed = v.safeParse(workflowFormSchema, input);
  if (!parsed.success) return fail(parsed.issues[0].message, getFieldErrors(parsed.issues));
  const id = crypto.randomUUID();
  const actions = options.actions && options.actions.length > 0 ? options.actions : [PLACEHOLDER_ACTION];
  await db.creator_tools.insert({
    id,
    kind: 'automation_workflow',
    creator_id: userId,
    user_id: null,
    name: parsed.output.name,
    description: parsed.output.description,
    trigger_type: parsed.output.trigger_type,
    trigger_config: options.triggerConfig ?? {},
    actions,
    is_active: true,
    tech_id: null,
    credentials: null,
    updated_at: null,
    api_key_hash: null,
    api_key_last4: null,
    created_at: new Date().toISOString(),
    server_xid: null,
    server_modified: null,
  });
  return { ok: true, value: { id } };
}
