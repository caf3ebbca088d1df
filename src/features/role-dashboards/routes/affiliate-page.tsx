// The Affiliate Dashboard page (/dashboard/affiliate): the spec's cards and the affiliate's code, links, referral
// figures and commissions, all from the `affiliate_summary` read model kept on the device (so it opens offline).
import { useMemo } from 'react';
import { useAffiliateSummary } from '../../../db';
import { AffiliateFiguresSection, AffiliateLinksSection, AffiliateRulesSection } from '../components/affiliate-section';
import { RoleDashboard } from '../components/role-dashboard';
import { referralFigures } from '../data/figures';
import { roleDashboards } from '../dashboards';
import { useT } from '../../../lib/i18n';

export default function Page() {
  const { data: summary, loading } = useAffiliateSummary();
  const t = useT();
  const figures = useMemo(() => referralFigures(loading ? undefined : summary, t), [summary, loading, t]);
  return (
    <RoleDashboard content={roleDashboards.affiliate} figures={figures}>
      {!loading && (
        <>
          <AffiliateLinksSection summary={summary} />
          <AffiliateFiguresSection summary={summary} />
        </>
      )}
      <AffiliateRulesSection />
    </RoleDashboard>
  );
}
