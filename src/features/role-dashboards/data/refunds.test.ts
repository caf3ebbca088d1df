// joinRefundRequests: the admin's list puts open requests first, names course and buyer, and skips unreadable orders.
import { describe, expect, it } from 'vitest';
import { joinRefundRequests } from './refunds.ts';

const request = (id: string, status: 'requested' | 'refunded' | 'declined', created_at: string, order_id = 'o1') => ({
  id,
  order_id,
  buyer_id: 'u1',
  status,
  reason: 'Not what I expected at all.',
  created_at,
  decided_at: null,
});

describe('joinRefundRequests', () => {
  it('lists requested ones first, then newest first, with course title, buyer and amount', () => {
    const joined = joinRefundRequests(
      [request('old-open', 'requested', '2026-11-01T00:00:00Z'), request('decided', 'declined', '2026-11-10T00:00:00Z'), request('new-open', 'requested', '2026-11-05T00:00:00Z')],
      [{ id: 'o1', course_id: 'c1', amount_minor: 4900, currency: 'USD' }],
      { c1: 'Python for Data Analysis' },
      { u1: 'Amina Learner' },
    );
    expect(joined.map((r) => r.id)).toEqual(['new-open', 'old-open', 'decided']);
    expect(joined[0]).toMatchObject({ course_title: 'Python for Data Analysis', buyer_name: 'Amina Learner', amount_minor: 4900, currency: 'USD' });
  });

  it('leaves out a request whose order could not be read, and falls back to ids for missing names', () => {
    const joined = joinRefundRequests(
      [request('a', 'requested', '2026-11-01T00:00:00Z', 'o-missing'), request('b', 'requested', '2026-11-02T00:00:00Z')],
      [{ id: 'o1', course_id: 'c9', amount_minor: 100, currency: 'USD' }],
      {},
      {},
    );
    expect(joined).toHaveLength(1);
    expect(joined[0]).toMatchObject({ id: 'b', course_title: 'c9', buyer_name: 'u1' });
  });
});
