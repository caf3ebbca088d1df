// The Instructor Dashboard page (/dashboard/instructor): the spec's cards, with the instructor's own courses, drafts and
// students counted on the device, and their sales and earnings from the `instructor_sales` read model (offline too).
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { useSession } from '../../../auth/use-session';
import { type CourseDoc, useInstructorSales, useLiveDocs } from '../../../db';
import { InstructorSalesSection } from '../components/instructor-sales-section';
import { RoleDashboard } from '../components/role-dashboard';
import { instructorFigures, salesFigures } from '../data/figures';
import { roleDashboards } from '../dashboards';
import { useT } from '../../../lib/i18n';

export default function Page() {
  const { user } = useSession();
  const query = useMemo<MangoQuery<CourseDoc>>(() => ({ selector: { instructor_id: user?.id ?? '' } }), [user?.id]);
  const { data, loading } = useLiveDocs('courses', query);
  const sales = useInstructorSales();
  const t = useT();
  const figures = useMemo(
    () => ({ ...(loading ? {} : instructorFigures(data, t)), ...salesFigures(sales.loading ? undefined : sales.data, t) }),
    [data, loading, sales.data, sales.loading, t],
  );
  return <RoleDashboard content={roleDashboards.instructor} figures={figures}>{!sales.loading && <InstructorSalesSection sales={sales.data} />}</RoleDashboard>;
}
