// The SuperAdmin Dashboard page (/dashboard/superadmin): the spec's cards with the server's figures, the decisions
// waiting to be sent, and user management with the audit log.
import { useMemo } from 'react';
import { useSession } from '../../../auth/use-session';
import { useQueuedAdminActions } from '../../../db/index.ts';
import { QueuedDecisions } from '../components/queued-decisions';
import { RoleDashboard, withLiveFigures } from '../components/role-dashboard';
import { UserManagement } from '../components/user-management';
import { superadminFigures, useAdminOverview } from '../data/figures';
import { roleDashboards } from '../texts';

export default function Page() {
  const { user } = useSession();
  const overview = useAdminOverview(user?.id ?? null);
  const queued = useQueuedAdminActions();
  const content = useMemo(() => (overview ? withLiveFigures(roleDashboards.superadmin, superadminFigures(overview)) : roleDashboards.superadmin), [overview]);
  return (
    <RoleDashboard content={content}>
      <QueuedDecisions queued={queued} />
      <UserManagement queued={queued} />
    </RoleDashboard>
  );
}
