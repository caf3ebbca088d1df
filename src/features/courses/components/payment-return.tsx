// The course page opened by the provider's redirect (`?reference=…`): verifies the payment through the server, says
// the outcome, polls a pending one a few times with back-off, asks sync for the server-written enrolment, then drops
// the query so a reload does not verify again.
import { Button, Spinner } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { getSyncHandle, useMaarifaDatabase } from '../../../db/index.ts';
import { isFinalPhase, nextReturnStep, PaymentError, readReturnReference, verifyPayment, withoutReturnParams, type ReturnPhase } from '../data/checkout.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';

const m = courseTexts.checkout;

type Shown = { reference: string; phase: ReturnPhase; message: string | null };

const alertStatus: Record<ReturnPhase, 'info' | 'success' | 'error' | 'warning'> = {
  verifying: 'info',
  pending: 'info',
  pendingGaveUp: 'info',
  paid: 'success',
  failed: 'error',
  abandoned: 'warning',
  refunded: 'warning',
  offline: 'warning',
  error: 'error',
};

export function PaymentReturn({ courseId, enrolled }: { courseId: string; enrolled: boolean }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const online = useOnlineStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const reference = readReturnReference(location.search);
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!reference || !online) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      const here = window.location;
      void navigate(`${here.pathname}${withoutReturnParams(here.search)}${here.hash}`, { replace: true });
    };
    const check = async (attempt: number) => {
      try {
        const answer = await verifyPayment(reference);
        if (cancelled) return;
        const step = nextReturnStep(answer.status, attempt);
        setShown({ reference, phase: step.phase, message: null });
        // The server wrote (or ended) the enrolment: bring it to this device now rather than at the next round.
        if (answer.status === 'paid' || answer.status === 'refunded') void getSyncHandle(db)?.syncNow().catch(() => undefined);
        if (step.retryInMs !== null) timer = setTimeout(() => void check(attempt + 1), step.retryInMs);
        else if (isFinalPhase(step.phase)) finish();
      } catch (caught) {
        if (cancelled) return;
        setShown({ reference, phase: 'error', message: caught instanceof PaymentError ? caught.message : null });
        finish();
      }
    };
    void check(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [reference, online, db, navigate]);

  // While the query is there the outcome is still open: offline it waits, online it is being checked.
  const current = shown && (!reference || shown.reference === reference) ? shown : null;
  const phase: ReturnPhase | null = reference && !online && !(current && isFinalPhase(current.phase)) ? 'offline' : (current?.phase ?? (reference ? 'verifying' : null));
  if (!phase) return null;
  const text =
    phase === 'error'
      ? t(m.returnText.error, { message: current?.message ?? t(m.errors.unknown) })
      : phase === 'paid'
        ? enrolled
          ? t(m.returnText.paid)
          : t(m.returnText.paidArriving)
        : t(m.returnText[phase]);
  return (
    <Alert.Root status={alertStatus[phase]} data-testid="payment-return" data-phase={phase} aria-live="polite">
      {phase === 'verifying' || phase === 'pending' || (phase === 'paid' && !enrolled) ? <Spinner size="sm" /> : <Alert.Indicator />}
      <Alert.Content>
        <Alert.Title>{t(m.returnTitle[phase])}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
        {phase === 'paid' && enrolled && (
          <Button asChild colorPalette="brand" size="sm" mt="2" alignSelf="start">
            <RouterLink to={`/dashboard/courses/${courseId}/learn`}>{t(m.startLearning)}</RouterLink>
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
