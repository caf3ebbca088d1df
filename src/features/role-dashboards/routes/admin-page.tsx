// The Admin Dashboard page (/dashboard/admin): the spec's cards and the review of applications.
import { ApplicationsReview } from '../components/applications-review';
import { RoleDashboard } from '../components/role-dashboard';
import { roleDashboards } from '../texts';

export default function Page() {
  return (
    <RoleDashboard content={roleDashboards.admin}>
      <ApplicationsReview />
    </RoleDashboard>
  );
}
