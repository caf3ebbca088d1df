// The checkout on a real device (issue #24): a device cannot enrol itself in a paid course; a purchase through the
// payments function and the Paystack stand-in reaches it only through sync; `my_orders` passes the device's schema and
// drives the course page's rules; a refund asked for within 30 days and approved ends the enrolment on the device.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { myOrdersSchema, type MyOrder } from '../../../src/db/server-views.ts';
import { canRequestRefund, nextReturnStep, purchaseFor, readReturnReference } from '../../../src/features/courses/data/checkout.ts';
import { enrollInCourse } from '../../../src/features/courses/data/commands.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, signInDevice, TestNetwork, waitFor, waitForState, type TestDevice } from './devices.ts';

/** Seeded: Python for Data Analysis with African Datasets, $49, published. */
const course = '00000000-0000-4000-b000-000000000001';
const returnUrl = `http://localhost:4173/dashboard/courses/${course}`;

let backend: TestBackend;
let buyer: TestUser;
let device: TestDevice | undefined;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  buyer = await createTestUser(backend, { fullName: 'Zawadi Buyer' });
});
afterAll(async () => {
  await device?.close();
  await backend?.stop();
});

async function myOrders(): Promise<MyOrder[] | null> {
  const doc = (await device!.db.server_views.find({ selector: { name: 'my_orders' } }).exec())[0];
  const parsed = v.safeParse(myOrdersSchema, doc?.data);
  return parsed.success ? parsed.output.orders : null;
}

async function enrolled(): Promise<boolean> {
  const docs = await device!.db.learning.find({ selector: { kind: 'enrollment', student_id: buyer.id, course_id: course } }).exec();
  return docs.length === 1;
}

describe('checkout on a device', () => {
  it('a purchase arrives through sync, my_orders drives the page, and an approved refund ends the enrolment', async () => {
    device = await openDevice(backend, buyer, { collections: ['courses', 'learning', 'server_views'] });
    await waitForState(device, 'up-to-date');
    expect(await myOrders()).toEqual([]);

    // The device refuses to enrol itself in a paid course.
    const refused = await enrollInCourse(device.db, buyer.id, course);
    expect(refused).toMatchObject({ ok: false, error: 'This is a paid course: buy it to enrol.' });

    // Buy, twice: the second press reuses the pending order, so only one charge can start.
    const first = await device.supabase.functions.invoke('payments/checkout', { body: { course_id: course, referral_code: null, return_url: returnUrl } });
    expect(first.error).toBeNull();
    const again = await device.supabase.functions.invoke('payments/checkout', { body: { course_id: course, referral_code: null, return_url: returnUrl } });
    expect(again.data).toEqual(first.data);
    const { reference, authorization_url } = first.data as { reference: string; authorization_url: string };

    // Pay on the hosted page; the provider sends the learner back to the course page with the reference.
    const paid = await fetch(authorization_url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
    expect(readReturnReference(back.search)).toBe(reference);

    const verified = await device.supabase.functions.invoke('payments/verify', { body: { reference } });
    expect(verified.data).toMatchObject({ course_id: course, status: 'paid' });
    expect(nextReturnStep((verified.data as { status: 'paid' }).status, 0)).toEqual({ phase: 'paid', retryInMs: null });

    await device.sync.syncNow();
    await waitFor(enrolled, 'the server-written enrolment on the device');
    await waitFor(async () => (await myOrders())?.some((order) => order.status === 'paid') === true, 'the paid order in my_orders');
    const purchase = purchaseFor((await myOrders())!, course)!;
    expect(purchase).toMatchObject({ amount_minor: 4900, currency: 'USD', status: 'paid', refund: null });
    expect(canRequestRefund(purchase, new Date())).toBe(true);
    expect(Date.parse(purchase.refundable_until!) - Date.parse(purchase.paid_at!)).toBe(30 * 86_400_000);

    // A refund: the reason's rule holds on the server too; then one open request.
    const short = await device.supabase.rpc('request_refund', { p_order_id: purchase.id, p_reason: 'too short' });
    expect(short.error).not.toBeNull();
    const requested = await device.supabase.rpc('request_refund', { p_order_id: purchase.id, p_reason: 'I need a course in French, sorry.' });
    expect(requested.error).toBeNull();
    await device.sync.syncNow();
    await waitFor(async () => purchaseFor((await myOrders()) ?? [], course)?.refund?.status === 'requested', 'the request in my_orders');
    expect(canRequestRefund(purchaseFor((await myOrders())!, course)!, new Date())).toBe(false);

    const admin = await signInDevice(backend, { email: 'admin@maarifa.test', password: 'maarifa-admin' }, new TestNetwork());
    const decided = await admin.functions.invoke('payments/refunds/decide', { body: { request_id: requested.data as string, approve: true } });
    expect(decided.error).toBeNull();
    expect(['approved', 'refunded']).toContain((decided.data as { status: string }).status);

    await device.sync.syncNow();
    await waitFor(async () => !(await enrolled()), 'the enrolment ended on the device');
    await waitFor(async () => purchaseFor((await myOrders()) ?? [], course)?.status === 'refunded', 'the refund in my_orders');
    expect(purchaseFor((await myOrders())!, course)?.refund?.status).toBe('refunded');
  });
});
