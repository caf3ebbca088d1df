// The checkout's pure rules: the return URL and its query, the return's polling, the refund window and reason, error words.
import { describe, expect, it } from 'vitest';
import type { MyOrder } from '../../../db/server-views.ts';
import {
  canRequestRefund,
  courseReturnUrl,
  isFinalPhase,
  nextReturnStep,
  paymentErrorMessage,
  purchaseFor,
  readReturnReference,
  refundReasonError,
  VERIFY_RETRY_DELAYS_MS,
  withoutReturnParams,
} from './checkout.ts';

const order = (over: Partial<MyOrder>): MyOrder => ({
  id: 'o1',
  course_id: 'c1',
  course_title: 'Python',
  amount_minor: 4900,
  currency: 'USD',
  status: 'paid',
  created_at: '2026-11-01T10:00:00Z',
  paid_at: '2026-11-01T10:01:00Z',
  refundable_until: '2026-12-01T10:01:00Z',
  refund: null,
  ...over,
});

describe('the return from the provider', () => {
  it('builds the course page as the return address on the app origin', () => {
    expect(courseReturnUrl('https://maarifa.example', 'abc-123')).toBe('https://maarifa.example/dashboard/courses/abc-123');
  });

  it('reads the reference the provider appends, and drops only its parameters', () => {
    expect(readReturnReference('?reference=ref_1&trxref=ref_1')).toBe('ref_1');
    expect(readReturnReference('?trxref=ref_2')).toBe('ref_2');
    expect(readReturnReference('?reference=')).toBeNull();
    expect(readReturnReference('')).toBeNull();
    expect(withoutReturnParams('?reference=ref_1&trxref=ref_1')).toBe('');
    expect(withoutReturnParams('?tab=x&reference=ref_1')).toBe('?tab=x');
  });

  it('settles at once on a final status', () => {
    expect(nextReturnStep('paid', 0)).toEqual({ phase: 'paid', retryInMs: null });
    expect(nextReturnStep('failed', 2)).toEqual({ phase: 'failed', retryInMs: null });
    expect(nextReturnStep('abandoned', 0)).toEqual({ phase: 'abandoned', retryInMs: null });
    expect(nextReturnStep('refunded', 0)).toEqual({ phase: 'refunded', retryInMs: null });
  });

  it('asks again about a pending payment with growing waits, then stops and says it completes on its own', () => {
    const waits: number[] = [];
    let attempt = 0;
    for (let step = nextReturnStep('pending', attempt); step.retryInMs !== null; step = nextReturnStep('pending', ++attempt)) {
      expect(step.phase).toBe('pending');
      waits.push(step.retryInMs);
    }
    expect(waits).toEqual([...VERIFY_RETRY_DELAYS_MS]);
    expect(waits.every((wait, i) => i === 0 || wait > waits[i - 1]!)).toBe(true);
    expect(nextReturnStep('pending', attempt)).toEqual({ phase: 'pendingGaveUp', retryInMs: null });
  });

  it('keeps the query while the outcome is still open', () => {
    expect(isFinalPhase('verifying')).toBe(false);
    expect(isFinalPhase('pending')).toBe(false);
    expect(isFinalPhase('offline')).toBe(false);
    expect(isFinalPhase('paid')).toBe(true);
    expect(isFinalPhase('pendingGaveUp')).toBe(true);
    expect(isFinalPhase('error')).toBe(true);
  });
});

describe('errors of the payments function', () => {
  it('says known refusals in the app’s words and passes others through', () => {
    expect(paymentErrorMessage('already_enrolled')).toBe('You are already enrolled in this course.');
    expect(paymentErrorMessage('own_course', 'server words')).toBe('This is your own course: you cannot buy it.');
    expect(paymentErrorMessage('provider_unavailable')).toMatch(/Nothing has been charged/);
    expect(paymentErrorMessage('rate_limited', 'Too many checkouts; wait a minute.')).toBe('Too many checkouts; wait a minute.');
    expect(paymentErrorMessage('weird', '')).toMatch(/could not be started/);
  });
});

describe('refunds', () => {
  it('checks the reason as the server does: 10 to 1000 characters, trimmed', () => {
    expect(refundReasonError('too short')).toBe('Reason must be at least 10 characters');
    expect(refundReasonError('   short    ')).toBe('Reason must be at least 10 characters');
    expect(refundReasonError('x'.repeat(1001))).toBe('Reason must be at most 1000 characters');
    expect(refundReasonError('The course was not what I expected.')).toBeNull();
    expect(refundReasonError('x'.repeat(1000))).toBeNull();
  });

  it('offers a refund for a paid order inside its window with no request yet', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    expect(canRequestRefund(order({}), now)).toBe(true);
    expect(canRequestRefund(order({}), new Date('2026-12-01T10:01:00Z'))).toBe(false);
    expect(canRequestRefund(order({ refund: { id: 'r', status: 'requested', reason: 'xxxxxxxxxxxx', created_at: '2026-11-02T00:00:00Z', decided_at: null } }), now)).toBe(false);
    expect(canRequestRefund(order({ status: 'refunded' }), now)).toBe(false);
    expect(canRequestRefund(order({ refundable_until: null }), now)).toBe(false);
  });

  it('finds the course’s purchase among the learner’s orders', () => {
    const orders = [order({ id: 'new-pending', status: 'pending' }), order({ id: 'other', course_id: 'c2' }), order({ id: 'bought' }), order({ id: 'old-failed', status: 'failed' })];
    expect(purchaseFor(orders, 'c1')?.id).toBe('bought');
    expect(purchaseFor(orders, 'c3')).toBeNull();
    expect(purchaseFor([order({ status: 'failed' })], 'c1')).toBeNull();
  });
});
