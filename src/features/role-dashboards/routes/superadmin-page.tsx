// The SuperAdmin Dashboard page (/dashboard/superadmin): the spec's cards and user management with the audit log.
import { RoleDashboard } from '../components/role-dashboard';
import { UserManagement } from '../components/user-management';
import { roleDashboards } from '../texts';

export default function Page() {
  return (
    <RoleDashboard content={roleDashboards.superadmin}>
      <UserManagement />
    </RoleDashboard>
  );
}
