// Only a course's own instructor reaches its edit and module pages; anyone else is sent to the course page.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../../auth/use-session.ts';
import type { CourseDoc } from '../../../db/schemas/courses.ts';
import { PageLoading } from '../../../ui/page-loading';
import { useCourse } from '../data/hooks.ts';
import { courseTexts } from '../texts.ts';

/** Renders `children(course)` for the course's instructor; redirects everyone else (the server's RLS refuses their writes anyway). */
export function InstructorGate({ courseId, children }: { courseId: string; children: (course: CourseDoc) => ReactNode }) {
  const session = useSession();
  const { data: course, loading } = useCourse(courseId);
  if (session.status === 'loading' || loading) return <PageLoading label={courseTexts.edit.loading} />;
  if (!course || !session.user || course.instructor_id !== session.user.id) return <Navigate to={`/dashboard/courses/${courseId}`} replace />;
  return <>{children(course)}</>;
}
