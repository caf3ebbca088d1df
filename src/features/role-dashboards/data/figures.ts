// Live figures for the role cards: from what the device holds (an instructor's courses, drafts and students, a learner's
// courses and lessons done), and for admins from the server's overview (kept for offline visits).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { AffiliateSummary, InstructorSales } from '../../../db';
import { t as translate, type Translate } from '../../../lib/i18n';
import { formatMoney, formatNumber } from '../../../lib/i18n/format';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';
import type { LiveFigures } from '../dashboards';
import { earningsTexts, roleDashboardTexts } from '../texts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

const f = roleDashboardTexts.figures;
const joined = (...parts: string[]) => parts.join(' · ');

export function instructorFigures(courses: readonly { status: string; total_students?: number | null }[], t: Translate = translate): LiveFigures {
  const drafts = courses.filter((c) => c.status === 'draft').length;
  const students = courses.reduce((sum, c) => sum + (c.total_students ?? 0), 0);
  return { courses: joined(t(f.courses, { count: courses.length }), t(f.drafts, { count: drafts })), students: t(f.students, { count: students }) };
}

export function learnerFigures(enrolments: number, lessonsDone: number, t: Translate = translate): LiveFigures {
  return { courses: joined(t(f.courses, { count: enrolments }), t(f.lessonsDone, { count: lessonsDone })) };
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
export function adminFigures(overview: AdminOverview, t: Translate = translate): LiveFigures {
  return {
    moderation: joined(t(f.applicationsWaiting, { count: overview.pending_applications }), t(f.hiddenPosts, { count: overview.hidden_items })),
    community: t(f.activeDiscussions, { count: overview.active_discussions }),
  };
}

/** The superadmin cards' figures: everyone on the platform, and who can administer it. */
export function superadminFigures(overview: AdminOverview, t: Translate = translate): LiveFigures {
  return { users: t(f.users, { count: overview.members }), admins: t(f.admins, { count: overview.admins }) };
}

async function fetchOverview(): Promise<AdminOverview> {
  const { data, error } = await (await loadSupabaseClient()).rpc('admin_overview');
  if (error) throw new Error(error.message);
  return v.parse(overviewSchema, data);
}

/** The overview read online, and as this device last saw it while offline; null until either exists. */
export function useAdminOverview(userId: string | null): AdminOverview | null {
  const online = useOnlineStatus();
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
export function salesFigures(sales: InstructorSales | null | undefined, t: Translate = translate): LiveFigures {
  // undefined: the device is still reading its copy.
  if (sales === undefined) return { earnings: t(earningsTexts.reading) };
  if (!sales) return { earnings: t(earningsTexts.notSynced) };
  const { totals, currency } = sales;
  return {
    earnings: t(earningsTexts.instructor.earningsFigure, { available: formatMoney(totals.available_minor, currency), pending: formatMoney(totals.pending_minor, currency) }),
  };
}

/** The affiliate's cards: sign-ups through their links, commissions, and clicks to paid referrals. */
export function referralFigures(summary: AffiliateSummary | null | undefined, t: Translate = translate): LiveFigures {
  if (summary === undefined) return { referrals: t(earningsTexts.reading), commissions: t(earningsTexts.reading), performance: t(earningsTexts.reading) };
  if (!summary) return { referrals: t(earningsTexts.notSynced), commissions: t(earningsTexts.notSynced), performance: t(earningsTexts.notSynced) };
  const paid = t(f.paidReferrals, { count: summary.paid_referrals });
  const conversion = summary.clicks === 0 ? null : formatNumber(summary.paid_referrals / summary.clicks, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    referrals: joined(t(f.signups, { count: summary.signups }), t(f.clicks, { count: summary.clicks })),
    commissions: t(earningsTexts.affiliate.commissionsFigure, {
      available: formatMoney(summary.available_minor, summary.currency),
      pending: formatMoney(summary.pending_minor, summary.currency),
    }),
    performance: conversion === null ? paid : joined(paid, t(f.conversion, { percent: conversion })),
  };
}
