// The Instructor Dashboard page (/dashboard/instructor).
import { RoleDashboard } from '../components/role-dashboard';
import { roleDashboards } from '../texts';

export default function Page() {
  return <RoleDashboard content={roleDashboards.instructor} />;
}
