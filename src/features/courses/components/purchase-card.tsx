// The learner's purchase of this course, from the `my_orders` read model: when and how much they paid, the 30-day
// money-back guarantee, Request a refund (online only, with a reason), and the refund's outcome once decided.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Alert, Field, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { getSyncHandle, useMaarifaDatabase, useMyOrders, type MyOrder } from '../../../db/index.ts';
import { activeLocale, useT } from '../../../lib/i18n';
import { formatDate as formatLocaleDate, formatMoney } from '../../../lib/i18n/format';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { canRequestRefund, purchaseFor, refundReasonError, REFUND_REASON_MAX, requestRefund } from '../data/checkout.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { courseTexts } from '../texts.ts';

const m = courseTexts.checkout;

const formatDate = (iso: string) => formatLocaleDate(iso, { year: 'numeric', month: 'long', day: 'numeric' });

export function PurchaseCard({ courseId }: { courseId: string }) {
  const orders = useMyOrders();
  const order = orders.data ? purchaseFor(orders.data.orders, courseId) : null;
  // Sent from this page: shown at once, before the read model comes back through sync with the request in it.
  const [requested, setRequested] = useState<string | null>(null);
  if (!order) return null;
  return <PurchaseDetails order={order} requestedHere={requested === order.id} onRequested={() => setRequested(order.id)} />;
}

function PurchaseDetails({ order, requestedHere, onRequested }: { order: MyOrder; requestedHere: boolean; onRequested: () => void }) {
  const t = useT();
  const amount = formatMoney(order.amount_minor, order.currency, activeLocale());
  const refund = order.refund ?? (requestedHere ? { status: 'requested' as const } : null);
  return (
    <Card.Root variant="outline" data-testid="purchase-card">
      <Card.Body gap="2" p="4">
        <Text fontWeight="semibold">{t(m.purchase.heading)}</Text>
        {order.paid_at && <Text>{t(m.purchase.paidOn, { date: formatDate(order.paid_at), amount })}</Text>}
        {order.status === 'refunded' || refund?.status === 'refunded' ? (
          <RefundState badge={t(m.purchase.refunded)} palette="gray" text={t(m.purchase.refundedText, { amount })} />
        ) : refund?.status === 'requested' ? (
          <RefundState badge={t(m.purchase.refundRequested)} palette="yellow" text={t(m.purchase.refundRequestedText)} />
        ) : refund?.status === 'processing' ? (
          <RefundState badge={t(m.purchase.refundProcessing)} palette="blue" text={t(m.purchase.refundProcessingText)} />
        ) : refund?.status === 'failed' ? (
          <RefundState badge={t(m.purchase.refundFailed)} palette="red" text={t(m.purchase.refundFailedText)} />
        ) : refund?.status === 'declined' ? (
          <RefundState badge={t(m.purchase.refundDeclined)} palette="red" text={t(m.purchase.refundDeclinedText)} />
        ) : canRequestRefund(order, new Date()) ? (
          <Stack gap="2">
            <Text fontSize="sm">{t(m.guarantee)}</Text>
            {order.refundable_until && (
              <Text fontSize="sm" color="fg.muted">
                {t(m.purchase.refundableUntil, { date: formatDate(order.refundable_until) })}
              </Text>
            )}
            <RefundDialog order={order} amount={amount} onRequested={onRequested} />
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t(m.purchase.refundWindowOver)}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function RefundState({ badge, palette, text }: { badge: string; palette: string; text: string }) {
  return (
    <Stack gap="1" data-testid="refund-state">
      <HStack>
        <Badge colorPalette={palette}>{badge}</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
    </Stack>
  );
}

function RefundDialog({ order, amount, onRequested }: { order: MyOrder; amount: string; onRequested: () => void }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const online = useOnlineStatus();
  const [open, setOpen] = useState(false);
  // Kept when the dialog closes or the request fails, so nothing typed is lost.
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = touched ? refundReasonError(reason) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (refundReasonError(reason) || !navigator.onLine || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await requestRefund(order.id, reason);
      onRequested();
      setOpen(false);
      setReason('');
      setTouched(false);
      toaster.create({ type: 'success', title: t(m.refundDialog.sent), description: t(m.refundDialog.sentText) });
      void getSyncHandle(db)?.syncNow().catch(() => undefined);
    } catch (caught) {
      setFailure((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" alignSelf="start">
          {t(m.purchase.requestRefund)}
        </Button>
      }
      title={t(m.refundDialog.title)}
      cancelLabel={t(m.refundDialog.cancel)}
      submitLabel={busy ? t(m.refundDialog.submitting) : t(m.refundDialog.submit)}
      submitDisabled={busy || !online}
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="3">
        <Text>{t(m.refundDialog.intro, { amount })}</Text>
        <Field.Root invalid={Boolean(fieldError)}>
          <Field.Label>{t(m.refundDialog.reason)}</Field.Label>
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} onBlur={() => reason !== '' && setTouched(true)} rows={4} maxLength={REFUND_REASON_MAX + 200} />
          {/* The theme's default error red is below 4.5:1 on white at this size. */}
          <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{fieldError}</Field.ErrorText>
        </Field.Root>
        {!online && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t(m.refundDialog.offline)}</Alert.Title>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(m.refundDialog.failed)}</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
