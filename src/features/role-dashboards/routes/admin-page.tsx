// The Admin Dashboard page (/dashboard/admin).
import { RoleDashboard } from '../components/role-dashboard';
import { roleDashboards } from '../texts';

export default function Page() {
  return <RoleDashboard content={roleDashboards.admin} />;
}
