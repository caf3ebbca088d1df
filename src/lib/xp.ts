// XP levels (spec §3) and the points each activity earns: the device's mirror of the server's xp_levels and xp_rules
// tables (a test checks they agree), used to show a level's progress and the XP of writes not synced yet.

export const XP_LEVELS = [
  { level: 1, title: 'Beginner', minXp: 0 },
  { level: 2, title: 'Learner', minXp: 100 },
  { level: 3, title: 'Student', minXp: 250 },
  { level: 4, title: 'Explorer', minXp: 500 },
  { level: 5, title: 'Practitioner', minXp: 1000 },
  { level: 6, title: 'Skilled', minXp: 2000 },
  { level: 7, title: 'Expert', minXp: 3000 },
  { level: 8, title: 'Master', minXp: 4000 },
  { level: 9, title: 'Guru', minXp: 6000 },
  { level: 10, title: 'Legend', minXp: 10000 },
] as const;

/** Points and daily caps per activity, as the server grants them (xp_rules). */
export const XP_RULES = {
  lesson_completed: { points: 10, dailyCap: 20 },
  course_completed: { points: 50, dailyCap: 5 },
  discussion_started: { points: 15, dailyCap: 5 },
  comment_written: { points: 5, dailyCap: 20 },
  upvote_received: { points: 2, dailyCap: 50 },
  application_approved: { points: 100, dailyCap: null },
} as const satisfies Record<string, { points: number; dailyCap: number | null }>;
export type XpKind = keyof typeof XP_RULES;

export type LevelProgress = {
  level: number;
  title: string;
  xp: number;
  /** The next level's threshold; null at the top level. */
  nextMinXp: number | null;
  nextTitle: string | null;
  /** XP still needed for the next level (0 at the top). */
  toNext: number;
  /** 0–100 through the current level. */
  percent: number;
};

export function getLevelProgress(xp: number): LevelProgress {
  const total = Math.max(0, Math.floor(xp));
  let index = 0;
  for (let i = 0; i < XP_LEVELS.length; i += 1) if (XP_LEVELS[i]!.minXp <= total) index = i;
  const current = XP_LEVELS[index]!;
  const next = XP_LEVELS[index + 1] ?? null;
  if (!next) return { level: current.level, title: current.title, xp: total, nextMinXp: null, nextTitle: null, toNext: 0, percent: 100 };
  const percent = Math.floor(((total - current.minXp) / (next.minXp - current.minXp)) * 100);
  return { level: current.level, title: current.title, xp: total, nextMinXp: next.minXp, nextTitle: next.title, toNext: next.minXp - total, percent };
}

export function getLevelTitle(level: number): string {
  return XP_LEVELS.find((entry) => entry.level === level)?.title ?? XP_LEVELS[0].title;
}

/** XP that writes still on the device will earn once the server has them, each kind within its daily cap. */
export function getPendingXp(counts: Partial<Record<XpKind, number>>): number {
  let total = 0;
  for (const [kind, count] of Object.entries(counts) as [XpKind, number][]) {
    const rule = XP_RULES[kind];
    total += Math.min(count, rule.dailyCap ?? count) * rule.points;
  }
  return total;
}
