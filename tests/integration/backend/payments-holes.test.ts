// Issue 50's four holes in the money loop, each shown closed against the real backend, its payments function and the
// Paystack stand-in: never charged twice for one course, a refund sent to the provider once (state machine, idempotency
// key, refund.processed / refund.failed), creators reading sales and never their buyers' checkouts, referral clicks that
// cannot be flooded; and the edges fixed with them (a stranger's refund request is 404, prices are bounded).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacSha512Hex } from '../../../supabase/functions/payments/paystack.ts';
import { standInSecretKey } from '../../../supabase/local/server.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import {
  deliver as deliverTo,
  functionBaseOf,
  orderStatus as statusOf,
  paymentsCalls,
  pressOnCheckout,
  publishPaidCourse,
  startWebhookRelay,
  waitFor,
  type Delivery,
  type WebhookRelay,
} from '../support/payments.ts';
import { pull } from '../support/sync-calls.ts';

let backend: TestBackend;
let service: SupabaseClient;
let creator: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;
let relay: WebhookRelay;
/** Every webhook the stand-in sent (each is forwarded to the function). */
let deliveries: Delivery[];
const returnBase = 'http://localhost:4173/dashboard/courses/';

beforeAll(async () => {
  // The stand-in's webhooks reach the function through a relay, which keeps a copy of each.
  relay = await startWebhookRelay();
  deliveries = relay.deliveries;
  backend = await startTestBackend({ paystack: { webhookUrl: relay.url, webhookBackoffMs: 20 } });
  relay.target = backend;
  service = createTestClient(backend, backend.serviceKey);
  [creator, admin, otherAdmin] = await Promise.all([
    createTestUser(backend, { fullName: 'Chidi Creator', roles: ['instructor', 'creator'] }),
    createTestUser(backend, { fullName: 'Ada Admin', roles: ['admin'] }),
    createTestUser(backend, { fullName: 'Obi Admin', roles: ['admin'] }),
  ]);
});

afterAll(async () => {
  await backend?.stop();
  await relay?.close();
});

beforeEach(() => relay.reset());

const deliver = (d: Delivery, target: TestBackend = backend) => deliverTo(functionBaseOf(target), d);
const paidCourse = (owner: TestUser = creator, price = 49) => publishPaidCourse(owner, { price, affiliatePercent: 10 });
const callFunction = (route: string, body: unknown, user?: TestUser, target: TestBackend = backend) =>
  paymentsCalls(functionBaseOf(target), target.anonKey).call(route, body, user);
const checkout = (buyer: TestUser, courseId: string, target: TestBackend = backend) =>
  paymentsCalls(functionBaseOf(target), target.anonKey).checkout(buyer, courseId, `${returnBase}${courseId}`);
const pay = (authorizationUrl: string) => pressOnCheckout(authorizationUrl, 'pay', 'card');
const orderStatus = (orderId: string, target: TestBackend = backend) => statusOf(target, orderId);

async function liveEnrolment(buyer: TestUser, courseId: string, target: TestBackend = backend): Promise<boolean> {
  const rows = await target.sql<{ n: number }>('select count(*)::int as n from enrollments where student_id = $1 and course_id = $2 and not _deleted', [buyer.id, courseId]);
  return rows[0]!.n === 1;
}

async function boughtCourse(target: TestBackend = backend, owner: TestUser = creator) {
  const courseId = await paidCourse(owner);
  const buyer = await createTestUser(target);
  const order = await checkout(buyer, courseId, target);
  await pay(order.authorization_url);
  await waitFor('the order to be paid', async () => (await orderStatus(order.order_id, target)) === 'paid');
  return { courseId, buyer, order };
}

function refundEvents(): { event: string; data: { transaction_reference: string; id: number } }[] {
  return deliveries.map((d) => JSON.parse(d.body) as { event: string; data: { transaction_reference: string; id: number } }).filter((e) => e.event.startsWith('refund.'));
}

describe('hole 1: never charged twice for one course', () => {
  it('a first checkout left open past the reuse window and a second, both paid: one paid order, the second payment refunded automatically and audited, the creator credited once, the enrolment kept', async () => {
    const courseId = await paidCourse();
    const buyer = await createTestUser(backend, { fullName: 'Bisi Buyer' });
    const first = await checkout(buyer, courseId);
    // Past the 30-minute reuse window: the next Buy starts a second checkout.
    await backend.sql(`update orders set created_at = now() - interval '31 minutes' where id = $1`, [first.order_id]);
    const second = await checkout(buyer, courseId);
    expect(second.order_id).not.toBe(first.order_id);

    await pay(second.authorization_url);
    await waitFor('the second checkout to be paid', async () => (await orderStatus(second.order_id)) === 'paid');
    await pay(first.authorization_url);
    await waitFor('the first payment to settle', async () => (await orderStatus(first.order_id)) !== 'pending');
    expect(await backend.sql('select id from orders where buyer_id = $1 and course_id = $2 and status = $3', [buyer.id, courseId, 'paid'])).toEqual([{ id: second.order_id }]);
    await waitFor('the first payment to be refunded', async () => (await orderStatus(first.order_id)) === 'refunded');

    expect(await backend.sql('select order_id from earnings where course_id = $1', [courseId])).toEqual([{ order_id: second.order_id }]);
    expect(await backend.sql('select status, automatic, provider_refund_id is not null as sent from refund_requests where order_id = $1', [first.order_id])).toEqual([{ status: 'refunded', automatic: true, sent: true }]);
    const audit = await backend.sql<{ action: string }>('select action from audit_log where target_id = $1 order by created_at, action', [first.order_id]);
    expect(audit.map((a) => a.action).sort()).toEqual(['payment.duplicate', 'refund.automatic']);
    // The refund of the second payment leaves the enrolment the paid order holds.
    expect(await liveEnrolment(buyer, courseId)).toBe(true);
    // The stand-in refunded the first payment's transaction, once.
    await waitFor('the refund.processed webhook', async () => refundEvents().some((e) => e.event === 'refund.processed' && e.data.transaction_reference === first.reference));
    expect(refundEvents().filter((e) => e.data.transaction_reference === first.reference)).toHaveLength(1);
    // The charge.success deliveries again change nothing.
    for (const d of [...deliveries]) expect((await deliver(d)).status).toBe(200);
    expect(await orderStatus(first.order_id)).toBe('refunded');
    expect(await orderStatus(second.order_id)).toBe('paid');
  });

  it('the database refuses a second paid order of one buyer for one course', async () => {
    const { courseId, buyer, order } = await boughtCourse();
    const forged = backend.sql(
      `insert into orders (buyer_id, course_id, creator_id, fee_bp, amount_minor, currency, reference, status, paid_at, refundable_until)
       values ($1, $2, $3, 1000, 4900, 'USD', $4, 'paid', now(), now() + interval '30 days')`,
      [buyer.id, courseId, creator.id, `mrf-${randomUUID().replaceAll('-', '')}`],
    );
    await expect(forged).rejects.toThrow(/orders_one_paid_per_course/);
    expect(await orderStatus(order.order_id)).toBe('paid');
  });
});

describe('hole 2: a refund is sent to the provider once', () => {
  it('a claimed refund: the second approver is told it is already being processed, and nothing reaches the provider twice', async () => {
    const { buyer, order } = await boughtCourse();
    const requestId = (await buyer.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: 'I bought the wrong course, sorry.' })).data as string;
    // The first approver's function has claimed the request and is talking to the provider.
    const claimed = (await service.rpc('payments_refund_prepare', { p_admin_id: admin.id, p_request_id: requestId, p_approve: true })).data as Record<string, unknown>;
    expect(claimed).toMatchObject({ status: 'processing', final: false, reference: order.reference });
    expect(typeof claimed.idempotency_key).toBe('string');

    const second = await callFunction('refunds/decide', { request_id: requestId, approve: true }, otherAdmin);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: 'refund_in_progress', message: 'This refund is already being processed: another approval reached the payment provider first.' });
    const declined = await callFunction('refunds/decide', { request_id: requestId, approve: false }, otherAdmin);
    expect((declined.body.error as { code: string }).code).toBe('refund_in_progress');
    expect(await backend.sql('select status, decided_by from refund_requests where id = $1', [requestId])).toEqual([{ status: 'processing', decided_by: admin.id }]);
    expect(refundEvents()).toEqual([]);
    expect(await orderStatus(order.order_id)).toBe('paid');

    // The provider's refund.processed event finishes it: refunded, enrolment ended, audited once.
    const event = JSON.stringify({ event: 'refund.processed', data: { id: 77, status: 'processed', transaction_reference: order.reference, amount: 4900, currency: 'USD' } });
    const signed = { body: event, signature: await hmacSha512Hex(standInSecretKey, event) };
    expect((await deliver(signed)).status).toBe(200);
    expect((await deliver(signed)).status).toBe(200);
    expect(await backend.sql('select status, provider_refund_id from refund_requests where id = $1', [requestId])).toEqual([{ status: 'refunded', provider_refund_id: '77' }]);
    expect(await orderStatus(order.order_id)).toBe('refunded');
    expect(await backend.sql('select action, actor_id from audit_log where target_id = $1', [order.order_id])).toEqual([{ action: 'refund.approved', actor_id: admin.id }]);
    // A forged refund event is refused.
    expect((await deliver({ body: event, signature: 'f'.repeat(128) })).status).toBe(401);
  });

  it('two admins approving at once: one refund at the provider, each told the outcome, never a provider error', async () => {
    const { courseId, buyer, order } = await boughtCourse();
    const requestId = (await buyer.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: 'I bought the wrong course, sorry.' })).data as string;
    const answers = await Promise.all([admin, otherAdmin].map((who) => callFunction('refunds/decide', { request_id: requestId, approve: true }, who)));
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toEqual({ request_id: requestId, status: 'refunded' });
      else expect([answer.status, (answer.body.error as { code: string }).code]).toEqual([409, 'refund_in_progress']);
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    await waitFor('the refund.processed webhook', async () => refundEvents().length >= 1);
    expect(new Set(refundEvents().map((e) => e.data.id)).size).toBe(1);
    expect(await backend.sql('select count(*)::int as n from audit_log where target_id = $1 and action = $2', [order.order_id, 'refund.approved'])).toEqual([{ n: 1 }]);
    expect(await liveEnrolment(buyer, courseId)).toBe(false);
  });

  it('the stand-in makes one refund per idempotency key', async () => {
    const { order } = await boughtCourse();
    const ask = (key?: string) =>
      fetch(`${backend.url}/paystack/refund`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${standInSecretKey}`, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify({ transaction: order.reference }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { id: number; status: string } } }));
    const first = await ask('key-one');
    expect(first.status).toBe(200);
    expect(first.body.data!.status).toBe('processed');
    expect((await ask('key-one')).body.data!.id).toBe(first.body.data!.id);
    expect((await ask()).status).toBe(400);
  });

  it('a refund the provider fails: refund.failed from the stand-in marks it failed, the purchase stays, audited', async () => {
    // A backend whose stand-in fails refunds and sends its webhooks straight to the function.
    const failing = await startTestBackend({ paystack: { refundOutcome: 'failed', webhookBackoffMs: 20 } });
    try {
      const [owner, decider] = await Promise.all([
        createTestUser(failing, { roles: ['instructor', 'creator'] }),
        createTestUser(failing, { roles: ['admin'] }),
      ]);
      const { courseId, buyer, order } = await boughtCourse(failing, owner);
      const requestId = (await buyer.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: 'I bought the wrong course, sorry.' })).data as string;
      const decided = await callFunction('refunds/decide', { request_id: requestId, approve: true }, decider, failing);
      expect(decided.status).toBe(200);
      expect(['processing', 'failed']).toContain(decided.body.status);
      await waitFor('the refund to fail', async () => (await failing.sql<{ status: string }>('select status from refund_requests where id = $1', [requestId]))[0]!.status === 'failed');
      expect(await orderStatus(order.order_id, failing)).toBe('paid');
      expect(await liveEnrolment(buyer, courseId, failing)).toBe(true);
      expect(await failing.sql('select action from audit_log where target_id = $1', [order.order_id])).toEqual([{ action: 'refund.failed' }]);
      // The buyer's order list shows it.
      const mine = (await pull(buyer, { server_views: null })).server_views!.rows.find((r) => r.name === 'my_orders')!.data as { orders: { refund: { status: string } | null }[] };
      expect(mine.orders[0]!.refund!.status).toBe('failed');
    } finally {
      await failing.stop();
    }
  });

  it('an admin cannot decide a refund of their own order', async () => {
    const { order } = await boughtCourse();
    const buyerId = (await backend.sql<{ buyer_id: string }>('select buyer_id from orders where id = $1', [order.order_id]))[0]!.buyer_id;
    await backend.sql(`insert into user_roles (user_id, role) values ($1, 'admin')`, [buyerId]);
    const requestId = (await backend.sql<{ id: string }>(`insert into refund_requests (order_id, buyer_id, reason) values ($1, $2, 'Testing my own refund decision.') returning id`, [order.order_id, buyerId]))[0]!.id;
    const own = (await service.rpc('payments_refund_prepare', { p_admin_id: buyerId, p_request_id: requestId, p_approve: true })).data as Record<string, unknown>;
    expect(own).toEqual({ error: 'own_refund' });
  });

  it('a refund request for someone else\'s order answers 404, not 500', async () => {
    const { order } = await boughtCourse();
    const stranger = await createTestUser(backend);
    const asked = await stranger.client.rpc('request_refund', { p_order_id: order.order_id, p_reason: 'This is not my order at all.' });
    expect([asked.status, asked.error?.message]).toEqual([404, 'No such order of yours']);
    const unknown = await stranger.client.rpc('request_refund', { p_order_id: randomUUID(), p_reason: 'This order does not exist.' });
    expect(unknown.status).toBe(404);
  });
});

describe('hole 3: creators read sales, never their buyers\' checkouts', () => {
  it('a creator selects none of their buyers\' orders; the sales read model has no buyer, reference or checkout URL; the hosted page shows nothing about the payer', async () => {
    const { order } = await boughtCourse();
    const courseId = await paidCourse();
    const pendingBuyer = await createTestUser(backend);
    const pending = await checkout(pendingBuyer, courseId);

    const seen = await creator.client.from('orders').select('*');
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([]);
    // The buyer and admins still read it.
    expect(((await pendingBuyer.client.from('orders').select('id')).data ?? []).map((r) => r.id)).toEqual([pending.order_id]);
    expect(((await admin.client.from('orders').select('id').eq('id', pending.order_id)).data ?? []).length).toBe(1);

    const sales = (await pull(creator, { server_views: null })).server_views!.rows.find((r) => r.name === 'instructor_sales')!.data as { currency: string; recent: Record<string, unknown>[] };
    const sale = sales.recent.find((r) => r.order_id === order.order_id)!;
    expect(sale).toMatchObject({ course_title: 'Solar sales', amount_minor: 4900, status: 'pending' });
    expect(sales.currency).toBe('USD');
    const text = JSON.stringify(sales);
    for (const secret of [order.reference, 'buyer_id', 'authorization_url', pending.authorization_url, pendingBuyer.email]) expect(text).not.toContain(secret);

    // Whoever opens the hosted page sees the amount and the buttons, not who pays.
    const page = await (await fetch(pending.authorization_url)).text();
    expect(page).toContain('>Pay</button>');
    expect(page).not.toContain(pendingBuyer.email);
    // Without the checkout's own access code there is no page to act on.
    const guessed = await fetch(`${backend.url}/paystack/checkout/${pending.reference}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=decline' });
    expect(guessed.status).toBe(404);
    expect(await orderStatus(pending.order_id)).toBe('pending');
  });
});

describe('hole 4: referral clicks cannot be flooded', () => {
  async function clicks(affiliateId: string): Promise<number> {
    return (await backend.sql<{ n: number }>('select count(*)::int as n from referral_clicks where affiliate_id = $1', [affiliateId]))[0]!.n;
  }
  async function setLimit(perAddress: number): Promise<void> {
    await backend.sql('update private.payment_settings set referral_clicks_per_address = $1 where id', [perAddress]);
    await backend.sql('delete from private.referral_click_calls where true');
  }

  it('counts one click per visitor, link and day', async () => {
    await setLimit(1000);
    const affiliate = await createTestUser(backend, { roles: ['affiliate'] });
    const code = (await backend.sql<{ code: string }>('select code from affiliate_codes where user_id = $1', [affiliate.id]))[0]!.code;
    const courseId = await paidCourse();
    const anon = createTestClient(backend);
    for (let i = 0; i < 60; i++) expect((await anon.rpc('record_referral_click', { p_code: code })).error).toBeNull();
    expect(await clicks(affiliate.id)).toBe(1);
    // Another link of the same affiliate (a course's) is another click; again, not.
    await anon.rpc('record_referral_click', { p_code: code, p_course_id: courseId });
    await anon.rpc('record_referral_click', { p_code: code.toLowerCase(), p_course_id: courseId });
    expect(await clicks(affiliate.id)).toBe(2);
    // A signed-in visitor is one visitor whatever device they use.
    const visitor = await createTestUser(backend);
    await visitor.client.rpc('record_referral_click', { p_code: code });
    await visitor.client.rpc('record_referral_click', { p_code: code });
    expect(await clicks(affiliate.id)).toBe(3);
    // The count the affiliate sees follows.
    const summary = (await pull(affiliate, { server_views: null })).server_views!.rows.find((r) => r.name === 'affiliate_summary')!.data as { clicks: number };
    expect(summary.clicks).toBe(3);
    await setLimit(20);
  });

  it('rate-limits calls per client address, whatever visitor they claim to be', async () => {
    await setLimit(20);
    const affiliate = await createTestUser(backend, { roles: ['affiliate'] });
    const code = (await backend.sql<{ code: string }>('select code from affiliate_codes where user_id = $1', [affiliate.id]))[0]!.code;
    // 60 calls from one address, each with another user agent (a script posing as 60 phones).
    for (let i = 0; i < 60; i++) {
      const answer = await fetch(`${backend.url}/rest/v1/rpc/record_referral_click`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', 'User-Agent': `phone-${i}`, 'X-Forwarded-For': `10.0.0.${i}` },
        body: JSON.stringify({ p_code: code }),
      });
      expect(answer.status).toBe(204);
    }
    expect(await clicks(affiliate.id)).toBe(20);
    // Nobody reads the private counters from the API.
    const anon = createTestClient(backend);
    for (const table of ['referral_click_calls', 'referral_click_days']) {
      expect((await anon.from(table).select('*')).data ?? []).toEqual([]);
      expect((await affiliate.client.from(table).select('*')).data ?? []).toEqual([]);
    }
  });
});

describe('very large prices', () => {
  it('the database refuses a price whose minor units would overflow an order', async () => {
    const courseId = await paidCourse();
    const { error } = await creator.client.from('courses').update({ price: 25_000_000 }).eq('id', courseId);
    expect(error?.code).toBe('23514');
    expect((await creator.client.from('courses').update({ price: 1_000_000 }).eq('id', courseId)).error).toBeNull();
    const buyer = await createTestUser(backend);
    expect((await callFunction('checkout', { course_id: courseId, return_url: `${returnBase}${courseId}` }, buyer)).status).toBe(200);
  });
});
