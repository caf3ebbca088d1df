// The Sign Out button of both headers: a last sync first, and a warning before unsent work is deleted with the device's data.
import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '../lib/navigation';

// The dialog's code arrives only when there is unsent work to name, so public pages do not carry it.
const SignOutGuardDialog = lazy(() => import('./sign-out-guard-dialog'));

/** `compact`: on a phone an icon only (the label stays its name), so the dashboard's header keeps to one row. */
export function SignOutButton({ label, replace = false, compact = false }: { label: string; replace?: boolean; compact?: boolean }) {
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
      <Button variant="outline" size="sm" loading={busy} loadingText={compact ? undefined : label} aria-label={compact ? label : undefined} onClick={() => void start()}>
        {compact ? (
          <>
            <SignOutGlyph />
            <Box as="span" hideBelow="md">
              {label}
            </Box>
          </>
        ) : (
          label
        )}
      </Button>
      {unsent > 0 && (
        <Suspense fallback={null}>
          <SignOutGuardDialog count={unsent} onStay={() => setUnsent(0)} onSignOut={() => void leave()} />
        </Suspense>
      )}
    </>
  );
}

function SignOutGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5" />
      <path d="M21 12H9" />
    </svg>
  );
}
