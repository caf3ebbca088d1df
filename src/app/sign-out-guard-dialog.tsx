// The warning shown when signing out would delete work the server has not received yet.
import ConfirmDialog from '../ui/confirm-dialog';
import { useT } from '../lib/i18n';
import { appShellTexts } from './app-shell-texts';

const m = appShellTexts.signOutGuard;

export default function SignOutGuardDialog({ count, onStay, onSignOut }: { count: number; onStay: () => void; onSignOut: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      testId="sign-out-guard"
      title={t(m.title)}
      body={t(m.body, { count, offline: navigator.onLine ? 'no' : 'yes' })}
      cancelLabel={t(m.stay)}
      confirmLabel={t(m.signOutAnyway)}
      onCancel={onStay}
      onConfirm={onSignOut}
    />
  );
}
