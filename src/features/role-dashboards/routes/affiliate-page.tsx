// The Affiliate Dashboard page (/dashboard/affiliate).
import { RoleDashboard } from '../components/role-dashboard';
import { roleDashboards } from '../texts';

export default function Page() {
  return <RoleDashboard content={roleDashboards.affiliate} />;
}
