// The SuperAdmin Dashboard page (/dashboard/superadmin).
import { RoleDashboard } from '../components/role-dashboard';
import { roleDashboards } from '../texts';

export default function Page() {
  return <RoleDashboard content={roleDashboards.superadmin} />;
}
