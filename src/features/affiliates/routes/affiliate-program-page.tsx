// The Affiliate Program page (/affiliate-program): benefits, the three-step explainer (Sign Up, Share, Earn) with how
import { Button } from '@chakra-ui/react';
import { useT } from '../../../lib/i18n';
import { PageHero } from '../../landing/components/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ApplicationFormSection, scrollToApplicationForm } from '../../public-forms/components/application-form-section';
import { AffiliateApplicationForm } from '../components/affiliate-application-form';
import { affiliatesTexts as m } from '../texts';
import { laterSection } from '../../../ui/hydrate-later';

const AffiliateBenefits = laterSection(() => import('../components/affiliate-benefits.later'));

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

      <ApplicationFormSection id={FORM_ID} kind="affiliate" heading={t(m.formHeading)} lead={t(m.formLead)} roleLabel={t(m.roleLabel)} rolePath="/dashboard/affiliate">
        <AffiliateApplicationForm />
      </ApplicationFormSection>
    </>
  );
}
