// Paid enrolment, earnings, commissions and refunds (issue 24, migration 20261101000000): settlement through the
// service-role RPCs, learners' RPCs, row-level security of every money table and the read models' shapes.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';

let backend: TestBackend;
let service: SupabaseClient;
let creator: TestUser;
let affiliate: TestUser;
let admin: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  service = createTestClient(backend, backend.serviceKey);
  [creator, affiliate, admin] = await Promise.all([
    createTestUser(backend, { fullName: 'Chidi Creator', roles: ['instructor', 'creator'] }),
    createTestUser(backend, { fullName: 'Afia Affiliate', roles: ['affiliate'] }),
    createTestUser(backend, { fullName: 'Ada Admin', roles: ['admin'] }),
  ]);
});

afterAll(async () => {
  await backend?.stop();
});

async function paidCourse(price = 49, affiliatePercent = 20): Promise<string> {
  const courseId = randomUUID();
  const moduleId = randomUUID();
  const c = creator.client;
  expect((await c.from('courses').insert({ id: courseId, instructor_id: creator.id, title: 'Solar sales', description: 'Selling solar kits in towns.', category: 'business', price, affiliate_percent: affiliatePercent })).error).toBeNull();
  expect((await c.from('course_modules').insert({ id: moduleId, course_id: courseId, title: 'Module', order_index: 0 })).error).toBeNull();
  expect((await c.from('lessons').insert({ id: randomUUID(), module_id: moduleId, title: 'Lesson one', content: 'text', order_index: 0 })).error).toBeNull();
  expect((await c.from('courses').update({ status: 'published' }).eq('id', courseId)).error).toBeNull();
  return courseId;
}

async function codeOf(user: TestUser): Promise<string> {
  const rows = await backend.sql<{ code: string }>('select code from affiliate_codes where user_id = $1', [user.id]);
  return rows[0]!.code;
}

async function rpc<T = Record<string, unknown>>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await service.rpc(name, args);
  expect(error).toBeNull();
  return data as T;
}

describe('settlement through the service-role RPCs', () => {
  it('order → verified payment → enrolment, earning and commission exactly once', async () => {
    const courseId = await paidCourse(49, 20);
    const buyer = await createTestUser(backend, { fullName: 'Bisi Buyer' });
    const order = await rpc<{ order_id: string; reference: string; amount_minor: number; currency: string }>('payments_create_order', { p_buyer_id: buyer.id, p_course_id: courseId, p_referral_code: await codeOf(affiliate) });
    expect(order).toMatchObject({ amount_minor: 4900, currency: 'USD', status: 'pending' });
    for (const via of ['webhook', 'verify', 'webhook']) {
      await rpc('payments_settle', { p_reference: order.reference, p_status: 'success', p_amount_minor: 4900, p_currency: 'USD', p_via: via });
    }
    expect(await backend.sql('select status from orders where id = $1', [order.order_id])).toEqual([{ status: 'paid' }]);
    expect(await backend.sql('select _deleted from enrollments where student_id = $1 and course_id = $2', [buyer.id, courseId])).toEqual([{ _deleted: false }]);
    expect(await backend.sql('select amount_minor, fee_minor from earnings where order_id = $1', [order.order_id])).toEqual([{ amount_minor: 4900 - 490 - 980, fee_minor: 490 }]);
    expect(await backend.sql('select amount_minor, affiliate_id from commissions where order_id = $1', [order.order_id])).toEqual([{ amount_minor: 980, affiliate_id: affiliate.id }]);
  });

  it('devices cannot call the settlement RPCs', async () => {
    const buyer = await createTestUser(backend);
    const refused = await buyer.client.rpc('payments_settle', { p_reference: 'mrf-0000000000', p_status: 'success', p_amount_minor: 1, p_currency: 'USD' });
    expect(refused.error).not.toBeNull();
    expect(await backend.sql('select 1 from payments where buyer_id = $1', [buyer.id])).toEqual([]);
  });
});
