// The warning shown when signing out would delete work the server has not received yet.
import ConfirmDialog from '../ui/confirm-dialog';
import { shellTexts } from './texts';

const t = shellTexts.signOutGuard;

export default function SignOutGuardDialog({ count, onStay, onSignOut }: { count: number; onStay: () => void; onSignOut: () => void }) {
  return (
    <ConfirmDialog
      testId="sign-out-guard"
      title={t.title}
      body={t.body(count, navigator.onLine)}
      cancelLabel={t.stay}
      confirmLabel={t.signOutAnyway}
      onCancel={onStay}
      onConfirm={onSignOut}
    />
  );
}
