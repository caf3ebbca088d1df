// The Admin Dashboard page (/dashboard/admin): the spec's cards with the server's figures, the decisions waiting to be
// sent, the review of applications, refund requests (issue #24), moderation, and user management (an admin grants and revokes the ordinary roles;
// the server keeps admin and superadmin to superadmins).
import { useMemo } from 'react';
import { useSession } from '../../../auth/use-session';
import { useQueuedAdminActions } from '../../../db/index.ts';
import { ApplicationsReview } from '../components/applications-review';
import { ModerationList } from '../components/moderation-list';
import { QueuedDecisions } from '../components/queued-decisions';
import { RefundRequests } from '../components/refund-requests';
import { RoleDashboard } from '../components/role-dashboard';
import { UserManagement } from '../components/user-management';
import { adminFigures, useAdminOverview } from '../data/figures';
import { roleDashboards } from '../dashboards';
import { useT } from '../../../lib/i18n';

export default function Page() {
  const { user } = useSession();
  const overview = useAdminOverview(user?.id ?? null);
  const queued = useQueuedAdminActions();
  const t = useT();
  const figures = useMemo(() => (overview ? adminFigures(overview, t) : {}), [overview, t]);
  return (
    <RoleDashboard content={roleDashboards.admin} figures={figures}>
      <QueuedDecisions queued={queued} />
      <ApplicationsReview queued={queued} />
      <RefundRequests />
      <ModerationList queued={queued} />
      <UserManagement queued={queued} />
    </RoleDashboard>
  );
}
