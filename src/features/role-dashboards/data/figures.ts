// Live figures for the role cards from what the device holds: an instructor's courses, drafts and students, a learner's courses and lessons done.

export const plural = (n: number, one: string, many: string = `${one}s`): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export function instructorFigures(courses: readonly { status: string; total_students?: number | null }[]): Record<string, string> {
  const drafts = courses.filter((c) => c.status === 'draft').length;
  const students = courses.reduce((sum, c) => sum + (c.total_students ?? 0), 0);
  return { Courses: `${plural(courses.length, 'course')} · ${plural(drafts, 'draft')}`, Students: plural(students, 'student') };
}

export function learnerFigures(enrolments: number, lessonsDone: number): Record<string, string> {
  return { 'My Courses': `${plural(enrolments, 'course')} · ${plural(lessonsDone, 'lesson')} done` };
}
