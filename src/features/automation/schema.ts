// The Create Automation form (spec §3 automation workflow, §5 create workflow): a name, an optional description and a trigger type.
import * as v from 'valibot';
import { TRIGGER_TYPES } from '../../content/automation';
import { TEXT_LIMITS } from '../../lib/limits.ts';
import { automationTexts } from './texts';

const m = automationTexts.messages;

export const workflowFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(m.nameRequired), v.maxLength(TEXT_LIMITS.automation_workflows.name.max, m.nameMax)),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(TEXT_LIMITS.automation_workflows.description.max, m.descriptionMax),
    v.transform((value) => (value === '' ? null : value)),
  ),
  trigger_type: v.picklist(TRIGGER_TYPES, m.triggerRequired),
});
export type WorkflowFormInput = v.InferInput<typeof workflowFormSchema>;

/** The trigger as the list shows it: its first underscore replaced by a space (spec §2). */
export function formatTrigger(trigger: string): string {
  return trigger.replace('_', ' ');
}
