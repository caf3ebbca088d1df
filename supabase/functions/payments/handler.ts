// The payments Edge Function as a plain (Request) => Promise<Response> made from an environment record: checkout,
// verify, the provider's webhook (charges and refunds) and the admin's refund decision (contract: notes of issues 24
// and 50, ARCHITECTURE §12).
// It reaches the database only through PostgREST RPCs with the service role key (the settlement functions of
// migration 20261101000000 refuse any other caller) and learns who calls from Auth with the caller's JWT.
// Web APIs and relative imports only, so Deno (Supabase) and Node (supabase/local/server.ts) run the same file.
import { createPaystack } from './paystack.ts';
import { ProviderError, type PaymentProvider } from './provider.ts';

export type PaymentsEnv = Record<string, string | undefined>;

export interface PaymentsOptions {
  /** The provider to use instead of the one the environment names (tests). */
  provider?: PaymentProvider;
  fetch?: typeof fetch;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Largest body read (checkout and webhook bodies are a few hundred bytes to a few KiB). */
const MAX_BODY_CHARS = 64 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^[A-Za-z0-9.=-]{8,100}$/;

const messages: Record<string, string> = {
  course_not_found: 'This course does not exist or is not published.',
  free_course: 'This course is free: enrol without paying.',
  own_course: 'You cannot buy your own course.',
  already_enrolled: 'You are already enrolled in this course.',
  checkout_in_progress: 'A checkout for this course is being started; try again in a moment.',
  order_not_found: 'No such order of yours.',
  request_not_found: 'No such refund request.',
  order_not_paid: 'Only a paid order can be refunded.',
  not_admin: 'Only admins decide refunds.',
  refund_in_progress: 'This refund is already being processed: another approval reached the payment provider first.',
  own_refund: 'You cannot decide a refund of your own order: another admin decides it.',
};

/** Origins a checkout may send the learner back to: comma-separated, `*` for any. */
function readOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')
    .map((o) => (o === '*' ? o : new URL(o).origin));
}

export function createPaymentsHandler(env: PaymentsEnv, options: PaymentsOptions = {}): (request: Request) => Promise<Response> {
  const supabaseUrl = (env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const anonKey = env.SUPABASE_ANON_KEY ?? serviceKey;
  const returnOrigins = readOrigins(env.PAYMENTS_RETURN_ORIGINS);
  const corsOrigins = readOrigins(env.PAYMENTS_CORS_ORIGINS ?? env.PAYMENTS_RETURN_ORIGINS);
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const provider: PaymentProvider | null =
    options.provider ?? (env.PAYSTACK_SECRET_KEY ? createPaystack({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL, fetch: doFetch }) : null);

  function needProvider(): PaymentProvider {
    if (!provider) throw new Refusal(503, 'payments_not_configured', 'Payments are not configured on this server (PAYSTACK_SECRET_KEY).');
    return provider;
  }

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await doFetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new Error(`rpc ${name} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return (await response.json()) as T;
  }

  /** The signed-in caller, from Auth with their own token. */
  async function caller(request: Request): Promise<{ id: string; email: string | null }> {
    const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
    const token = match?.[1]?.trim();
    if (!token || token === anonKey || token === serviceKey) throw new Refusal(401, 'not_signed_in', 'Sign in first.');
    const response = await doFetch(`${supabaseUrl}/auth/v1/user`, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Refusal(401, 'not_signed_in', 'Your session has ended: sign in again.');
    const user = (await response.json()) as { id?: unknown; email?: unknown };
    if (typeof user.id !== 'string') throw new Refusal(401, 'not_signed_in', 'Sign in first.');
    return { id: user.id, email: typeof user.email === 'string' ? user.email : null };
  }

  async function boundedText(request: Request): Promise<string> {
    const text = await request.text();
    if (text.length > MAX_BODY_CHARS) throw new Refusal(413, 'payload_too_large', 'The request body is too large.');
    return text;
  }

  async function jsonBody(request: Request): Promise<Record<string, unknown>> {
    const text = await boundedText(request);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Refusal(400, 'invalid_request', 'The body must be a JSON object.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Refusal(400, 'invalid_request', 'The body must be a JSON object.');
    return body as Record<string, unknown>;
  }

  function refuseFromDb(answer: { error?: string }): void {
    if (!answer.error) return;
    const status = { course_not_found: 404, order_not_found: 404, request_not_found: 404, free_course: 400, own_course: 400, already_enrolled: 409, order_not_paid: 409, not_admin: 403, refund_in_progress: 409, own_refund: 403 }[answer.error] ?? 400;
    throw new Refusal(status, answer.error, messages[answer.error] ?? answer.error);
  }

  /** A refund the server owes without anyone's decision (a second payment for a course already paid, a wrong amount). */
  type AutoRefund = { request_id: string; reference: string; idempotency_key: string; amount_minor: number | null };
  type OrderAnswer = { error?: string; order_id: string; course_id: string; buyer_id: string; status: string; reference: string; authorization_url: string | null; amount_minor: number; currency: string; reused?: boolean; email?: string | null; auto_refund?: AutoRefund | null };
  type RefundAnswer = { error?: string; request_id: string; status: string };

  async function checkout(request: Request): Promise<unknown> {
    const user = await caller(request);
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
    if (!returnOrigins.includes('*') && !returnOrigins.includes(returnUrl.origin)) throw new Refusal(400, 'invalid_return_url', 'return_url must be an address of the app.');
    const chosen = needProvider();

    const order = await rpc<OrderAnswer>('payments_create_order', { p_buyer_id: user.id, p_course_id: courseId, p_referral_code: code ?? null });
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
      await rpc('payments_abort', { p_order_id: order.order_id, p_reason: `initialize: ${(error as Error).message}` });
      if (error instanceof ProviderError) throw new Refusal(502, 'provider_unavailable', 'The payment provider could not be reached; nothing was charged. Try again.');
      throw error;
    }
    const saved = await rpc<OrderAnswer>('payments_set_authorization', { p_order_id: order.order_id, p_authorization_url: authorizationUrl });
    return { order_id: saved.order_id, reference: saved.reference, authorization_url: saved.authorization_url };
  }

  /**
   * Sends a claimed refund to the provider with its idempotency key and records the answer; a refund the provider
   * reports processed at once is finished now, else its refund.processed or refund.failed webhook finishes it.
   */
  async function sendRefund(requestId: string, reference: string, amountMinor: number | null, idempotencyKey: string, note: string): Promise<RefundAnswer> {
    const { refundId, status } = await needProvider().refund({ reference, amountMinor, note, idempotencyKey });
    return rpc<RefundAnswer>('payments_refund_sent', { p_request_id: requestId, p_provider_refund_id: refundId, p_provider_status: status });
  }

  /** Asks the provider about the order's transaction and settles what it says (idempotent in the database). */
  async function settleFromProvider(reference: string, via: 'verify' | 'webhook'): Promise<OrderAnswer> {
    const verified = await needProvider().verify(reference);
    const settled = await rpc<OrderAnswer>('payments_settle', {
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
    if (owed) await sendRefund(owed.request_id, owed.reference, owed.amount_minor, owed.idempotency_key, 'Refunded automatically: paid twice or a wrong amount');
    return settled;
  }

  async function verify(request: Request): Promise<unknown> {
    const user = await caller(request);
    const body = await jsonBody(request);
    const reference = body.reference;
    if (typeof reference !== 'string' || !REFERENCE.test(reference)) throw new Refusal(400, 'invalid_request', 'reference must be an order reference.');
    let order = await rpc<OrderAnswer | null>('payments_order', { p_reference: reference });
    if (!order || order.buyer_id !== user.id) throw new Refusal(404, 'order_not_found', messages.order_not_found!);
    if (['pending', 'failed', 'abandoned'].includes(order.status) && order.authorization_url) {
      try {
        order = await settleFromProvider(reference, 'verify');
      } catch (error) {
        if (error instanceof ProviderError) throw new Refusal(502, 'provider_unavailable', 'The payment provider could not be reached; try again.');
        throw error;
      }
    }
    return { order_id: order.order_id, course_id: order.course_id, status: order.status };
  }

  async function webhook(request: Request): Promise<unknown> {
    const chosen = needProvider();
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
      const finished = await rpc<RefundAnswer>('payments_refund_event', {
        p_reference: refundEvent.reference,
        p_status: refundEvent.status,
        p_provider_refund_id: refundEvent.refundId,
      });
      // A refund of another integration on the same account: acknowledged, as an unknown charge is.
      return finished.error ? { received: true } : { received: true, status: finished.status };
    }
    const reference = chosen.chargeReference(event);
    if (!reference || !REFERENCE.test(reference)) return { received: true };
    const known = await rpc<OrderAnswer | null>('payments_order', { p_reference: reference });
    // Another integration's transaction on the same account: acknowledged, so the provider stops sending it.
    if (!known) return { received: true };
    // Settled already (a repeated or replayed delivery): nothing to ask the provider. (A second payment's order is
    // failed, not paid, so its deliveries still reach settle, which answers any refund of it still to send.)
    if (known.status === 'paid' || known.status === 'refunded') return { received: true, status: known.status };
    try {
      const settled = await settleFromProvider(reference, 'webhook');
      return { received: true, status: settled.status };
    } catch (error) {
      // Not acknowledged: the provider sends it again later.
      if (error instanceof ProviderError) throw new Refusal(502, 'provider_unavailable', 'The transaction could not be verified now.');
      throw error;
    }
  }

  async function decideRefund(request: Request): Promise<unknown> {
    const user = await caller(request);
    const body = await jsonBody(request);
    const requestId = body.request_id;
    if (typeof requestId !== 'string' || !UUID.test(requestId)) throw new Refusal(400, 'invalid_request', 'request_id must be a refund request id.');
    if (typeof body.approve !== 'boolean') throw new Refusal(400, 'invalid_request', 'approve must be true or false.');
    // Claims the request (requested → processing) atomically: a second approver meanwhile is refused with
    // refund_in_progress and never reaches the provider.
    const prepared = await rpc<{ error?: string; request_id: string; status: string; final: boolean; reference?: string; amount_minor?: number; idempotency_key?: string }>(
      'payments_refund_prepare',
      { p_admin_id: user.id, p_request_id: requestId, p_approve: body.approve },
    );
    refuseFromDb(prepared);
    if (prepared.final) return { request_id: prepared.request_id, status: prepared.status };
    let sent: RefundAnswer;
    try {
      sent = await sendRefund(requestId, prepared.reference!, prepared.amount_minor!, prepared.idempotency_key!, '30-day money-back guarantee');
    } catch (error) {
      if (error instanceof ProviderError) {
        // Refused or unreachable: the claim is given back, so an admin can approve again (same idempotency key).
        await rpc('payments_refund_release', { p_request_id: requestId, p_detail: error.message });
        throw new Refusal(502, 'provider_unavailable', 'The payment provider did not accept the refund; nothing changed. Try again.');
      }
      throw error;
    }
    refuseFromDb(sent);
    return { request_id: sent.request_id, status: sent.status };
  }

  const routes: Record<string, (request: Request) => Promise<unknown>> = {
    '/checkout': checkout,
    '/verify': verify,
    '/webhook': webhook,
    '/refunds/decide': decideRefund,
  };

  function corsHeaders(request: Request): Record<string, string> {
    const origin = request.headers.get('origin');
    if (!origin || !(corsOrigins.includes('*') || corsOrigins.includes(origin))) return {};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
      Vary: 'Origin',
    };
  }

  return async (request: Request): Promise<Response> => {
    const cors = corsHeaders(request);
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    // Hosted: /payments/<route>; locally /functions/v1/payments/<route>.
    const path = /\/payments(\/.*)?$/.exec(new URL(request.url).pathname)?.[1]?.replace(/\/+$/, '') ?? '';
    const route = routes[path];
    if (!route) return reply(404, { error: { code: 'not_found', message: 'No such payments route.' } });
    if (request.method !== 'POST') return reply(405, { error: { code: 'method_not_allowed', message: 'Use POST.' } });
    try {
      return reply(200, await route(request));
    } catch (error) {
      if (error instanceof Refusal) return reply(error.status, { error: { code: error.code, message: error.message } });
      console.error(`[payments] ${path}: ${(error as Error)?.message ?? String(error)}`);
      return reply(500, { error: { code: 'internal', message: 'Something went wrong on the server; nothing was charged twice. Try again.' } });
    }
  };
}
