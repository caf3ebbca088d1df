// The Connect / Edit dialog (500px) of a tech layer or an integration: its credential fields with the messages under
// them, the documentation link where there is one, and an edit that asks for new values instead of showing old ones.
import { Link, Stack, Text } from '@chakra-ui/react';
import { Field, Input } from './parts';
import { useState, type FormEvent } from 'react';
import type { CredentialField } from '../content/tech';
import type { CommandResult } from '../lib/command-result';
import { useT } from '../lib/i18n';
import { FormDialog } from './form-dialog';

export interface CredentialsDialogProps {
  title: string;
  fields: readonly CredentialField[];
  editing: boolean;
  /** Shown when editing: why the fields are empty. */
  editHint: string;
  /** The stored value of each field as the screen may show it (masked). */
  current: Record<string, string>;
  docs?: { href: string; label: string };
  labels: { save: string; saving: string; cancel: string };
  onSave: (values: Record<string, string>) => Promise<CommandResult<unknown>>;
  onClose: () => void;
}

/** Rendered open; the parent mounts it for one layer or integration and unmounts it when it closes. */
export function CredentialsDialog({ title, fields, editing, editHint, current, docs, labels, onSave, onClose }: CredentialsDialogProps) {
  const t = useT();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const result = await onSave(values);
      if (!result.ok) {
        setErrors(result.fieldErrors);
        return;
      }
      onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      cancelLabel={labels.cancel}
      submitLabel={saving ? labels.saving : labels.save}
      submitDisabled={saving}
      maxW="500px"
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
        {editing && (
          <Text color="fg.muted" fontSize="sm">
            {editHint}
          </Text>
        )}
        {fields.map((field) => (
          <Field.Root key={field.name} invalid={!!errors[field.name]} required={field.required && !editing}>
            <Field.Label>
              {t(field.label)}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type={field.type === 'password' ? 'password' : field.type}
              autoComplete="off"
              placeholder={editing && current[field.name] ? current[field.name] : typeof field.placeholder === 'string' ? field.placeholder : t(field.placeholder)}
              value={values[field.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            />
            <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
          </Field.Root>
        ))}
        {docs && (
          <Link href={docs.href} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
            {docs.label} ↗
          </Link>
        )}
      </Stack>
    </FormDialog>
  );
}
