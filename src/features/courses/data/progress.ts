// Pure course-progress arithmetic: the ordered lesson path of a course, percent complete and the next lesson.
import type { CourseModuleDoc, LessonDoc } from '../../../db';

export type LessonStep = { lesson: LessonDoc; module: CourseModuleDoc; moduleNumber: number };

export type CourseProgress = {
  steps: LessonStep[];
  completedCount: number;
  totalCount: number;
  /** Whole percent, 0 when the course has no lessons on the device. */
  percent: number;
  /** The first lesson in course order that is not completed; null when all are (or none exist). */
  next: LessonStep | null;
};

function compareByOrder(a: { order_index: number; created_at: string }, b: { order_index: number; created_at: string }): number {
  return a.order_index - b.order_index || a.created_at.localeCompare(b.created_at);
}

/** Lessons in the order a learner meets them: module by module, each module's lessons by order_index. */
export function orderLessonSteps(modules: readonly CourseModuleDoc[], lessons: readonly LessonDoc[]): LessonStep[] {
  const byModule = new Map<string, LessonDoc[]>();
  for (const lesson of lessons) {
    const list = byModule.get(lesson.module_id) ?? [];
    list.push(lesson);
    byModule.set(lesson.module_id, list);
  }
  const steps: LessonStep[] = [];
  [...modules].sort(compareByOrder).forEach((module, index) => {
    for (const lesson of (byModule.get(module.id) ?? []).sort(compareByOrder)) steps.push({ lesson, module, moduleNumber: index + 1 });
  });
  return steps;
}

export function computeCourseProgress(
  modules: readonly CourseModuleDoc[],
  lessons: readonly LessonDoc[],
  completedLessonIds: ReadonlySet<string>,
): CourseProgress {
  const steps = orderLessonSteps(modules, lessons);
  const completedCount = steps.filter((step) => completedLessonIds.has(step.lesson.id)).length;
  const totalCount = steps.length;
  return {
    steps,
    completedCount,
    totalCount,
    percent: totalCount === 0 ? 0 : Math.round((completedCount / totalCount) * 100),
    next: steps.find((step) => !completedLessonIds.has(step.lesson.id)) ?? null,
  };
}

/**
 * The course the progress card follows: the enrolled course with the latest completed lesson,
 * else the most recent enrolment. Inputs are the learner's own rows.
 */
export function pickCurrentCourseId(
  enrollments: readonly { course_id: string; enrolled_at: string }[],
  progress: readonly { course_id?: string | null; completed_at: string }[],
): string | null {
  const enrolled = new Set(enrollments.map((enrollment) => enrollment.course_id));
  let best: { courseId: string; at: string } | null = null;
  for (const row of progress) {
    if (!row.course_id || !enrolled.has(row.course_id)) continue;
    if (!best || row.completed_at > best.at) best = { courseId: row.course_id, at: row.completed_at };
  }
  if (best) return best.courseId;
  const latest = [...enrollments].sort((a, b) => b.enrolled_at.localeCompare(a.enrolled_at))[0];
  return latest?.course_id ?? null;
}
