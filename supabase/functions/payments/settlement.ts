// Settling with the provider: what it says of a transaction settled in the database (and a refund the server owes sent
// back), a decided refund sent with its idempotency key, and the provider's webhook (charges and refunds).
import type { OrderAnswer, PaymentsContext, RefundAnswer } from './context.ts';
import { ProviderError } from './provider.ts';
import { boundedText, REFERENCE, Refusal } from './requests.ts';

/**
 * Sends a claimed refund to the provider with its idempotency key and records the answer; a refund the provider
 * reports processed at once is finished now, else its refund.processed or refund.failed webhook finishes it.
 */
export async function sendRefund(ctx: PaymentsContext, requestId: string, reference: string, amountMinor: number | null, idempotencyKey: string, note: string): Promise<RefundAnswer> {
  const { refundId, status } = await ctx.needProvider().refund({ reference, amountMinor, note, idempotencyKey });
  return ctx.rpc<RefundAnswer>('payments_refund_sent', { p_request_id: requestId, p_provider_refund_id: refundId, p_provider_status: status });
}

/** Asks the provider about the order's transaction and settles what it says (idempotent in the database). */
export async function settleFromProvider(ctx: PaymentsContext, reference: string, via: 'verify' | 'webhook'): Promise<OrderAnswer> {
  const verified = await ctx.needProvider().verify(reference);
  const settled = await ctx.rpc<OrderAnswer>('payments_settle', {
    p_reference: reference,
    p_status: verified.status,
    p_amount_minor: Number.isFinite(verified.amountMinor) ? verified.amountMinor : null,
    p_currency: verified.currency,
    p_transaction_id: verified.transactionId,
    p_channel: verified.channel,
    p_via: via,
  });
  // Paid twice for one course, or the wrong amount: the payment goes back. A provider error propagates, so the
  // webhook is not acknowledged and its next delivery sends the refund again (with the same idempotency key).
  const owed = settled.auto_refund;
  if (owed) await sendRefund(ctx, owed.request_id, owed.reference, owed.amount_minor, owed.idempotency_key, 'Refunded automatically: paid twice or a wrong amount');
  return settled;
}

/** POST /webhook: the provider's signed event; acknowledged (2xx) only once it is settled, or not ours. */
export async function webhook(ctx: PaymentsContext, request: Request): Promise<unknown> {
  const chosen = ctx.needProvider();
  const raw = await boundedText(request);
  if (!(await chosen.checkWebhookSignature(raw, request.headers))) throw new Refusal(401, 'bad_signature', 'The webhook signature does not match.');
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    throw new Refusal(400, 'invalid_request', 'The webhook body is not JSON.');
  }
  const refundEvent = chosen.refundEvent(event);
  if (refundEvent) {
    if (!REFERENCE.test(refundEvent.reference)) return { received: true };
    const finished = await ctx.rpc<RefundAnswer>('payments_refund_event', {
      p_reference: refundEvent.reference,
      p_status: refundEvent.status,
      p_provider_refund_id: refundEvent.refundId,
    });
    // A refund of another integration on the same account: acknowledged, as an unknown charge is.
    return finished.error ? { received: true } : { received: true, status: finished.status };
  }
  const reference = chosen.chargeReference(event);
  if (!reference || !REFERENCE.test(reference)) return { received: true };
  const known = await ctx.rpc<OrderAnswer | null>('payments_order', { p_reference: reference });
  // Another integration's transaction on the same account: acknowledged, so the provider stops sending it.
  if (!known) return { received: true };
  // Settled already (a repeated or replayed delivery): nothing to ask the provider. (A second payment's order is
  // failed, not paid, so its deliveries still reach settle, which answers any refund of it still to send.)
  if (known.status === 'paid' || known.status === 'refunded') return { received: true, status: known.status };
  try {
    const settled = await settleFromProvider(ctx, reference, 'webhook');
    return { received: true, status: settled.status };
  } catch (error) {
    // Not acknowledged: the provider sends it again later.
    if (error instanceof ProviderError) throw new Refusal(502, 'provider_unavailable', 'The transaction could not be verified now.');
    throw error;
  }
}
