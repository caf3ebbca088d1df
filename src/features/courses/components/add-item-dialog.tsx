// The "add a module / add a lesson" dialog shell: trigger button, form, Cancel and submit, busy state and error toast.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      if (await onSubmit()) setOpen(false);
    } catch (error) {
      toaster.create({ type: 'error', title: courseTexts.errors.title, description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="brand">
          <PlusIcon /> {title}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{cancelLabel}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" disabled={submitDisabled || busy}>
                  {submitLabel(busy)}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
