// The SuperAdmin Dashboard page (/dashboard/superadmin): the spec's cards with the server's figures, the decisions
// waiting to be sent, and user management with the audit log.
import { useMemo } from 'react';
import { useSession } from '../../../auth/use-session';
import { useQueuedAdminActions } from '../../../db/index.ts';
import { QueuedDecisions } from '../components/queued-decisions';
import { RoleDashboard } from '../components/role-dashboard';
import { UserManagement } from '../components/user-management';
import { superadminFigures, useAdminOverview } from '../data/figures';
import { roleDashboards } from '../dashboards';
import { useT } from '../../../lib/i18n';

export default function Page() {
  const { user } = useSession();
  const overview = useAdminOverview(user?.id ?? null);
  const queued = useQueuedAdminActions();
  const t = useT();
  const figures = useMemo(() => (overview ? superadminFigures(overview, t) : {}), [overview, t]);
  return (
    <RoleDashboard content={roleDashboards.superadmin} figures={figures}>
      <QueuedDecisions queued={queued} />
      <UserManagement queued={queued} />
    </RoleDashboard>
  );
}
