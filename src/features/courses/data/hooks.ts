// Reactive reads of course data: RxDB live queries turned into plain objects for React.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { type CourseDoc, type CourseModuleDoc, type EnrollmentDoc, type LearningDoc, type LessonDoc, type LessonProgressDoc, type LiveResult, useLiveDocs } from '../../../db';
import { computeCourseProgress, pickCurrentCourseId, type CourseProgress } from './progress.ts';

export type { LiveResult };

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
  const enrollmentQuery = useMemo<MangoQuery<LearningDoc>>(() => ({ selector: { kind: 'enrollment', student_id: studentId ?? '' } }), [studentId]);
  const enrollments = useLearningDocs<EnrollmentDoc>(enrollmentQuery);
  const courseIds = useMemo(() => enrollments.data.map((enrollment) => enrollment.course_id), [enrollments.data]);
  const courseQuery = useMemo<MangoQuery<CourseDoc>>(() => ({ selector: { id: { $in: courseIds } } }), [courseIds]);
  const courses = useLiveDocs('courses', courseQuery);
  const data = useMemo(() => {
    const byId = new Map(courses.data.map((course) => [course.id, course]));
    return enrollments.data.map((enrollment) => ({ enrollment, course: byId.get(enrollment.course_id) ?? null }));
  }, [enrollments.data, courses.data]);
  return { data, loading: enrollments.loading || courses.loading, error: enrollments.error ?? courses.error };
}

/** Every lesson on the device of a course's modules (modules come from the same live query chain). */
export function useCourseLessons(courseId: string | null | undefined): LiveResult<{ modules: CourseModuleDoc[]; lessons: LessonDoc[] }> {
  const modules = useCourseModules(courseId);
  // Keyed by the ids, not the array: a module that changes (its version coming back from the server) must not re-ask for
  // the lessons, which would flag the whole result as loading for a moment and disable what waits on it (Publish).
  const idsKey = modules.data.map((module) => module.id).join(',');
  const moduleIds = useMemo(() => (idsKey === '' ? [] : idsKey.split(',')), [idsKey]);
  const lessonQuery = useMemo<MangoQuery<LessonDoc>>(() => ({ selector: { module_id: { $in: moduleIds } }, sort: [{ order_index: 'asc' }] }), [moduleIds]);
  const lessons = useLiveDocs('lessons', lessonQuery);
  const data = useMemo(() => ({ modules: modules.data, lessons: lessons.data }), [modules.data, lessons.data]);
  return { data, loading: modules.loading || lessons.loading, error: modules.error ?? lessons.error };
}

/** The learner's completed lessons (a lesson_progress row means completed). */
export function useLessonProgress(studentId: string | null | undefined): LiveResult<LessonProgressDoc[]> {
  const query = useMemo<MangoQuery<LearningDoc>>(() => ({ selector: { kind: 'lesson_progress', student_id: studentId ?? '' } }), [studentId]);
  return useLearningDocs<LessonProgressDoc>(query);
}

export function useEnrollment(studentId: string | null | undefined, courseId: string | null | undefined): LiveResult<EnrollmentDoc | null> {
  const query = useMemo<MangoQuery<LearningDoc>>(
    () => ({ selector: { kind: 'enrollment', student_id: studentId ?? '', course_id: courseId ?? '' } }),
    [studentId, courseId],
  );
  const result = useLearningDocs<EnrollmentDoc>(query);
  return { ...result, data: result.data[0] ?? null };
}

/** One course's progress for one learner, recomputed live as lessons or completions change. */
export function useCourseProgress(studentId: string | null | undefined, courseId: string | null | undefined): LiveResult<CourseProgress> {
  const content = useCourseLessons(courseId);
  const progress = useLessonProgress(studentId);
  const data = useMemo(() => {
    const completed = new Set(progress.data.map((row) => row.lesson_id));
    return computeCourseProgress(content.data.modules, content.data.lessons, completed);
  }, [content.data, progress.data]);
  return { data, loading: content.loading || progress.loading, error: content.error ?? progress.error };
}

export type LearnerProgress = { course: CourseDoc; progress: CourseProgress } | null;

/** What the sidebar card shows: the learner's current course and its progress; null without an enrolment. */
export function useLearnerProgress(studentId: string | null | undefined): LiveResult<LearnerProgress> {
  const enrolled = useEnrolledCourses(studentId);
  const completions = useLessonProgress(studentId);
  const courseId = useMemo(
    () => pickCurrentCourseId(enrolled.data.map((row) => row.enrollment), completions.data),
    [enrolled.data, completions.data],
  );
  const content = useCourseLessons(courseId);
  const data = useMemo<LearnerProgress>(() => {
    const course = enrolled.data.find((row) => row.course?.id === courseId)?.course;
    if (!course) return null;
    const completed = new Set(completions.data.map((row) => row.lesson_id));
    return { course, progress: computeCourseProgress(content.data.modules, content.data.lessons, completed) };
  }, [enrolled.data, completions.data, content.data, courseId]);
  return { data, loading: enrolled.loading || completions.loading || content.loading, error: enrolled.error ?? completions.error ?? content.error };
}

/** The `learning` collection holds both enrolments and completions; a query that names its `kind` reads one of them. */
function useLearningDocs<T extends LearningDoc>(query: MangoQuery<LearningDoc>): LiveResult<T[]> {
  return useLiveDocs('learning', query) as LiveResult<T[]>;
}
