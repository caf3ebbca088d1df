// The Affiliate Program page (/affiliate-program): benefits, the three-step explainer (Sign Up, Share, Earn) with how
import { Button } from '@chakra-ui/react';
import { useT } from '../../../lib/i18n';
import { PageHero } from '../../../ui/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import { scrollToApplicationForm } from '../../public-forms/components/scroll-to-form';
import { affiliatesTexts as m } from '../texts';
import { laterSection } from '../../../ui/hydrate-later';

const AffiliateBenefits = laterSection(() => import('../components/affiliate-benefits.later'));
const AffiliateApplication = laterSection(() => import('../components/affiliate-application.later'));

const FORM_ID = 'affiliate-application';

export default function AffiliateProgramPage() {
  const t = useT();
  usePageMeta({ title: t(m.documentTitle) });
  return (
    <>
      <PageHero title={t(m.title)} lead={t(m.lead)}>
        <Button size="lg" mt="6" onClick={() => scrollToApplicationForm(FORM_ID)}>
          {t(m.apply)}
        </Button>
      </PageHero>

      {/* Below the fold on a phone: its code comes and is adopted once the first screen is live. */}
      <AffiliateBenefits />

      {/* Below the fold too; Apply scrolls to the server's form before this code comes. */}
      <AffiliateApplication id={FORM_ID} />
    </>
  );
}
