// The Student Dashboard page (/dashboard/learner).
import { RoleDashboard } from '../components/role-dashboard';
import { roleDashboards } from '../texts';

export default function Page() {
  return <RoleDashboard content={roleDashboards.learner} />;
}
