// Live figures for the role cards: from what the device holds (an instructor's courses, drafts and students, a learner's
// courses and lessons done), and for admins from the server's overview (kept for offline visits).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';
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

/** An affiliate's status, from their affiliate application: approved since when (the dashboard is for affiliates). */
export function affiliateFigures(approvedAt: string | null, locale?: string): Record<string, string> {
  return approvedAt ? { Performance: `Affiliate since ${new Date(approvedAt).toLocaleDateString(locale ?? 'en', { year: 'numeric', month: 'short', day: 'numeric' })}` } : {};
}

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
