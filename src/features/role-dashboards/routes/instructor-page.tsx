// The Instructor Dashboard page (/dashboard/instructor): the spec's cards, with the instructor's own courses, drafts and students counted on the device.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { useSession } from '../../../auth/use-session';
import { useLiveDocs } from '../../../db/live-query';
import type { CourseDoc } from '../../../db/schemas/courses';
import { RoleDashboard, withLiveFigures } from '../components/role-dashboard';
import { instructorFigures } from '../data/figures';
import { roleDashboards } from '../texts';

export default function Page() {
  const { user } = useSession();
  const query = useMemo<MangoQuery<CourseDoc>>(() => ({ selector: { instructor_id: user?.id ?? '' } }), [user?.id]);
  const { data, loading } = useLiveDocs('courses', query);
  const content = useMemo(() => (loading ? roleDashboards.instructor : withLiveFigures(roleDashboards.instructor, instructorFigures(data))), [data, loading]);
  return <RoleDashboard content={content} />;
}
