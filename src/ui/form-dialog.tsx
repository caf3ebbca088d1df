// The shell of every dialog that holds a form: title, the fields, Cancel and a submit button; the form validates on
// the device (noValidate), so messages come from our schemas, under the fields.
import { Button, Portal } from '@chakra-ui/react';
import { Dialog } from './parts';
import type { FormEvent, ReactElement, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A button that opens the dialog, when the dialog has one. */
  trigger?: ReactElement;
  title: string;
  cancelLabel: string;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  /** The spec's 500px dialogs say so. */
  maxW?: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

export function FormDialog({ open, onOpenChange, trigger, title, cancelLabel, submitLabel, submitDisabled = false, maxW, onSubmit, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{cancelLabel}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
