// The Student Dashboard page (/dashboard/learner): the spec's cards, with the learner's courses and lessons done counted on the device.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { useSession } from '../../../auth/use-session';
import { type LearningDoc, useLiveDocs } from '../../../db';
import { RoleDashboard } from '../components/role-dashboard';
import { learnerFigures } from '../data/figures';
import { roleDashboards } from '../dashboards';
import { useT } from '../../../lib/i18n';

export default function Page() {
  const { user } = useSession();
  const query = useMemo<MangoQuery<LearningDoc>>(() => ({ selector: { student_id: user?.id ?? '' } }), [user?.id]);
  const { data, loading } = useLiveDocs('learning', query);
  const t = useT();
  const figures = useMemo(() => {
    if (loading) return {};
    const enrolments = data.filter((d) => d.kind === 'enrollment').length;
    const lessonsDone = data.filter((d) => d.kind === 'lesson_progress').length;
    return learnerFigures(enrolments, lessonsDone, t);
  }, [data, loading, t]);
  return <RoleDashboard content={roleDashboards.learner} figures={figures} />;
}
