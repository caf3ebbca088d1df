// The automation page's Create dialog: name, description and trigger of a new workflow (prefilled from a feature or an example), written on the device.
import { Stack } from '@chakra-ui/react';
import { Field, Input, NativeSelect, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { TRIGGER_TYPES, triggerLabels, type TriggerType } from '../../../content/automation';
import { useMaarifaDatabase } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { FormDialog } from '../../../ui/form-dialog';
import { toaster } from '../../../ui/toaster';
import { createWorkflow } from '../data/commands';
import { automationTexts as m } from '../texts';

/** What the dialog starts from; `feature` names the automation feature it was opened for, kept as the trigger's config. */
export type WorkflowDraft = { name: string; description: string; trigger_type: TriggerType | ''; feature?: string };

export function CreateWorkflowDialog({ start, userId, onClose }: { start: WorkflowDraft; userId: string | null; onClose: () => void }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const [draft, setDraft] = useState<WorkflowDraft>(start);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const blocked = saving || draft.name.trim() === '' || draft.trigger_type === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    setSaving(true);
    try {
      const result = await createWorkflow(db, userId, { name: draft.name, description: draft.description, trigger_type: draft.trigger_type as TriggerType }, { triggerConfig: draft.feature ? { feature: draft.feature } : {} });
      if (!result.ok) {
        setErrors(result.fieldErrors);
        if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t(m.messages.errorTitle), description: result.error });
        return;
      }
      toaster.create({ type: 'success', title: t(m.messages.successTitle), description: t(m.messages.created) });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: t(m.messages.errorTitle), description: error instanceof Error && error.message ? error.message : t(m.messages.failed) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(m.dialogTitle)}
      cancelLabel={t(m.cancel)}
      submitLabel={saving ? t(m.creating) : t(m.createSubmit)}
      submitDisabled={blocked}
      maxW="500px"
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
      <Field.Root invalid={!!errors.name} required>
        <Field.Label>
          {t(m.fields.name)}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={draft.name} placeholder={t(m.namePlaceholder)} onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t(m.fields.description)}</Field.Label>
        <Textarea rows={3} value={draft.description} onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))} />
      </Field.Root>
      <Field.Root invalid={!!errors.trigger_type} required>
        <Field.Label>
          {t(m.fields.trigger)}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={draft.trigger_type} onChange={(e) => setDraft((d) => ({ ...d, trigger_type: e.target.value as TriggerType | '' }))}>
            <option value="">{t(m.triggerPlaceholder)}</option>
            {TRIGGER_TYPES.map((trigger) => (
              <option key={trigger} value={trigger}>
                {t(triggerLabels[trigger])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.trigger_type}</Field.ErrorText>
      </Field.Root>
    </Stack>
    </FormDialog>
  );
}
