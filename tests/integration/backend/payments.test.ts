// Paid enrolment, earnings, commissions and refunds (issue 24): the payments Edge Function served by the local backend,
// the local Paystack stand-in (hosted checkout, signed webhooks with retries, verify, refund), the settlement RPCs of
// supabase/schemas/06_payments.sql, the learners' RPCs, row-level security of every money table and the read models' shapes.
// Webhooks go through a relay the test controls, so it can hold, fail, repeat and reorder deliveries.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacSha512Hex } from '../../../supabase/functions/payments/paystack.ts';
import { standInSecretKey } from '../../../supabase/local/server.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import {
  deliver as deliverTo,
  functionBaseOf,
  paymentsCalls,
  pressOnCheckout as press,
  publishPaidCourse,
  startWebhookRelay,
  waitFor,
  type Delivery,
  type WebhookRelay,
} from '../support/payments.ts';
import { pull, push } from '../support/sync-calls.ts';

let backend: TestBackend;
let service: SupabaseClient;
let creator: TestUser;
let affiliate: TestUser;
let admin: TestUser;
let relay: WebhookRelay;
let calls: ReturnType<typeof paymentsCalls>;
/** Every webhook the stand-in sent (the relay's list, emptied before each test). */
let deliveries: Delivery[];
const returnBase = 'http://localhost:4173/dashboard/courses/';

beforeAll(async () => {
  // The stand-in's webhooks reach the function through a relay the test controls.
  relay = await startWebhookRelay();
  deliveries = relay.deliveries;
  backend = await startTestBackend({ paystack: { webhookUrl: relay.url, webhookBackoffMs: 20 } });
  relay.target = backend;
  calls = paymentsCalls(functionBaseOf(backend), backend.anonKey);
  service = createTestClient(backend, backend.serviceKey);
  [creator, affiliate, admin] = await Promise.all([
    createTestUser(backend, { fullName: 'Chidi Creator', roles: ['instructor', 'creator'] }),
    createTestUser(backend, { fullName: 'Afia Affiliate', roles: ['affiliate'] }),
    createTestUser(backend, { fullName: 'Ada Admin', roles: ['admin'] }),
  ]);
});

afterAll(async () => {
  await backend?.stop();
  await relay?.close();
});

beforeEach(() => relay.reset());

const deliver = (d: Delivery) => deliverTo(functionBaseOf(backend), d);
const paidCourse = (price = 49, affiliatePercent = 20) => publishPaidCourse(creator, { price, affiliatePercent });
const callFunction = (route: string, body: unknown, user?: TestUser) => calls.call(route, body, user);
const checkout = (buyer: TestUser, courseId: string, referralCode: string | null = null) =>
  calls.checkout(buyer, courseId, `${returnBase}${courseId}`, referralCode);

/** Presses a button on the stand-in's hosted checkout (mobile money unless said); answers where it sends the learner back. */
const pressOnCheckout = (authorizationUrl: string, action: 'pay' | 'decline' | 'abandon', channel = 'mobile_money') =>
  press(authorizationUrl, action, channel);

async function codeOf(user: TestUser): Promise<string> {
  const rows = await backend.sql<{ code: string }>('select code from affiliate_codes where user_id = $1', [user.id]);
  return rows[0]!.code;
}

async function orderRow(orderId: string) {
  return (await backend.sql<{ status: string; status_reason: string | null; affiliate_id: string | null }>('select status, status_reason, affiliate_id from orders where id = $1', [orderId]))[0]!;
}

/** How many enrolment, earning and commission rows one purchase has, and whether the enrolment is live. */
async function moneyRows(orderId: string, buyer: TestUser, courseId: string) {
  const [counts] = await backend.sql<{ enrolments: number; live: number; earnings: number; commissions: number; payments: number }>(
    `select (select count(*)::int from enrollments where student_id = $2 and course_id = $3) as enrolments,
            (select count(*)::int from enrollments where student_id = $2 and course_id = $3 and not _deleted) as live,
            (select count(*)::int from earnings where order_id = $1) as earnings,
            (select count(*)::int from commissions where order_id = $1) as commissions,
            (select count(*)::int from payments where order_id = $1) as payments`,
    [orderId, buyer.id, courseId],
  );
  return counts!;
}

describe('the purchase loop through the function and the stand-in', () => {
  it('checkout → Pay → signed webhook settles before the return; duplicates and the verify call change nothing', async () => {
    const courseId = await paidCourse(49, 20);
    const buyer = await createTestUser(backend, { fullName: 'Bisi Buyer' });
    const order = await checkout(buyer, courseId, await codeOf(affiliate));
    expect(order.authorization_url).toMatch(new RegExp(`^${backend.url}/paystack/checkout/`));
    // Pressing Buy twice finds the same order and checkout.
    expect(await checkout(buyer, courseId, await codeOf(affiliate))).toEqual(order);

    const back = await pressOnCheckout(order.authorization_url, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(`${returnBase}${courseId}`);
    expect(back.searchParams.get('reference')).toBe(order.reference);
    expect(back.searchParams.get('trxref')).toBe(order.reference);
    await waitFor('the webhook to settle the order', async () => (await orderRow(order.order_id)).status === 'paid');

    const verified = await callFunction('verify', { reference: order.reference }, buyer);
    expect(verified).toEqual({ status: 200, body: { order_id: order.order_id, course_id: courseId, status: 'paid' } });
    for (const d of [...deliveries, ...deliveries]) expect((await deliver(d)).status).toBe(200);

    expect(await moneyRows(order.order_id, buyer, courseId)).toEqual({ enrolments: 1, live: 1, earnings: 1, commissions: 1, payments: 1 });
    expect(await backend.sql('select amount_minor, fee_minor, currency from earnings where order_id = $1', [order.order_id])).toEqual([{ amount_minor: 4900 - 490 - 980, fee_minor: 490, currency: 'USD' }]);
    expect(await backend.sql('select amount_minor, affiliate_id from commissions where order_id = $1', [order.order_id])).toEqual([{ amount_minor: 980, affiliate_id: affiliate.id }]);
    expect(await backend.sql('select channel, status, amount_minor from payments where order_id = $1', [order.order_id])).toEqual([{ channel: 'mobile_money', status: 'success', amount_minor: 4900 }]);
    // Bought already: a third Buy is refused.
    const again = await callFunction('checkout', { course_id: courseId, return_url: `${returnBase}${courseId}` }, buyer);
    expect(again.status).toBe(409);
    expect((again.body.error as { code: string }).code).toBe('already_enrolled');
  });

  it('a lost webhook: the return verifies and settles; the webhook arriving later changes nothing', async () => {
    relay.mode = 'hold';
    const courseId = await paidCourse(29, 10);
    const buyer = await createTestUser(backend);
    const order = await checkout(buyer, courseId);
    await pressOnCheckout(order.authorization_url, 'pay', 'card');
    await waitFor('the held webhook', async () => deliveries.length === 1);
    expect((await orderRow(order.order_id)).status).toBe('pending');

    const verified = await callFunction('verify', { reference: order.reference }, buyer);
    expect(verified.body.status).toBe('paid');
    expect((await deliver(deliveries[0]!)).status).toBe(200);
    expect(await moneyRows(order.order_id, buyer, courseId)).toEqual({ enrolments: 1, live: 1, earnings: 1, commissions: 0, payments: 1 });
  });

  it('a lost return and unacknowledged webhooks: retried with backoff until the webhook alone settles', async () => {
    relay.mode = 'fail';
    relay.failures = 2;
    const courseId = await paidCourse();
    const buyer = await createTestUser(backend);
    const order = await checkout(buyer, courseId);
    await pressOnCheckout(order.authorization_url, 'pay', 'ussd');
    await waitFor('the third delivery to settle the order', async () => (await orderRow(order.order_id)).status === 'paid');
    expect(deliveries.length).toBe(3);
    expect(await moneyRows(order.order_id, buyer, courseId)).toEqual({ enrolments: 1, live: 1, earnings: 1, commissions: 0, payments: 1 });
  });

  it('a declined or abandoned payment leaves no enrolment and says so', async () => {
    relay.mode = 'hold';
    const courseId = await paidCourse();
    for (const [action, status] of [['decline', 'failed'], ['abandon', 'abandoned']] as const) {
      const buyer = await createTestUser(backend);
      const order = await checkout(buyer, courseId);
      const back = await pressOnCheckout(order.authorization_url, action);
      expect(back.searchParams.get('reference')).toBe(order.reference);
      const verified = await callFunction('verify', { reference: order.reference }, buyer);
      expect(verified.body.status).toBe(status);
      expect(await moneyRows(order.order_id, buyer, courseId)).toEqual({ enrolments: 0, live: 0, earnings: 0, commissions: 0, payments: 1 });
    }
    expect(deliveries).toEqual([]);
  });

  it('refuses a forged webhook (bad signature or another key), and a verify by someone else', async () => {
    relay.mode = 'hold';
    const courseId = await paidCourse();
    const buyer = await createTestUser(backend);
    const order = await checkout(buyer, courseId);
    const body = JSON.stringify({ event: 'charge.success', data: { reference: order.reference, status: 'success', amount: 4900, currency: 'USD' } });
    expect((await deliver({ body, signature: 'f'.repeat(128) })).status).toBe(401);
    expect((await deliver({ body, signature: await hmacSha512Hex('sk_test_someone_else', body) })).status).toBe(401);
    expect((await deliver({ body, signature: '' })).status).toBe(401);
    // Correctly signed, but the provider says the charge never happened: nothing is granted.
    expect((await deliver({ body, signature: await hmacSha512Hex(standInSecretKey, body) })).status).toBe(200);
    expect((await orderRow(order.order_id)).status).toBe('pending');
    const stranger = await createTestUser(backend);
    expect((await callFunction('verify', { reference: order.reference }, stranger)).status).toBe(404);
    expect(await moneyRows(order.order_id, buyer, courseId)).toEqual({ enrolments: 0, live: 0, earnings: 0, commissions: 0, payments: 0 });
  });

  it('refuses a payment whose amount or currency differs from the order: no enrolment, the order marked, audited, refunded', async () => {
    relay.mode = 'forward';
    const courseId = await paidCourse(49, 0);
    for (const [amount, currency] of [[100, 'USD'], [4900, 'NGN']] as const) {
      const buyer = await createTestUser(backend);
      const order = (await service.rpc('payments_create_order', { p_buyer_id: buyer.id, p_course_id: courseId })).data as { order_id: string; reference: string };
      // A transaction for the order's reference started elsewhere with another amount (a tampered client-side checkout).
      const started = await fetch(`${backend.url}/paystack/transaction/initialize`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${standInSecretKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: buyer.email, amount, currency, reference: order.reference }),
      });
      const url = ((await started.json()) as { data: { authorization_url: string } }).data.authorization_url;
      const paid = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay&channel=card', redirect: 'manual' });
      expect(paid.status).toBe(200);
      // Refused, and the payment refunded automatically (issue 50): the order ends refunded, still marked.
      await waitFor('the mismatched payment to be refunded', async () => (await orderRow(order.order_id)).status === 'refunded');
      expect(await orderRow(order.order_id)).toMatchObject({ status: 'refunded', status_reason: 'amount_mismatch' });
      expect(await moneyRows(order.order_id, buyer, courseId)).toMatchObject({ enrolments: 0, earnings: 0, commissions: 0 });
      expect(await backend.sql('select status, automatic from refund_requests where order_id = $1', [order.order_id])).toEqual([{ status: 'refunded', automatic: true }]);
      const actions = await backend.sql<{ action: string }>('select action from audit_log where target_id = $1', [order.order_id]);
      expect(actions.map((a) => a.action).sort()).toEqual(['payment.mismatch', 'refund.automatic']);
    }
  });

  it('answers the contract\'s errors for checkout', async () => {
    const buyer = await createTestUser(backend);
    const courseId = await paidCourse();
    const code = async (status: number, body: unknown, user?: TestUser) => {
      const answer = await callFunction('checkout', body, user);
      expect(answer.status).toBe(status);
      return (answer.body.error as { code: string }).code;
    };
    expect(await code(401, { course_id: courseId, return_url: `${returnBase}x` })).toBe('not_signed_in');
    expect(await code(404, { course_id: randomUUID(), return_url: `${returnBase}x` }, buyer)).toBe('course_not_found');
    const free = await paidCourse(0);
    expect(await code(400, { course_id: free, return_url: `${returnBase}x` }, buyer)).toBe('free_course');
    expect(await code(400, { course_id: courseId, return_url: `${returnBase}x` }, creator)).toBe('own_course');
    expect(await code(400, { course_id: courseId, return_url: 'https://evil.example/steal' }, buyer)).toBe('invalid_return_url');
    const wrongMethod = await fetch(`${backend.url}/functions/v1/payments/checkout`);
    expect(wrongMethod.status).toBe(405);
    expect(await backend.sql('select 1 from orders where buyer_id = $1', [buyer.id])).toEqual([]);
  });
});

describe('refunds', () => {
  async function boughtCourse() {
    const courseId = await paidCourse(49, 20);
    const buyer = await createTestUser(backend);
    const order = await checkout(buyer, courseId, await codeOf(affiliate));
    await pressOnCheckout(order.authorization_url, 'pay');
    await waitFor('the order to be paid', async () => (await orderRow(order.order_id)).status === 'paid');
    return { courseId, buyer, order };
  }

  it('the buyer only, a paid order, within 30 days, a reason of 10 to 1000 characters, once', async () => {
    const { buyer, order } = await boughtCourse();
    const stranger = await createTestUser(backend);
    const ask = (user: TestUser, reason = 'The course did not match its description.') => user.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: reason });
    expect((await ask(stranger)).error?.message).toBe('No such order of yours');
    expect((await ask(buyer, 'too short')).error?.message).toBe('The reason must be 10 to 1000 characters');
    expect((await createTestClient(backend).rpc('request_refund', { p_order_id: order.order_id, p_reason: 'The course did not match.' })).error).not.toBeNull();
    await backend.sql(`update orders set refundable_until = now() - interval '1 minute' where id = $1`, [order.order_id]);
    expect((await ask(buyer)).error?.message).toMatch(/^The 30-day money-back guarantee for this order ended on /);
    await backend.sql(`update orders set refundable_until = now() + interval '29 days' where id = $1`, [order.order_id]);
    const first = await ask(buyer);
    expect(first.error).toBeNull();
    expect(typeof first.data).toBe('string');
    expect((await ask(buyer)).error?.message).toBe('A refund was already requested for this order');
    // An order not paid (yet) cannot be refunded.
    const courseId = await paidCourse();
    const pending = (await service.rpc('payments_create_order', { p_buyer_id: stranger.id, p_course_id: courseId })).data as { order_id: string; status: string };
    expect(pending.status).toBe('pending');
    const early = await stranger.client.rpc('request_refund', { p_order_id: pending.order_id, p_reason: 'I have not even paid yet.' });
    expect(early.error?.message).toBe('Only a paid order can be refunded (this one is pending)');
  });

  it('an admin\'s approval refunds through the provider and reverses enrolment, earning and commission, audited; a replayed webhook revives nothing', async () => {
    const { courseId, buyer, order } = await boughtCourse();
    const charge = deliveries[0]!;
    const requestId = (await buyer.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: 'I bought the wrong course, sorry.' })).data as string;

    const byLearner = await callFunction('refunds/decide', { request_id: requestId, approve: true }, buyer);
    expect([byLearner.status, (byLearner.body.error as { code: string }).code]).toEqual([403, 'not_admin']);
    const approved = await callFunction('refunds/decide', { request_id: requestId, approve: true }, admin);
    expect(approved).toEqual({ status: 200, body: { request_id: requestId, status: 'refunded' } });
    // A second decision (another admin, a retried request) changes nothing and asks the provider nothing.
    expect((await callFunction('refunds/decide', { request_id: requestId, approve: false }, admin)).body).toEqual({ request_id: requestId, status: 'refunded' });

    expect(await orderRow(order.order_id)).toMatchObject({ status: 'refunded' });
    expect(await moneyRows(order.order_id, buyer, courseId)).toEqual({ enrolments: 1, live: 0, earnings: 1, commissions: 1, payments: 1 });
    expect(await backend.sql('select count(*)::int as n from earnings where order_id = $1 and reversed_at is not null', [order.order_id])).toEqual([{ n: 1 }]);
    expect(await backend.sql('select count(*)::int as n from commissions where order_id = $1 and reversed_at is not null', [order.order_id])).toEqual([{ n: 1 }]);
    expect(await backend.sql('select status, decided_by, provider_refund_id is not null as has_refund_id from refund_requests where id = $1', [requestId])).toEqual([{ status: 'refunded', decided_by: admin.id, has_refund_id: true }]);
    expect(await backend.sql('select action, actor_id, target_user_id from audit_log where target_id = $1', [order.order_id])).toEqual([{ action: 'refund.approved', actor_id: admin.id, target_user_id: buyer.id }]);

    // The old webhook again, and the learner trying to revive the enrolment from a device.
    expect((await deliver(charge)).status).toBe(200);
    const revive = await buyer.client.from('enrollments').update({ _deleted: false }).eq('student_id', buyer.id).eq('course_id', courseId).select();
    expect(revive.error?.message).toBe('A paid course is enrolled in by buying it');
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'refunded' });
    expect(await moneyRows(order.order_id, buyer, courseId)).toMatchObject({ live: 0 });
    // The tombstone reaches the buyer's devices.
    const enrolments = (await pull(buyer, { enrollments: null })).enrollments!;
    expect(enrolments.rows.find((r) => r.course_id === courseId)).toBeUndefined();
  });

  it('a declined request keeps the enrolment and is audited', async () => {
    const { courseId, buyer, order } = await boughtCourse();
    const requestId = (await buyer.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: 'Changed my mind about it.' })).data as string;
    expect((await callFunction('refunds/decide', { request_id: requestId, approve: false }, admin)).body).toEqual({ request_id: requestId, status: 'declined' });
    expect(await moneyRows(order.order_id, buyer, courseId)).toMatchObject({ live: 1 });
    expect(await backend.sql('select action from audit_log where target_id = $1', [order.order_id])).toEqual([{ action: 'refund.declined' }]);
  });
});

describe('referrals and commissions', () => {
  it('records clicks for known codes only; attaches a sign-up once, first wins, never to one\'s own code', async () => {
    const anon = createTestClient(backend);
    const code = await codeOf(affiliate);
    const before = (await backend.sql<{ n: number }>('select count(*)::int as n from referral_clicks where affiliate_id = $1', [affiliate.id]))[0]!.n;
    expect((await anon.rpc('record_referral_click', { p_code: code.toLowerCase() })).error).toBeNull();
    expect((await anon.rpc('record_referral_click', { p_code: 'NOSUCHCODE' })).error).toBeNull();
    expect((await backend.sql<{ n: number }>('select count(*)::int as n from referral_clicks where affiliate_id = $1', [affiliate.id]))[0]!.n).toBe(before + 1);

    const other = await createTestUser(backend, { roles: ['ambassador'] });
    const newcomer = await createTestUser(backend);
    expect((await newcomer.client.rpc('attach_referral', { p_code: code })).error).toBeNull();
    expect((await newcomer.client.rpc('attach_referral', { p_code: await codeOf(other) })).error).toBeNull();
    expect(await backend.sql('select affiliate_id from referrals where user_id = $1', [newcomer.id])).toEqual([{ affiliate_id: affiliate.id }]);
    expect((await affiliate.client.rpc('attach_referral', { p_code: code })).error).toBeNull();
    expect(await backend.sql('select 1 from referrals where user_id = $1', [affiliate.id])).toEqual([]);
    expect((await anon.rpc('attach_referral', { p_code: code })).error).not.toBeNull();

    // A checkout without a code uses the sign-up attribution.
    const courseId = await paidCourse(50, 30);
    const order = (await service.rpc('payments_create_order', { p_buyer_id: newcomer.id, p_course_id: courseId })).data as { order_id: string };
    expect((await orderRow(order.order_id)).affiliate_id).toBe(affiliate.id);
  });

  it('pays no commission on one\'s own purchase', async () => {
    const courseId = await paidCourse(40, 25);
    const order = await checkout(affiliate, courseId, await codeOf(affiliate));
    await pressOnCheckout(order.authorization_url, 'pay');
    await waitFor('the order to be paid', async () => (await orderRow(order.order_id)).status === 'paid');
    expect((await orderRow(order.order_id)).affiliate_id).toBeNull();
    expect(await moneyRows(order.order_id, affiliate, courseId)).toMatchObject({ live: 1, earnings: 1, commissions: 0 });
    expect(await backend.sql('select amount_minor from earnings where order_id = $1', [order.order_id])).toEqual([{ amount_minor: 3600 }]);
  });

  it('gives an affiliate code when the role is granted', async () => {
    const user = await createTestUser(backend);
    expect(await backend.sql('select 1 from affiliate_codes where user_id = $1', [user.id])).toEqual([]);
    await backend.sql(`insert into user_roles (user_id, role) values ($1, 'affiliate')`, [user.id]);
    expect((await codeOf(user))).toMatch(/^[A-Z2-9]{8}$/);
  });
});

describe('row-level security of the money tables', () => {
  const tables = ['orders', 'payments', 'earnings', 'commissions', 'refund_requests', 'affiliate_codes', 'referral_clicks', 'referrals'];

  it('each reads their own, admins all, anon nothing, and nobody writes from a device', async () => {
    const courseId = await paidCourse(49, 20);
    const buyer = await createTestUser(backend);
    const order = await checkout(buyer, courseId, await codeOf(affiliate));
    await pressOnCheckout(order.authorization_url, 'pay');
    await waitFor('the order to be paid', async () => (await orderRow(order.order_id)).status === 'paid');
    await buyer.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: 'Testing what each person can see.' });
    await createTestClient(backend).rpc('record_referral_click', { p_code: await codeOf(affiliate) });
    const stranger = await createTestUser(backend);

    const ids = async (user: TestUser, table: string, column: string) =>
      ((await user.client.from(table).select(column)).data as unknown as Record<string, string>[] | null)?.map((r) => r[column]) ?? [];
    expect(await ids(buyer, 'orders', 'id')).toEqual([order.order_id]);
    expect(await ids(buyer, 'payments', 'order_id')).toEqual([order.order_id]);
    expect(await ids(buyer, 'refund_requests', 'order_id')).toEqual([order.order_id]);
    expect(await ids(buyer, 'earnings', 'order_id')).toEqual([]);
    expect(await ids(buyer, 'commissions', 'order_id')).toEqual([]);
    // Creators read their sales from the instructor_sales read model, never their buyers' orders (issue 50).
    expect(await ids(creator, 'orders', 'id')).toEqual([]);
    expect(await ids(creator, 'earnings', 'order_id')).toContain(order.order_id);
    expect(await ids(creator, 'commissions', 'order_id')).toEqual([]);
    expect(await ids(creator, 'payments', 'order_id')).toEqual([]);
    expect(await ids(affiliate, 'commissions', 'order_id')).toContain(order.order_id);
    expect(await ids(affiliate, 'orders', 'id')).not.toContain(order.order_id);
    expect(await ids(affiliate, 'affiliate_codes', 'user_id')).toEqual([affiliate.id]);
    expect((await ids(affiliate, 'referral_clicks', 'affiliate_id')).every((id) => id === affiliate.id)).toBe(true);
    expect((await ids(affiliate, 'referral_clicks', 'affiliate_id')).length).toBeGreaterThan(0);
    expect((await ids(affiliate, 'referrals', 'affiliate_id')).every((id) => id === affiliate.id)).toBe(true);
    for (const table of tables) {
      expect(await ids(stranger, table, table === 'orders' ? 'id' : table === 'affiliate_codes' || table === 'referrals' ? 'user_id' : 'id')).toEqual([]);
      const all = (await backend.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
      expect(((await admin.client.from(table).select('*')).data ?? []).length).toBe(all);
      const anon = await createTestClient(backend).from(table).select('*');
      expect(anon.data ?? []).toEqual([]);
    }

    // No writes from devices, whatever the table.
    const writes = [
      buyer.client.from('orders').insert({ buyer_id: buyer.id, course_id: courseId, creator_id: creator.id, fee_bp: 0, amount_minor: 1, currency: 'USD', reference: 'mrf-forged-0001' }),
      buyer.client.from('orders').update({ status: 'paid' }).eq('id', order.order_id),
      creator.client.from('earnings').update({ amount_minor: 999999 }).eq('order_id', order.order_id),
      affiliate.client.from('commissions').update({ reversed_at: null }).eq('order_id', order.order_id),
      affiliate.client.from('affiliate_codes').update({ code: 'VANITY1' }).eq('user_id', affiliate.id),
      buyer.client.from('refund_requests').update({ status: 'refunded' }).eq('order_id', order.order_id),
      buyer.client.from('payments').delete().eq('order_id', order.order_id),
      buyer.client.from('referrals').insert({ user_id: buyer.id, affiliate_id: affiliate.id, code: 'X' }),
      admin.client.from('earnings').delete().eq('order_id', order.order_id),
    ];
    for (const write of await Promise.all(writes)) expect(write.error?.code).toBe('42501');
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'paid' });
    expect((await buyer.client.rpc('payments_settle', { p_reference: order.reference, p_status: 'success', p_amount_minor: 1, p_currency: 'USD' })).error).not.toBeNull();
  });

  it('refuses self-enrolment in a paid course, and an affiliate rate outside 0..30', async () => {
    const courseId = await paidCourse();
    const learner = await createTestUser(backend);
    const enrol = await learner.client.from('enrollments').insert({ student_id: learner.id, course_id: courseId });
    expect([enrol.error?.code, enrol.error?.message]).toEqual(['42501', 'A paid course is enrolled in by buying it']);
    // A buyer who left the course may come back without paying again (their order is paid).
    const buyer = await createTestUser(backend);
    const order = await checkout(buyer, courseId);
    await pressOnCheckout(order.authorization_url, 'pay');
    await waitFor('the order to be paid', async () => (await orderRow(order.order_id)).status === 'paid');
    const left = await buyer.client.from('enrollments').update({ _deleted: true }).eq('student_id', buyer.id).eq('course_id', courseId);
    expect(left.error).toBeNull();
    const back = await buyer.client.from('enrollments').update({ _deleted: false }).eq('student_id', buyer.id).eq('course_id', courseId);
    expect(back.error).toBeNull();
    expect(await moneyRows(order.order_id, buyer, courseId)).toMatchObject({ live: 1 });
    for (const percent of [31, -1]) {
      const { error } = await creator.client.from('courses').update({ affiliate_percent: percent }).eq('id', courseId);
      expect(error?.code).toBe('23514');
    }
  });
});

describe('read models and sync', () => {
  it('my_orders, instructor_sales and affiliate_summary have the contract\'s shapes; pending becomes available after 30 days', async () => {
    const courseId = await paidCourse(49, 20);
    const buyer = await createTestUser(backend);
    const order = await checkout(buyer, courseId, await codeOf(affiliate));
    await pressOnCheckout(order.authorization_url, 'pay');
    await waitFor('the order to be paid', async () => (await orderRow(order.order_id)).status === 'paid');
    const view = async (user: TestUser, name: string) => {
      const rows = (await pull(user, { server_views: null })).server_views!.rows;
      return rows.find((r) => r.name === name)!.data as Record<string, unknown>;
    };

    const mine = (await view(buyer, 'my_orders')) as { orders: Record<string, unknown>[] };
    expect(mine.orders).toHaveLength(1);
    expect(Object.keys(mine.orders[0]!).sort()).toEqual(['amount_minor', 'course_id', 'course_title', 'created_at', 'currency', 'id', 'paid_at', 'refund', 'refundable_until', 'status'].sort());
    expect(mine.orders[0]).toMatchObject({ id: order.order_id, course_id: courseId, course_title: 'Solar sales', amount_minor: 4900, currency: 'USD', status: 'paid', refund: null });

    const sales = (await view(creator, 'instructor_sales')) as Record<string, unknown> & { courses: Record<string, unknown>[]; recent: Record<string, unknown>[]; totals: Record<string, number> };
    expect(Object.keys(sales).sort()).toEqual(['courses', 'currency', 'recent', 'totals']);
    expect(Object.keys(sales.totals).sort()).toEqual(['available_minor', 'gross_minor', 'pending_minor', 'refunds', 'reversed_minor', 'sales']);
    const line = sales.courses.find((c) => c.course_id === courseId)!;
    expect(line).toEqual({ course_id: courseId, title: 'Solar sales', price_minor: 4900, affiliate_percent: 20, sales: 1, refunds: 0, gross_minor: 4900, pending_minor: 3430, available_minor: 0 });
    const recent = sales.recent.find((r) => r.order_id === order.order_id)!;
    expect(Object.keys(recent).sort()).toEqual(['amount_minor', 'available_at', 'course_id', 'course_title', 'earning_minor', 'order_id', 'paid_at', 'status']);
    expect(recent).toMatchObject({ amount_minor: 4900, earning_minor: 3430, status: 'pending' });

    const summary = (await view(affiliate, 'affiliate_summary')) as Record<string, unknown> & { recent: Record<string, unknown>[] };
    expect(Object.keys(summary).sort()).toEqual(['available_minor', 'clicks', 'code', 'currency', 'paid_referrals', 'pending_minor', 'recent', 'reversed_minor', 'signups'].sort());
    expect(summary.code).toBe(await codeOf(affiliate));
    expect(summary.currency).toBe('USD');
    expect(summary.recent.find((r) => r.order_id === order.order_id)).toMatchObject({ amount_minor: 4900, commission_minor: 980, status: 'pending', course_title: 'Solar sales' });

    const stranger = await createTestUser(backend);
    expect(await view(stranger, 'my_orders')).toEqual({ orders: [] });
    expect(await view(stranger, 'affiliate_summary')).toMatchObject({ code: null, clicks: 0, signups: 0, paid_referrals: 0, pending_minor: 0, recent: [] });
    expect(await view(stranger, 'instructor_sales')).toMatchObject({ totals: { sales: 0, refunds: 0, gross_minor: 0, pending_minor: 0, available_minor: 0, reversed_minor: 0 }, courses: [], recent: [] });

    // Thirty days later: the same rows, now available, with a new version so devices fetch them again.
    // The earning row is moved back in time without touching its change marker (as time passing would not).
    const first = (await pull(creator, { server_views: null })).server_views!;
    const xidBefore = await backend.sql('select _xid from earnings where order_id = $1', [order.order_id]);
    await backend.sql('alter table earnings disable trigger earnings_touch');
    await backend.sql(`update earnings set available_at = now() - interval '1 second' where order_id = $1`, [order.order_id]);
    await backend.sql('alter table earnings enable trigger earnings_touch');
    expect(await backend.sql('select _xid from earnings where order_id = $1', [order.order_id])).toEqual(xidBefore);
    const later = (await pull(creator, { server_views: first.checkpoint })).server_views!;
    const again = later.rows.find((r) => r.name === 'instructor_sales')!.data as { courses: Record<string, unknown>[] };
    expect(again.courses.find((c) => c.course_id === courseId)).toMatchObject({ pending_minor: 0, available_minor: 3430 });
  });

  it('the affiliate rate travels with the course through sync push and pull', async () => {
    const courseId = await paidCourse(49, 5);
    const row = (await backend.sql<Record<string, unknown>>('select * from courses where id = $1', [courseId]))[0]!;
    const pushed = await push(creator, [{ table: 'courses', base_xid: Number(row._xid), row: { ...row, _xid: undefined, _modified: undefined, affiliate_percent: 15 } }]);
    expect(pushed.conflicts).toEqual([]);
    expect(pushed.rejected).toEqual([]);
    const pulled = (await pull(creator, { courses: null })).courses!.rows.find((r) => r.id === courseId)!;
    expect(pulled.affiliate_percent).toBe(15);
  });
});

describe('the demo data', () => {
  it('has a published paid course with lessons and an affiliate rate, and the demo affiliate a code and a sale', async () => {
    const demo = await startTestBackend({ seed: true });
    try {
      const courses = await demo.sql<{ n: number }>(
        `select count(*)::int as n from courses c where c.status = 'published' and c.price > 0 and c.affiliate_percent > 0
           and exists (select 1 from course_modules m join lessons l on l.module_id = m.id where m.course_id = c.id)`,
      );
      expect(courses[0]!.n).toBeGreaterThan(0);
      const fatima = createTestClient(demo);
      expect((await fatima.auth.signInWithPassword({ email: 'fatima.bello@maarifa.test', password: 'maarifa-instructor' })).error).toBeNull();
      const views = (await fatima.rpc('sync_pull', { checkpoints: { server_views: null } })).data as { server_views: { rows: { name: string; data: Record<string, unknown> }[] } };
      const summary = views.server_views.rows.find((r) => r.name === 'affiliate_summary')!.data;
      expect(summary).toMatchObject({ code: 'FATIMA24', signups: 2, paid_referrals: 2, available_minor: 980 + 2225, pending_minor: 0 });
      const amara = createTestClient(demo);
      expect((await amara.auth.signInWithPassword({ email: 'instructor@maarifa.test', password: 'maarifa-instructor' })).error).toBeNull();
      const sales = ((await amara.rpc('sync_pull', { checkpoints: { server_views: null } })).data as typeof views).server_views.rows.find((r) => r.name === 'instructor_sales')!.data;
      expect(sales.totals).toEqual({ sales: 2, refunds: 0, gross_minor: 8900 + 7900, pending_minor: 7900 - 790 - 0, available_minor: 8900 - 890 - 2225, reversed_minor: 0 });
    } finally {
      await demo.stop();
    }
  });
});
