// The payments Edge Function under real Deno: supabase/functions/payments/index.ts run by the pinned Deno as deployed
// (its own imports, Deno.env, Deno.serve), given the environment Supabase gives a function, against the local backend
// and its Paystack stand-in: checkout → hosted Pay → the stand-in's signed webhook to the Deno process → enrolment, and
// forged webhooks refused, and a refund's claim and its refund.failed / refund.processed events (issue 50).
// payments.test.ts covers the whole contract through the backend's in-process copy (Node).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacSha512Hex } from '../../../supabase/functions/payments/paystack.ts';
import { standInSecretKey } from '../../../supabase/local/server.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { freePort, startDenoFunction, type DenoFunction } from '../support/deno.ts';
import { deliver, orderStatus as statusOf, paymentsCalls, pressOnCheckout, publishPaidCourse, waitFor } from '../support/payments.ts';

const appOrigin = 'http://localhost:4173';
const returnBase = `${appOrigin}/dashboard/courses/`;

let backend: TestBackend;
let fn: DenoFunction;
let creator: TestUser;
/** The function's base as the platform routes it (https://<project>.supabase.co/functions/v1/payments reaches /payments). */
let functionBase: string;

beforeAll(async () => {
  // The backend needs the function's URL (where the stand-in sends webhooks) and the function needs the backend's
  // (SUPABASE_URL): the function's port is chosen first.
  const port = await freePort();
  functionBase = `http://127.0.0.1:${port}/payments`;
  backend = await startTestBackend({ paystack: { webhookUrl: `${functionBase}/webhook` } });
  fn = await startDenoFunction({
    entry: 'supabase/functions/payments/index.ts',
    port,
    env: {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceKey,
      PAYSTACK_SECRET_KEY: standInSecretKey,
      PAYSTACK_BASE_URL: `${backend.url}/paystack`,
      PAYMENTS_RETURN_ORIGINS: appOrigin,
    },
    // Auth, REST and the stand-in all live on the backend's one port.
    reach: [backend.url],
  });
  creator = await createTestUser(backend, { fullName: 'Chidi Creator', roles: ['instructor', 'creator'] });
});

afterAll(async () => {
  await fn?.stop();
  await backend?.stop();
});

beforeEach(({ onTestFailed }) => {
  // An assertion about the database rarely says why the function failed; Deno's own log (its console.error) does.
  onTestFailed(() => console.error(`Deno (${fn.exited() ? 'exited' : 'running'}) printed:\n${fn.output() || '(nothing)'}`));
});

const paidCourse = (price = 49) => publishPaidCourse(creator, { price });
/** POSTs to a route of the Deno function as the app does (the learner's JWT and the anon key). */
const callFunction = (route: string, body: unknown, user: TestUser) => paymentsCalls(functionBase, backend.anonKey).call(route, body, user);
const checkout = (buyer: TestUser, courseId: string) =>
  paymentsCalls(functionBase, backend.anonKey).checkout(buyer, courseId, `${returnBase}${courseId}`);
const payOnCheckout = (authorizationUrl: string) => pressOnCheckout(authorizationUrl, 'pay', 'card');
const orderStatus = (orderId: string) => statusOf(backend, orderId);

/** Sends a webhook to the Deno function as a provider (or a forger) would. */
async function deliverWebhook(body: string, signature: string | null): Promise<{ status: number; code: unknown }> {
  const response = await deliver(functionBase, { body, signature });
  const answer = (await response.json()) as { error?: { code?: unknown } };
  return { status: response.status, code: answer.error?.code ?? null };
}

describe('the payments function under Deno', () => {
  it('answers as the handler does for a route it does not have', async () => {
    const response = await fetch(`${functionBase}/nope`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such payments route.' } });
  });

  it('checkout → Pay → the stand-in\'s signed charge.success to Deno settles the order and enrols the learner', async () => {
    const courseId = await paidCourse(49);
    const learner = await createTestUser(backend, { fullName: 'Bisi Buyer' });
    const order = await checkout(learner, courseId);
    expect(order.authorization_url.startsWith(`${backend.url}/paystack/checkout/`)).toBe(true);
    expect(await orderStatus(order.order_id)).toBe('pending');

    const back = await payOnCheckout(order.authorization_url);
    expect(`${back.origin}${back.pathname}`).toBe(`${returnBase}${courseId}`);
    expect(back.searchParams.get('reference')).toBe(order.reference);
    // Nothing but the webhook (sent to the Deno process only) can settle it: nobody has called /verify yet.
    await waitFor('the webhook to settle the order', async () => (await orderStatus(order.order_id)) === 'paid');
    expect(await backend.sql('select verified_via, status, amount_minor, channel from payments where order_id = $1', [order.order_id])).toEqual([
      { verified_via: 'webhook', status: 'success', amount_minor: 4900, channel: 'card' },
    ]);

    expect(await backend.sql('select count(*)::int as n from enrollments where student_id = $1 and course_id = $2 and not _deleted', [learner.id, courseId])).toEqual([{ n: 1 }]);
    const own = await learner.client.from('enrollments').select('course_id').eq('student_id', learner.id);
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ course_id: courseId }]);
    expect(await backend.sql('select count(*)::int as n from earnings where order_id = $1', [order.order_id])).toEqual([{ n: 1 }]);

    // The learner's return: Deno's /verify finds it paid; a second Buy is refused by Deno too.
    expect(await callFunction('verify', { reference: order.reference }, learner)).toEqual({ status: 200, body: { order_id: order.order_id, course_id: courseId, status: 'paid' } });
    const again = await callFunction('checkout', { course_id: courseId, return_url: `${returnBase}${courseId}` }, learner);
    expect(again.status).toBe(409);
    expect((again.body.error as { code: string }).code).toBe('already_enrolled');
  });

  it('refuses an unsigned or wrongly signed webhook, and grants nothing for a signed one the provider does not confirm', async () => {
    const courseId = await paidCourse(29);
    const learner = await createTestUser(backend);
    const order = await checkout(learner, courseId);
    const body = JSON.stringify({ event: 'charge.success', data: { reference: order.reference, status: 'success', amount: 2900, currency: 'USD' } });

    expect(await deliverWebhook(body, null)).toEqual({ status: 401, code: 'bad_signature' });
    expect(await deliverWebhook(body, '')).toEqual({ status: 401, code: 'bad_signature' });
    expect(await deliverWebhook(body, 'f'.repeat(128))).toEqual({ status: 401, code: 'bad_signature' });
    expect(await deliverWebhook(body, await hmacSha512Hex('sk_test_someone_else', body))).toEqual({ status: 401, code: 'bad_signature' });
    // The stand-in's own signature over another body: a replayed signature does not carry over.
    expect(await deliverWebhook(body, await hmacSha512Hex(standInSecretKey, body.replace('2900', '1')))).toEqual({ status: 401, code: 'bad_signature' });
    // Correctly signed, so past the check: Deno asks the stand-in, which has seen no payment, and settles nothing.
    expect(await deliverWebhook(body, await hmacSha512Hex(standInSecretKey, body))).toEqual({ status: 200, code: null });

    expect(await orderStatus(order.order_id)).toBe('pending');
    expect(await backend.sql('select count(*)::int as n from payments where order_id = $1', [order.order_id])).toEqual([{ n: 0 }]);
    expect(await backend.sql('select count(*)::int as n from enrollments where student_id = $1 and course_id = $2', [learner.id, courseId])).toEqual([{ n: 0 }]);
  });

  it('refunds once (issue 50): a claimed refund refuses a second approver; refund.failed and refund.processed events finish it', async () => {
    const [adminOne, adminTwo] = await Promise.all([createTestUser(backend, { roles: ['admin'] }), createTestUser(backend, { roles: ['admin'] })]);
    const courseId = await paidCourse(49);
    const learner = await createTestUser(backend);
    const order = await checkout(learner, courseId);
    await payOnCheckout(order.authorization_url);
    await waitFor('the webhook to settle the order', async () => (await orderStatus(order.order_id)) === 'paid');
    const requestId = (await learner.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: 'I bought the wrong course, sorry.' })).data as string;
    const service = createTestClient(backend, backend.serviceKey);
    const refundStatus = async () => (await backend.sql<{ status: string }>('select status from refund_requests where id = $1', [requestId]))[0]!.status;

    // One approver's function holds the claim: Deno tells the second it is already being processed.
    expect((await service.rpc('payments_refund_prepare', { p_admin_id: adminOne.id, p_request_id: requestId, p_approve: true })).data).toMatchObject({ status: 'processing' });
    const second = await callFunction('refunds/decide', { request_id: requestId, approve: true }, adminTwo);
    expect([second.status, (second.body.error as { code: string }).code]).toEqual([409, 'refund_in_progress']);

    // The provider's signed refund.failed ends it as failed; the purchase stays.
    const event = (name: string) => JSON.stringify({ event: name, data: { id: 5, status: name.slice('refund.'.length), transaction_reference: order.reference } });
    const failed = event('refund.failed');
    expect(await deliverWebhook(failed, await hmacSha512Hex(standInSecretKey, failed))).toEqual({ status: 200, code: null });
    expect(await refundStatus()).toBe('failed');
    expect(await orderStatus(order.order_id)).toBe('paid');
    // A processed event after the failure changes nothing; on a claimed request it refunds.
    const processed = event('refund.processed');
    expect(await deliverWebhook(processed, await hmacSha512Hex(standInSecretKey, processed))).toEqual({ status: 200, code: null });
    expect(await refundStatus()).toBe('failed');
    await backend.sql(`update refund_requests set status = 'processing' where id = $1`, [requestId]);
    expect(await deliverWebhook(processed, await hmacSha512Hex(standInSecretKey, processed))).toEqual({ status: 200, code: null });
    expect(await refundStatus()).toBe('refunded');
    expect(await orderStatus(order.order_id)).toBe('refunded');
    expect(await deliverWebhook(processed, 'f'.repeat(128))).toEqual({ status: 401, code: 'bad_signature' });
  });
});
