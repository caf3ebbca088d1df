// A confirmation before something the user cannot undo (deleting unsent work): say what is lost, offer a way back.
import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from './parts';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
}

/** Rendered open; the parent mounts it when the question arises and unmounts it on either answer. */
export default function ConfirmDialog({ title, body, cancelLabel, confirmLabel, onCancel, onConfirm, testId }: ConfirmDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onCancel()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
