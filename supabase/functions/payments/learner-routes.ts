// The learner's routes: POST /checkout opens an order and the provider's checkout for it (or hands back the one
// already open); POST /verify tells the app where an order stands, asking the provider when it is still open.
import type { OrderAnswer, PaymentsContext } from './context.ts';
import { ProviderError } from './provider.ts';
import { jsonBody, messages, REFERENCE, refuseFromDb, Refusal, UUID } from './requests.ts';
import { settleFromProvider } from './settlement.ts';

export async function checkout(ctx: PaymentsContext, request: Request): Promise<unknown> {
  const user = await ctx.caller(request);
  const body = await jsonBody(request);
  const courseId = body.course_id;
  if (typeof courseId !== 'string' || !UUID.test(courseId)) throw new Refusal(400, 'invalid_request', 'course_id must be a course id.');
  const code = body.referral_code;
  if (code !== undefined && code !== null && (typeof code !== 'string' || code.length > 40)) throw new Refusal(400, 'invalid_request', 'referral_code must be a short text or null.');
  let returnUrl: URL;
  try {
    returnUrl = new URL(String(body.return_url));
  } catch {
    throw new Refusal(400, 'invalid_return_url', 'return_url must be an address of the app.');
  }
  if (!ctx.returnOrigins.includes('*') && !ctx.returnOrigins.includes(returnUrl.origin)) throw new Refusal(400, 'invalid_return_url', 'return_url must be an address of the app.');
  const chosen = ctx.needProvider();

  const order = await ctx.rpc<OrderAnswer>('payments_create_order', { p_buyer_id: user.id, p_course_id: courseId, p_referral_code: code ?? null });
  refuseFromDb(order);
  if (order.authorization_url) return { order_id: order.order_id, reference: order.reference, authorization_url: order.authorization_url };
  if (order.reused) throw new Refusal(409, 'checkout_in_progress', messages.checkout_in_progress!);
  let authorizationUrl: string;
  try {
    ({ authorizationUrl } = await chosen.initialize({
      reference: order.reference,
      email: order.email ?? user.email ?? '',
      amountMinor: order.amount_minor,
      currency: order.currency,
      callbackUrl: returnUrl.toString(),
      metadata: { order_id: order.order_id, course_id: order.course_id },
    }));
  } catch (error) {
    await ctx.rpc('payments_abort', { p_order_id: order.order_id, p_reason: `initialize: ${(error as Error).message}` });
    if (error instanceof ProviderError) throw new Refusal(502, 'provider_unavailable', 'The payment provider could not be reached; nothing was charged. Try again.');
    throw error;
  }
  const saved = await ctx.rpc<OrderAnswer>('payments_set_authorization', { p_order_id: order.order_id, p_authorization_url: authorizationUrl });
  return { order_id: saved.order_id, reference: saved.reference, authorization_url: saved.authorization_url };
}

export async function verify(ctx: PaymentsContext, request: Request): Promise<unknown> {
  const user = await ctx.caller(request);
  const body = await jsonBody(request);
  const reference = body.reference;
  if (typeof reference !== 'string' || !REFERENCE.test(reference)) throw new Refusal(400, 'invalid_request', 'reference must be an order reference.');
  let order = await ctx.rpc<OrderAnswer | null>('payments_order', { p_reference: reference });
  if (!order || order.buyer_id !== user.id) throw new Refusal(404, 'order_not_found', messages.order_not_found!);
  if (['pending', 'failed', 'abandoned'].includes(order.status) && order.authorization_url) {
    try {
      order = await settleFromProvider(ctx, reference, 'verify');
    } catch (error) {
      if (error instanceof ProviderError) throw new Refusal(502, 'provider_unavailable', 'The payment provider could not be reached; try again.');
      throw error;
    }
  }
  return { order_id: order.order_id, course_id: order.course_id, status: order.status };
}
