// The Create Automation form (spec §3 automation workflow, §5 create workflow): a name, an optional description and a trigger type.
import * as v from 'valibot';
import { TRIGGER_TYPES, type TriggerType } from '../../content/automation';
import { t, type Translate } from '../../lib/i18n';
import { automationLimits as limits, automationTexts } from './texts';

const m = automationTexts.messages;

// Messages are functions, so they read in the language active when the error is produced.
export const workflowFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(() => t(m.nameRequired)), v.maxLength(limits.name.max, () => limits.name.message)),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(limits.description.max, () => limits.description.message),
    v.transform((value) => (value === '' ? null : value)),
  ),
  trigger_type: v.picklist(TRIGGER_TYPES, () => t(m.triggerRequired)),
});
export type WorkflowFormInput = v.InferInput<typeof workflowFormSchema>;

/** The trigger as the list shows it: its first underscore replaced by a space (spec §2), in the active language. */
export function formatTrigger(trigger: string, translate: Translate = t): string {
  const names = automationTexts.triggerNames;
  return trigger in names ? translate(names[trigger as TriggerType]) : trigger.replace('_', ' ');
}
