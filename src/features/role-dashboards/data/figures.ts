// Live figures for the role cards: from what the device holds (an instructor's courses, drafts and students, a learner's
// courses and lessons done), and for admins from the server's overview (kept for offline visits).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { AffiliateSummary, InstructorSales } from '../../../db/server-views';
import { formatMoney } from '../../../lib/money';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';
import { earningsTexts } from '../texts';
import { useOnline } from '../../courses/data/remote';

export const plural = (n: number, one: string, many: string = `${one}s`): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export function instructorFigures(courses: readonly { status: string; total_students?: number | null }[]): Record<string, string> {
  const drafts = courses.filter((c) => c.status === 'draft').length;
  const students = courses.reduce((sum, c) => sum + (c.total_students ?? 0), 0);
  return { Courses: `${plural(courses.length, 'course')} · ${plural(drafts, 'draft')}`, Students: plural(students, 'student') };
}

export function learnerFigures(enrolments: number, lessonsDone: number): Record<string, string> {
  return { 'My Courses': `${plural(enrolments, 'course')} · ${plural(lessonsDone, 'lesson')} done` };
}

const overviewSchema = v.object({
  members: v.number(),
  admins: v.number(),
  pending_applications: v.number(),
  active_discussions: v.number(),
  hidden_items: v.number(),
  audit_week: v.number(),
});
export type AdminOverview = v.InferOutput<typeof overviewSchema>;
const storedOverviewSchema = v.object({ savedAt: v.string(), overview: overviewSchema });
const overviewKey = (userId: string) => `maarifa.admin.overview.${userId}`;

/** The admin cards' figures from the server's overview (admins only): applications waiting, active discussions. */
export function adminFigures(overview: AdminOverview): Record<string, string> {
  return {
    Moderation: `${plural(overview.pending_applications, 'application')} waiting · ${plural(overview.hidden_items, 'hidden post')}`,
    Community: plural(overview.active_discussions, 'active discussion'),
  };
}

/** The superadmin cards' figures: everyone on the platform, and who can administer it. */
export function superadminFigures(overview: AdminOverview): Record<string, string> {
  return { 'User Management': plural(overview.members, 'user'), 'Admin Management': plural(overview.admins, 'admin') };
}

async function getClient() {
  const { getSupabaseClient } = await import('../../../lib/supabase-client.ts');
  return getSupabaseClient();
}

async function fetchOverview(): Promise<AdminOverview> {
  const { data, error } = await (await getClient()).rpc('admin_overview');
  if (error) throw new Error(error.message);
  return v.parse(overviewSchema, data);
}

/** The overview read online, and as this device last saw it while offline; null until either exists. */
export function useAdminOverview(userId: string | null): AdminOverview | null {
  const online = useOnline();
  const [overview, setOverview] = useState<AdminOverview | null>(() => (userId ? (readStoredJson(overviewKey(userId), storedOverviewSchema)?.overview ?? null) : null));
  useEffect(() => {
    if (!online || !userId) return;
    let cancelled = false;
    fetchOverview().then(
      (fresh) => {
        if (cancelled) return;
        setOverview(fresh);
        writeStoredJson(overviewKey(userId), { savedAt: new Date().toISOString(), overview: fresh });
      },
      // The cards keep their last figures (or samples); the sections below report their own errors.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [online, userId]);
  return overview;
}

// --- Issue 24: the Earnings, Referrals, Commissions and Performance cards from the server's read models. ---

/** The Earnings card: what the instructor's sales earned, available and pending; 'Not synced yet' before the first sync. */
export function salesFigures(sales: InstructorSales | null | undefined): Record<string, string> {
  // undefined: the device is still reading its copy.
  if (sales === undefined) return { Earnings: earningsTexts.reading };
  if (!sales) return { Earnings: earningsTexts.notSynced };
  const { totals, currency } = sales;
  return { Earnings: earningsTexts.instructor.earningsFigure(formatMoney(totals.available_minor, currency), formatMoney(totals.pending_minor, currency)) };
}

/** The affiliate's cards: sign-ups through their links, commissions, and clicks to paid referrals. */
export function referralFigures(summary: AffiliateSummary | null | undefined): Record<string, string> {
  if (summary === undefined) return { Referrals: earningsTexts.reading, Commissions: earningsTexts.reading, Performance: earningsTexts.reading };
  if (!summary) return { Referrals: earningsTexts.notSynced, Commissions: earningsTexts.notSynced, Performance: earningsTexts.notSynced };
  const conversion = summary.clicks === 0 ? null : `${((summary.paid_referrals / summary.clicks) * 100).toFixed(1)}% conversion`;
  return {
    Referrals: `${plural(summary.signups, 'sign-up')} · ${plural(summary.clicks, 'click')}`,
    Commissions: earningsTexts.affiliate.commissionsFigure(formatMoney(summary.available_minor, summary.currency), formatMoney(summary.pending_minor, summary.currency)),
    Performance: [plural(summary.paid_referrals, 'paid referral'), conversion].filter(Boolean).join(' · '),
  };
}

