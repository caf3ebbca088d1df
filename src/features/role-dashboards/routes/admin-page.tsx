// The Admin Dashboard page (/dashboard/admin): the spec's cards, the review of applications, moderation, and user management
// (an admin grants and revokes the ordinary roles; the server keeps admin and superadmin to superadmins).
import { ApplicationsReview } from '../components/applications-review';
import { ModerationList } from '../components/moderation-list';
import { RoleDashboard } from '../components/role-dashboard';
import { UserManagement } from '../components/user-management';
import { roleDashboards } from '../texts';

export default function Page() {
  return (
    <RoleDashboard content={roleDashboards.admin}>
      <ApplicationsReview />
      <ModerationList />
      <UserManagement />
    </RoleDashboard>
  );
}
