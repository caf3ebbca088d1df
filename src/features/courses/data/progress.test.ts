// Unit tests of course progress: lesson order across modules, percent, next lesson, which course the sidebar follows.
import { describe, expect, it } from 'vitest';
import type { CourseModuleDoc } from '../../../db/schemas/course-modules.ts';
import type { LessonDoc } from '../../../db/schemas/lessons.ts';
import { computeCourseProgress, orderLessonSteps, pickCurrentCourseId } from './progress.ts';

const at = '2026-01-01T00:00:00.000Z';
const module = (id: string, order: number, title = id): CourseModuleDoc => ({ id, course_id: 'c', title, order_index: order, created_at: at, server_xid: null, server_modified: null });
const lesson = (id: string, moduleId: string, order: number): LessonDoc => ({
  id,
  module_id: moduleId,
  title: id,
  content: null,
  video_url: null,
  duration: 5,
  is_free: false,
  order_index: order,
  created_at: at,
  server_xid: null,
  server_modified: null,
});

describe('course progress', () => {
  const modules = [module('m2', 1, 'Second'), module('m1', 0, 'First')];
  const lessons = [lesson('b', 'm1', 1), lesson('c', 'm2', 0), lesson('a', 'm1', 0), lesson('orphan', 'gone', 0)];

  it('orders lessons module by module and drops lessons of unknown modules', () => {
    const steps = orderLessonSteps(modules, lessons);
    expect(steps.map((step) => [step.lesson.id, step.moduleNumber])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('counts percent of completed lessons and points at the first unfinished one', () => {
    const progress = computeCourseProgress(modules, lessons, new Set(['a', 'c']));
    expect(progress.percent).toBe(67);
    expect(progress.completedCount).toBe(2);
    expect(progress.next?.lesson.id).toBe('b');
    expect(progress.next?.module.title).toBe('First');
  });

  it('reports 0% with no lessons and no next lesson when all are done', () => {
    expect(computeCourseProgress([], [], new Set()).percent).toBe(0);
    const done = computeCourseProgress(modules, lessons, new Set(['a', 'b', 'c']));
    expect(done.percent).toBe(100);
    expect(done.next).toBeNull();
  });

  it('follows the course with the latest completion, else the latest enrolment', () => {
    const enrollments = [
      { course_id: 'x', enrolled_at: '2026-01-01' },
      { course_id: 'y', enrolled_at: '2026-02-01' },
    ];
    expect(pickCurrentCourseId(enrollments, [])).toBe('y');
    expect(pickCurrentCourseId(enrollments, [{ course_id: 'x', completed_at: '2026-03-01' }])).toBe('x');
    expect(pickCurrentCourseId(enrollments, [{ course_id: 'not-enrolled', completed_at: '2026-04-01' }])).toBe('y');
    expect(pickCurrentCourseId([], [])).toBeNull();
  });
});
