// Only a course's own instructor reaches its edit and module pages; anyone else is sent to the course page.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../../auth/use-session.ts';
import type { CourseDoc } from '../../../db';
import { PageLoading } from '../../../ui/page-loading';
import { useCourse } from '../data/hooks.ts';
import { fetchCourse, useRemote } from '../data/remote.ts';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';

/** Renders `children(course)` for the course's instructor; redirects everyone else (the server's RLS refuses their writes anyway). */
export function InstructorGate({ courseId, children }: { courseId: string; children: (course: CourseDoc) => ReactNode }) {
  const t = useT();
  const session = useSession();
  const { data: course, loading } = useCourse(courseId);
  // Before the first pull the course may not be on the device yet: ask the server whose it is.
  const remote = useRemote(!loading && !course ? courseId : null, fetchCourse);
  const loadingLabel = t(courseTexts.edit.loading);
  if (session.status === 'loading' || loading) return <PageLoading label={loadingLabel} />;
  const userId = session.user?.id;
  if (course) {
    if (course.instructor_id !== userId) return <Navigate to={`/dashboard/courses/${courseId}`} replace />;
    return <>{children(course)}</>;
  }
  // Ours on the server: sync is bringing it, and the live query renders the editor when it lands.
  if (remote.status === 'loading' || (remote.status === 'ready' && remote.data?.instructor_id === userId && userId)) return <PageLoading label={loadingLabel} />;
  return <Navigate to={`/dashboard/courses/${courseId}`} replace />;
}
