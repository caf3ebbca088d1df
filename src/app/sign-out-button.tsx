// The Sign Out button of both headers: a last sync first, and a warning before unsent work is deleted with the device's data.
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '../lib/navigation';

// The dialog's code arrives only when there is unsent work to name, so public pages do not carry it.
const SignOutGuardDialog = lazy(() => import('./sign-out-guard-dialog'));

export function SignOutButton({ label, replace = false }: { label: string; replace?: boolean }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [unsent, setUnsent] = useState(0);

  async function leave() {
    setUnsent(0);
    setBusy(true);
    try {
      // The auth commands (and the data settings, referral and storage code they bring) load on the press: a public
      // page's visitors are mostly signed out, and its first load should not carry them.
      const { signOut } = await import('../auth/commands');
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
      {unsent > 0 && (
        <Suspense fallback={null}>
          <SignOutGuardDialog count={unsent} onStay={() => setUnsent(0)} onSignOut={() => void leave()} />
        </Suspense>
      )}
    </>
  );
}
