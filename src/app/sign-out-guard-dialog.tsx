// The warning shown when signing out would delete work the server has not received yet.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { shellTexts } from './texts';

const t = shellTexts.signOutGuard;

export default function SignOutGuardDialog({ count, onStay, onSignOut }: { count: number; onStay: () => void; onSignOut: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onStay()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sign-out-guard">
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t.body(count, navigator.onLine)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t.stay}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onSignOut}>
                {t.signOutAnyway}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
