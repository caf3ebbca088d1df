// The admin's refund requests (issue #24): read online from refund_requests with their orders, courses and buyers
// (admins read all rows), requested first; decided through the payments function, which refunds with the provider.
import * as v from 'valibot';
import { callPaymentsFunction } from '../../../lib/payments-function.ts';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

// An approved request is processing until the provider's answer (or its refund webhook) makes it refunded or failed.
const refundStatuses = ['requested', 'processing', 'refunded', 'failed', 'declined'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export interface RefundRequest {
  id: string;
  order_id: string;
  status: RefundStatus;
  reason: string;
  created_at: string;
  decided_at: string | null;
  course_title: string;
  buyer_name: string;
  amount_minor: number;
  currency: string;
}

const requestRowSchema = v.object({
  id: v.string(),
  order_id: v.string(),
  buyer_id: v.string(),
  status: v.picklist(refundStatuses),
  reason: v.string(),
  created_at: v.string(),
  decided_at: v.nullish(v.string(), null),
});
const orderRowSchema = v.object({ id: v.string(), course_id: v.string(), amount_minor: v.number(), currency: v.string() });
const named = v.object({ id: v.string(), title: v.optional(v.nullable(v.string())), full_name: v.optional(v.nullable(v.string())), email: v.optional(v.nullable(v.string())) });

type RequestRow = v.InferOutput<typeof requestRowSchema>;
type OrderRow = v.InferOutput<typeof orderRowSchema>;

/** Joins the rows the four reads returned; a request whose order is not readable is left out. */
export function joinRefundRequests(
  requests: readonly RequestRow[],
  orders: readonly OrderRow[],
  courseTitles: Readonly<Record<string, string>>,
  buyerNames: Readonly<Record<string, string>>,
): RefundRequest[] {
  const byId = new Map(orders.map((order) => [order.id, order]));
  return requests
    .flatMap((request) => {
      const order = byId.get(request.order_id);
      if (!order) return [];
      return [
        {
          id: request.id,
          order_id: request.order_id,
          status: request.status,
          reason: request.reason,
          created_at: request.created_at,
          decided_at: request.decided_at,
          course_title: courseTitles[order.course_id] ?? order.course_id,
          buyer_name: buyerNames[request.buyer_id] ?? request.buyer_id,
          amount_minor: order.amount_minor,
          currency: order.currency,
        },
      ];
    })
    .sort((a, b) => Number(b.status === 'requested') - Number(a.status === 'requested') || b.created_at.localeCompare(a.created_at));
}

function parseRows<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T[] {
  return ((data ?? []) as unknown[]).flatMap((row) => {
    const parsed = v.safeParse(schema, row);
    return parsed.success ? [parsed.output] : [];
  });
}

/** The newest 100 requests with what the admin needs to decide: course, buyer, amount, reason, date. */
export async function fetchRefundRequests(): Promise<RefundRequest[]> {
  const client = await loadSupabaseClient();
  const requests = await client.from('refund_requests').select('id,order_id,buyer_id,status,reason,created_at,decided_at').order('created_at', { ascending: false }).limit(100);
  if (requests.error) throw new Error(requests.error.message);
  const rows = parseRows(requestRowSchema, requests.data);
  if (rows.length === 0) return [];
  const orders = await client.from('orders').select('id,course_id,amount_minor,currency').in('id', [...new Set(rows.map((row) => row.order_id))]);
  if (orders.error) throw new Error(orders.error.message);
  const orderRows = parseRows(orderRowSchema, orders.data);
  const [courses, people] = await Promise.all([
    client.from('courses').select('id,title').in('id', [...new Set(orderRows.map((order) => order.course_id))]),
    client.from('profiles').select('id,full_name,email').in('id', [...new Set(rows.map((row) => row.buyer_id))]),
  ]);
  const courseTitles: Record<string, string> = {};
  for (const course of parseRows(named, courses.data)) courseTitles[course.id] = course.title ?? course.id;
  const buyerNames: Record<string, string> = {};
  for (const person of parseRows(named, people.data)) buyerNames[person.id] = person.full_name || person.email || person.id;
  return joinRefundRequests(rows, orderRows, courseTitles, buyerNames);
}

const decisionSchema = v.object({ request_id: v.string(), status: v.string() });

/** Approve (the provider refunds, the enrolment ends, earning and commission are reversed) or decline a request. */
export function decideRefund(requestId: string, approve: boolean): Promise<v.InferOutput<typeof decisionSchema>> {
  return callPaymentsFunction('refunds/decide', { request_id: requestId, approve }, decisionSchema);
}
