// The Affiliate Dashboard page (/dashboard/affiliate): the spec's cards, with the affiliate's status from their approved
// application; referrals and commissions stay samples (the app has no referral tracking yet).
import { useMemo } from 'react';
import { useMyApplication } from '../../../db/my-applications';
import { RoleDashboard, withLiveFigures } from '../components/role-dashboard';
import { affiliateFigures } from '../data/figures';
import { roleDashboards } from '../texts';

export default function Page() {
  const application = useMyApplication('affiliate');
  const approvedAt = application?.status === 'approved' ? (application.reviewed_at ?? application.created_at) : null;
  const content = useMemo(() => withLiveFigures(roleDashboards.affiliate, affiliateFigures(approvedAt)), [approvedAt]);
  return <RoleDashboard content={content} />;
}
