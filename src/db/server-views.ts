// The read models the server computes and sync keeps on the device (`server_views`), each checked with valibot before a
// screen reads it: leaderboard, community stats, suggested peers, recent XP activity, the learner's orders. Several features read them.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import * as v from 'valibot';
import { useLiveDocs } from './live-query.ts';
import type { ServerViewDoc } from './schemas/server-views.ts';

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const communityStatsSchema = v.object({
  members: countSchema,
  active_today: countSchema,
  discussions_this_week: countSchema,
  discussion_count: countSchema,
  top_tags: v.array(v.object({ tag: v.string(), count: countSchema })),
});
export type CommunityStats = v.InferOutput<typeof communityStatsSchema>;

const entrySchema = v.object({
  user_id: v.string(),
  full_name: v.nullable(v.string()),
  avatar_url: v.nullish(v.string()),
  level: v.number(),
  country: v.nullish(v.string()),
  points: v.number(),
  rank: v.number(),
});
export type LeaderboardEntry = v.InferOutput<typeof entrySchema>;
const placeSchema = v.nullish(v.object({ rank: v.number(), points: v.number() }), null);
const periodSchema = v.object({ week: v.nullish(v.array(entrySchema), []), all_time: v.nullish(v.array(entrySchema), []) });
const placesSchema = v.object({ week: placeSchema, all_time: placeSchema });

export const leaderboardSchema = v.object({
  by_xp: periodSchema,
  by_contribution: periodSchema,
  me: v.optional(v.object({ by_xp: placesSchema, by_contribution: v.optional(placesSchema) })),
});
export type Leaderboard = v.InferOutput<typeof leaderboardSchema>;

export const suggestedPeersSchema = v.object({
  peers: v.array(
    v.object({
      user_id: v.string(),
      full_name: v.nullable(v.string()),
      avatar_url: v.nullish(v.string()),
      level: v.number(),
      country: v.nullish(v.string()),
      role: v.nullish(v.string()),
      shared_courses: countSchema,
      shared_skills: countSchema,
    }),
  ),
});
export type SuggestedPeer = v.InferOutput<typeof suggestedPeersSchema>['peers'][number];

export const recentActivitySchema = v.object({
  events: v.array(
    v.object({
      id: v.string(),
      kind: v.string(),
      points: v.number(),
      source_table: v.nullish(v.string()),
      source_id: v.nullish(v.string()),
      created_at: v.string(),
    }),
  ),
});
export type XpActivity = v.InferOutput<typeof recentActivitySchema>['events'][number];

// Amounts of money: integers in the currency's minor unit (cents), as the server keeps them.
const minorSchema = v.pipe(v.number(), v.integer());

// Issue #24 (checkout): the signed-in learner's orders, newest first, each with its refund request if any.
export const myOrdersSchema = v.object({
  orders: v.array(
    v.object({
      id: v.string(),
      course_id: v.string(),
      course_title: v.nullish(v.string(), null),
      amount_minor: minorSchema,
      currency: v.string(),
      status: v.picklist(['pending', 'paid', 'failed', 'abandoned', 'refunded']),
      created_at: v.string(),
      paid_at: v.nullish(v.string(), null),
      refundable_until: v.nullish(v.string(), null),
      refund: v.nullish(
        v.object({
          id: v.string(),
          // Issue 50: approved refunds pass through processing, and end refunded or failed.
          status: v.picklist(['requested', 'processing', 'refunded', 'failed', 'declined']),
          reason: v.string(),
          created_at: v.string(),
          decided_at: v.nullish(v.string(), null),
        }),
        null,
      ),
    }),
  ),
});
export type MyOrder = v.InferOutput<typeof myOrdersSchema>['orders'][number];

/** One read model by name, its data checked against the shape the screen reads; null when absent or not of that shape. */
export function useServerView<T>(name: string, schema: v.GenericSchema<unknown, T>): { data: T | null; loading: boolean } {
  const query = useMemo<MangoQuery<ServerViewDoc>>(() => ({ selector: { name } }), [name]);
  const result = useLiveDocs('server_views', query);
  const data = useMemo(() => {
    const doc = result.data[0];
    if (!doc) return null;
    const parsed = v.safeParse(schema, doc.data);
    return parsed.success ? parsed.output : null;
  }, [result.data, schema]);
  return { data, loading: result.loading };
}

export function useCommunityStats() {
  return useServerView('community_stats', communityStatsSchema);
}

export function useLeaderboard() {
  return useServerView('leaderboard', leaderboardSchema);
}

export function useSuggestedPeers() {
  return useServerView('suggested_peers', suggestedPeersSchema);
}

export function useRecentActivity() {
  return useServerView('recent_activity', recentActivitySchema);
}

// --- Issue 24, creator earnings and affiliate commissions: the instructor's sales and the affiliate's referrals. ---

const earningStatusSchema = v.picklist(['pending', 'available', 'reversed']);

/** One sale as both dashboards list it; the instructor's row adds their earning, the affiliate's their commission. */
const saleEntries = {
  order_id: v.string(),
  course_id: v.string(),
  course_title: v.string(),
  amount_minor: minorSchema,
  status: earningStatusSchema,
  paid_at: v.string(),
  available_at: v.string(),
};

export const instructorSalesSchema = v.object({
  currency: v.string(),
  totals: v.object({
    sales: countSchema,
    refunds: countSchema,
    gross_minor: minorSchema,
    pending_minor: minorSchema,
    available_minor: minorSchema,
    reversed_minor: minorSchema,
  }),
  courses: v.array(
    v.object({
      course_id: v.string(),
      title: v.string(),
      price_minor: minorSchema,
      affiliate_percent: v.number(),
      sales: countSchema,
      refunds: countSchema,
      gross_minor: minorSchema,
      pending_minor: minorSchema,
      available_minor: minorSchema,
    }),
  ),
  recent: v.array(
    v.object({ ...saleEntries, earning_minor: minorSchema }),
  ),
});
export type InstructorSales = v.InferOutput<typeof instructorSalesSchema>;

export const affiliateSummarySchema = v.object({
  code: v.nullable(v.string()),
  currency: v.string(),
  clicks: countSchema,
  signups: countSchema,
  paid_referrals: countSchema,
  pending_minor: minorSchema,
  available_minor: minorSchema,
  reversed_minor: minorSchema,
  recent: v.array(
    v.object({ ...saleEntries, commission_minor: minorSchema }),
  ),
});
export type AffiliateSummary = v.InferOutput<typeof affiliateSummarySchema>;

export function useInstructorSales() {
  return useServerView('instructor_sales', instructorSalesSchema);
}

export function useAffiliateSummary() {
  return useServerView('affiliate_summary', affiliateSummarySchema);
}

export function useMyOrders() {
  return useServerView('my_orders', myOrdersSchema);
}
