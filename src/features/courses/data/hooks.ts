// Reactive reads of course data: RxDB live queries turned into plain objects for React.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { useLiveRxQuery, useRxDatabase } from 'rxdb/plugins/react';
import type { MaarifaCollectionName, MaarifaDocTypes } from '../../../db/collections.ts';
import type { MaarifaDatabase } from '../../../db/database.ts';
import type { CourseDoc } from '../../../db/schemas/courses.ts';
import type { CourseModuleDoc } from '../../../db/schemas/course-modules.ts';
import type { LessonDoc } from '../../../db/schemas/lessons.ts';
import type { EnrollmentDoc } from '../../../db/schemas/enrollments.ts';

export type LiveResult<T> = { data: T; loading: boolean; error: string | null };

/** One live query as plain documents; `query` must be memoised by the caller (it is the effect's dependency). */
function useLiveDocs<K extends MaarifaCollectionName>(name: K, query: MangoQuery<MaarifaDocTypes[K]>): LiveResult<MaarifaDocTypes[K][]> {
  const db = useRxDatabase() as unknown as MaarifaDatabase;
  const { results, loading, error } = useLiveRxQuery<MaarifaDocTypes[K]>({ collection: db.collections[name] as never, query });
  const data = useMemo(() => results.map((doc) => doc.toJSON() as MaarifaDocTypes[K]), [results]);
  return { data, loading, error };
}

/** The catalogue: published courses, newest first. */
export function usePublishedCourses(): LiveResult<CourseDoc[]> {
  const query = useMemo<MangoQuery<CourseDoc>>(() => ({ selector: { status: 'published' }, sort: [{ created_at: 'desc' }] }), []);
  return useLiveDocs('courses', query);
}

/** Courses the signed-in user teaches, any status. */
export function useInstructorCourses(instructorId: string | null | undefined): LiveResult<CourseDoc[]> {
  const query = useMemo<MangoQuery<CourseDoc>>(() => ({ selector: { instructor_id: instructorId ?? '' }, sort: [{ created_at: 'desc' }] }), [instructorId]);
  return useLiveDocs('courses', query);
}

export function useCourse(courseId: string | null | undefined): LiveResult<CourseDoc | null> {
  const query = useMemo<MangoQuery<CourseDoc>>(() => ({ selector: { id: courseId ?? '' } }), [courseId]);
  const result = useLiveDocs('courses', query);
  return { ...result, data: result.data[0] ?? null };
}

/** A course's modules in order. */
export function useCourseModules(courseId: string | null | undefined): LiveResult<CourseModuleDoc[]> {
  const query = useMemo<MangoQuery<CourseModuleDoc>>(() => ({ selector: { course_id: courseId ?? '' }, sort: [{ order_index: 'asc' }] }), [courseId]);
  return useLiveDocs('course_modules', query);
}

export function useModule(moduleId: string | null | undefined): LiveResult<CourseModuleDoc | null> {
  const query = useMemo<MangoQuery<CourseModuleDoc>>(() => ({ selector: { id: moduleId ?? '' } }), [moduleId]);
  const result = useLiveDocs('course_modules', query);
  return { ...result, data: result.data[0] ?? null };
}

/** A module's lessons in order. */
export function useModuleLessons(moduleId: string | null | undefined): LiveResult<LessonDoc[]> {
  const query = useMemo<MangoQuery<LessonDoc>>(() => ({ selector: { module_id: moduleId ?? '' }, sort: [{ order_index: 'asc' }] }), [moduleId]);
  return useLiveDocs('lessons', query);
}

export type EnrolledCourse = { enrollment: EnrollmentDoc; course: CourseDoc | null };

/** The learner's enrolments joined with their courses (the course may not have arrived yet: null). */
export function useEnrolledCourses(studentId: string | null | undefined): LiveResult<EnrolledCourse[]> {
  const enrollmentQuery = useMemo<MangoQuery<EnrollmentDoc>>(() => ({ selector: { student_id: studentId ?? '' } }), [studentId]);
  const enrollments = useLiveDocs('enrollments', enrollmentQuery);
  const courseIds = useMemo(() => enrollments.data.map((enrollment) => enrollment.course_id), [enrollments.data]);
  const courseQuery = useMemo<MangoQuery<CourseDoc>>(() => ({ selector: { id: { $in: courseIds } } }), [courseIds]);
  const courses = useLiveDocs('courses', courseQuery);
  const data = useMemo(() => {
    const byId = new Map(courses.data.map((course) => [course.id, course]));
    return enrollments.data.map((enrollment) => ({ enrollment, course: byId.get(enrollment.course_id) ?? null }));
  }, [enrollments.data, courses.data]);
  return { data, loading: enrollments.loading || courses.loading, error: enrollments.error ?? courses.error };
}
