// The Sign Out button of both headers: a last sync first, and a warning before unsent work is deleted with the device's data.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../auth/commands';
import { shellTexts } from './texts';

const t = shellTexts.signOutGuard;

export function SignOutButton({ label, replace = false }: { label: string; replace?: boolean }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(0);

  async function leave() {
    setUnsent(0);
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
    }
    void navigate('/auth', { replace });
  }

  async function start() {
    setBusy(true);
    let count = 0;
    try {
      const { sendUnsentWork } = await import('./dashboard/unsent-work');
      count = await sendUnsentWork();
    } catch (error) {
      // The local database could not be opened: there is nothing readable to keep, so signing out goes ahead.
      console.warn('Could not check for unsent changes', error);
    }
    if (count > 0) {
      setBusy(false);
      setUnsent(count);
      return;
    }
    await leave();
  }

  return (
    <>
      <Button variant="outline" size="sm" loading={busy} loadingText={label} onClick={() => void start()}>
        {label}
      </Button>
      <Dialog.Root open={unsent > 0} onOpenChange={(details) => !details.open && setUnsent(0)} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="sign-out-guard">
              <Dialog.Header>
                <Dialog.Title>{t.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t.body(unsent, navigator.onLine)}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t.stay}</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" onClick={() => void leave()}>
                  {t.signOutAnyway}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
