// Paying for a course (issue #24): the calls to the `payments` Edge Function and the `request_refund` RPC, and the pure
// rules the course page follows — the return from the provider, its polling, the refund window and the reason's limits.
// Nothing here is queued: a charge starts only from a press of Buy while online, and the server reuses a pending order.
import * as v from 'valibot';
import type { MyOrder } from '../../../db/index.ts';
import { callPaymentsFunction, PaymentsFunctionError } from '../../../lib/payments-function.ts';
import { t } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

const m = courseTexts.checkout;

export type PaymentErrorCode = keyof typeof m.errors;

/** A refusal from the payments function (its `error.code`), or a network failure; `message` is for the learner. */
export class PaymentError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** The learner's words for a function error: ours for the codes we know, the server's message otherwise. */
export function paymentErrorMessage(code: string, serverMessage?: string | null): string {
  if (code in m.errors) return t(m.errors[code as PaymentErrorCode]);
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : t(m.errors.unknown);
}

async function callPayments<T>(path: string, body: Record<string, unknown>, schema: v.GenericSchema<unknown, T>): Promise<T> {
  try {
    return await callPaymentsFunction(path, body, schema);
  } catch (caught) {
    if (caught instanceof PaymentsFunctionError) throw new PaymentError(caught.code, paymentErrorMessage(caught.code, caught.message));
    throw new PaymentError('unknown', t(m.errors.unknown));
  }
}

const checkoutAnswerSchema = v.object({ order_id: v.string(), reference: v.string(), authorization_url: v.pipe(v.string(), v.url()) });
export type CheckoutAnswer = v.InferOutput<typeof checkoutAnswerSchema>;

/** Starts (or, within 30 minutes, resumes) the learner's order for a course; answers where to pay. */
export function startCheckout(input: { courseId: string; referralCode: string | null; returnUrl: string }): Promise<CheckoutAnswer> {
  return callPayments('checkout', { course_id: input.courseId, referral_code: input.referralCode, return_url: input.returnUrl }, checkoutAnswerSchema);
}

const orderStatusSchema = v.picklist(['pending', 'paid', 'failed', 'abandoned', 'refunded']);
export type OrderStatus = v.InferOutput<typeof orderStatusSchema>;
const verifyAnswerSchema = v.object({ order_id: v.string(), course_id: v.string(), status: orderStatusSchema });
export type VerifyAnswer = v.InferOutput<typeof verifyAnswerSchema>;

/** Asks the server to check a payment with the provider (and settle it, idempotently); answers the order's status. */
export function verifyPayment(reference: string): Promise<VerifyAnswer> {
  return callPayments('verify', { reference }, verifyAnswerSchema);
}

/** The course page's own address: where the provider sends the learner back, with `?reference=…&trxref=…`. */
export function courseReturnUrl(origin: string, courseId: string): string {
  return new URL(`/dashboard/courses/${encodeURIComponent(courseId)}`, origin).toString();
}

/** The payment reference a return from the provider carries (Paystack adds both `reference` and `trxref`). */
export function readReturnReference(search: string): string | null {
  const params = new URLSearchParams(search);
  const reference = params.get('reference') ?? params.get('trxref');
  return reference && reference.trim() !== '' ? reference.trim() : null;
}

/** The query without the provider's parameters, so a reload or a shared link does not verify again. */
export function withoutReturnParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('reference');
  params.delete('trxref');
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** Waits between checks of a payment the provider has not confirmed yet (backing off); then the page stops asking. */
export const VERIFY_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000] as const;

export type ReturnPhase = 'verifying' | 'paid' | 'failed' | 'abandoned' | 'pending' | 'pendingGaveUp' | 'refunded' | 'offline' | 'error';
export type ReturnStep = { phase: ReturnPhase; retryInMs: number | null };

/**
 * What the page shows after the `attempt`-th check (0-based) answered `status`, and whether to check again: a pending
 * payment is asked about again after each delay in turn, and after the last one the page says it completes on its own.
 */
export function nextReturnStep(status: OrderStatus, attempt: number): ReturnStep {
  if (status !== 'pending') return { phase: status, retryInMs: null };
  const delay = VERIFY_RETRY_DELAYS_MS[attempt];
  return delay === undefined ? { phase: 'pendingGaveUp', retryInMs: null } : { phase: 'pending', retryInMs: delay };
}

/** Whether the page has said its last word on this return (the query can go). */
export function isFinalPhase(phase: ReturnPhase): boolean {
  return phase !== 'verifying' && phase !== 'pending' && phase !== 'offline';
}

export const REFUND_REASON_MIN = 10;
export const REFUND_REASON_MAX = 1000;

export const refundReasonSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(REFUND_REASON_MIN, () => t(m.refundDialog.reasonMin)),
  v.maxLength(REFUND_REASON_MAX, () => t(m.refundDialog.reasonMax)),
);

/** The message under the reason field, or null when the server would take it. */
export function refundReasonError(reason: string): string | null {
  const parsed = v.safeParse(refundReasonSchema, reason);
  return parsed.success ? null : parsed.issues[0].message;
}

/** The learner's purchase of a course: the newest paid or refunded order (orders come newest first); null when none. */
export function purchaseFor(orders: readonly MyOrder[], courseId: string): MyOrder | null {
  const mine = orders.filter((order) => order.course_id === courseId);
  // The paid order first: a second payment for the course is refunded automatically, and its refunded order must not
  // hide the purchase that holds the enrolment (issue 50).
  return mine.find((order) => order.status === 'paid') ?? mine.find((order) => order.status === 'refunded') ?? null;
}

/** A paid order with no refund request yet, still inside its 30-day window. */
export function canRequestRefund(order: MyOrder, now: Date): boolean {
  if (order.status !== 'paid' || order.refund || !order.refundable_until) return false;
  return now.getTime() < Date.parse(order.refundable_until);
}

/** Asks for the 30-day money-back refund of an order; the server checks buyer, window, status and reason. */
export async function requestRefund(orderId: string, reason: string): Promise<string> {
  const client = await loadSupabaseClient();
  const { data, error } = await client.rpc('request_refund', { p_order_id: orderId, p_reason: reason.trim() });
  if (error) throw new Error(error.message);
  return String(data);
}
