// The admin's refund decision, POST /refunds/decide: the request claimed (or declined) in the database, then an
// approved refund sent to the provider; a provider that refuses gives the claim back.
import type { PaymentsContext, RefundAnswer } from './context.ts';
import { ProviderError } from './provider.ts';
import { jsonBody, refuseFromDb, Refusal, UUID } from './requests.ts';
import { sendRefund } from './settlement.ts';

export async function decideRefund(ctx: PaymentsContext, request: Request): Promise<unknown> {
  const user = await ctx.caller(request);
  const body = await jsonBody(request);
  const requestId = body.request_id;
  if (typeof requestId !== 'string' || !UUID.test(requestId)) throw new Refusal(400, 'invalid_request', 'request_id must be a refund request id.');
  if (typeof body.approve !== 'boolean') throw new Refusal(400, 'invalid_request', 'approve must be true or false.');
  // Claims the request (requested → processing) atomically: a second approver meanwhile is refused with
  // refund_in_progress and never reaches the provider.
  const prepared = await ctx.rpc<{ error?: string; request_id: string; status: string; final: boolean; reference?: string; amount_minor?: number; idempotency_key?: string }>(
    'payments_refund_prepare',
    { p_admin_id: user.id, p_request_id: requestId, p_approve: body.approve },
  );
  refuseFromDb(prepared);
  if (prepared.final) return { request_id: prepared.request_id, status: prepared.status };
  let sent: RefundAnswer;
  try {
    sent = await sendRefund(ctx, requestId, prepared.reference!, prepared.amount_minor!, prepared.idempotency_key!, '30-day money-back guarantee');
  } catch (error) {
    if (error instanceof ProviderError) {
      // Refused or unreachable: the claim is given back, so an admin can approve again (same idempotency key).
      await ctx.rpc('payments_refund_release', { p_request_id: requestId, p_detail: error.message });
      throw new Refusal(502, 'provider_unavailable', 'The payment provider did not accept the refund; nothing changed. Try again.');
    }
    throw error;
  }
  refuseFromDb(sent);
  return { request_id: sent.request_id, status: sent.status };
}
