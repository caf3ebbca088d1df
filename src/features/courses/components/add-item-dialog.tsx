// The "add a module / add a lesson" dialog shell: trigger button, form, Cancel and submit, busy state and error toast.
import { Button } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { useT } from '../../../lib/i18n';
import { toaster } from '../../../ui/toaster.tsx';
import { courseTexts } from '../texts.ts';
import { PlusIcon } from './icons.tsx';

export interface AddItemDialogProps {
  /** The trigger's label and the dialog's title. */
  title: string;
  cancelLabel: string;
  /** The submit button's label; gets whether a submit is under way. */
  submitLabel: (busy: boolean) => ReactNode;
  /** Disables submit beyond the busy state (e.g. while a required field is empty). */
  submitDisabled?: boolean;
  /** Runs the command; resolves true when the item was added and the dialog may close. A throw becomes an error toast. */
  onSubmit: () => Promise<boolean>;
  children: ReactNode;
}

export function AddItemDialog({ title, cancelLabel, submitLabel, submitDisabled = false, onSubmit, children }: AddItemDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onSubmit()) setOpen(false);
    } catch (error) {
      toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" colorPalette="brand">
          <PlusIcon /> {title}
        </Button>
      }
      title={title}
      cancelLabel={cancelLabel}
      submitLabel={submitLabel(busy)}
      submitDisabled={submitDisabled || busy}
      onSubmit={(e) => void submit(e)}
    >
      {children}
    </FormDialog>
  );
}
