// The Refund requests section of /dashboard/admin, beside applications: course, buyer, amount, reason and date of
// each request, open ones first, with Approve and Decline. Online only — a refund moves money through the provider,
// so nothing is queued; offline the section says so. The list is read again after each decision.
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { PaymentsFunctionError } from '../../../lib/payments-function.ts';
import { t as translate, useT } from '../../../lib/i18n';
import { formatDateTime, formatMoney } from '../../../lib/i18n/format';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { decideRefund, fetchRefundRequests, type RefundRequest } from '../data/refunds';
import { refundsTexts as m } from '../texts';
import { ConsoleSection } from './console-section';

type Load = { status: 'loading' | 'ready' | 'error'; requests: RefundRequest[]; error: string | null };

export function RefundRequests() {
  const t = useT();
  const { user } = useSession();
  const online = useOnlineStatus();
  const userId = user?.id ?? null;
  const [load, setLoad] = useState<Load>({ status: 'loading', requests: [], error: null });
  const [readCount, setReadCount] = useState(0);
  const refresh = useCallback(() => setReadCount((n) => n + 1), []);

  useEffect(() => {
    if (!userId || !online) return;
    let cancelled = false;
    fetchRefundRequests().then(
      (requests) => !cancelled && setLoad({ status: 'ready', requests, error: null }),
      (error: unknown) => !cancelled && setLoad((previous) => ({ ...previous, status: 'error', error: (error as Error).message })),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, online, readCount]);

  return (
    <ConsoleSection id="refunds-heading" heading={t(m.heading)} lead={t(m.lead)} offlineMessage={online ? null : t(m.offline)}>
      {online && (
        <>
          <HStack mt="3">
            <Button size="sm" variant="outline" onClick={refresh}>
              {t(m.refresh)}
            </Button>
          </HStack>
          {load.status === 'error' && (
            <Alert.Root status="error" mt="3">
              <Alert.Indicator />
              <Alert.Title>{t(m.loadFailed, { message: load.error ?? '' })}</Alert.Title>
            </Alert.Root>
          )}
          {load.status === 'loading' && load.requests.length === 0 ? (
            <Text mt="4">{t(m.loading)}</Text>
          ) : load.requests.length === 0 ? (
            load.status === 'ready' && (
              <Text mt="4" color="fg.muted">
                {t(m.empty)}
              </Text>
            )
          ) : (
            <Stack as="ul" listStyleType="none" p="0" mt="4" gap="4" aria-label={t(m.listLabel)}>
              {load.requests.map((request) => (
                <RefundCard key={request.id} request={request} onDecided={refresh} />
              ))}
            </Stack>
          )}
        </>
      )}
    </ConsoleSection>
  );
}

function decisionMessage(caught: unknown): string {
  if (caught instanceof PaymentsFunctionError) {
    if (caught.code === 'network' || caught.code === 'provider_unavailable') return translate(m.decisionErrors[caught.code]);
    return caught.message || translate(m.decisionErrors.unknown);
  }
  return translate(m.decisionErrors.unknown);
}

function RefundCard({ request, onDecided }: { request: RefundRequest; onDecided: () => void }) {
  const t = useT();
  const online = useOnlineStatus();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const date = (iso: string) => formatDateTime(iso);

  async function decide(approve: boolean) {
    setBusy(true);
    setOutcome(null);
    try {
      await decideRefund(request.id, approve);
      setOutcome({ ok: true, text: t(approve ? m.approved : m.declined) });
      onDecided();
    } catch (caught) {
      setOutcome({ ok: false, text: t(m.decisionFailed, { message: decisionMessage(caught) }) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root as="li" data-testid="refund-request" aria-label={t(m.requestFor, { course: request.course_title, buyer: request.buyer_name })}>
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h3" size="md" data-user-text dir="auto">
            {request.course_title}
          </Heading>
          <Badge colorPalette={request.status === 'refunded' ? 'green' : request.status === 'declined' || request.status === 'failed' ? 'red' : 'yellow'}>{t(m.statuses[request.status])}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '10rem 1fr' }} columnGap="4" rowGap="1">
          <Text as="dt" fontWeight="medium">
            {t(m.buyer)}
          </Text>
          <Text as="dd" data-user-text dir="auto">
            {request.buyer_name}
          </Text>
          <Text as="dt" fontWeight="medium">
            {t(m.amount)}
          </Text>
          <Text as="dd">{formatMoney(request.amount_minor, request.currency)}</Text>
          <Text as="dt" fontWeight="medium">
            {t(m.reason)}
          </Text>
          <Text as="dd" whiteSpace="pre-wrap" overflowWrap="anywhere" data-user-text dir="auto">
            {request.reason}
          </Text>
          <Text as="dt" fontWeight="medium">
            {t(m.requested)}
          </Text>
          <Text as="dd">{date(request.created_at)}</Text>
          {request.decided_at && (
            <>
              <Text as="dt" fontWeight="medium">
                {t(m.decided)}
              </Text>
              <Text as="dd">{date(request.decided_at)}</Text>
            </>
          )}
        </Box>
        {outcome && (
          <Text mt="3" role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'fg.success' : 'fg.error'}>
            {outcome.text}
          </Text>
        )}
        {request.status === 'requested' && (
          <HStack mt="4">
            <Button colorPalette="brand" disabled={busy || !online} onClick={() => void decide(true)}>
              {t(busy ? m.deciding : m.approve)}
            </Button>
            <Button variant="outline" colorPalette="red" disabled={busy || !online} onClick={() => void decide(false)}>
              {t(m.decline)}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
