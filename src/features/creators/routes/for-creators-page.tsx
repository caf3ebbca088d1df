// The For Creators page (/for-creators): benefits, claimed statistics, and the instructor application form that Apply scrolls to.
import { Button } from '@chakra-ui/react';
import { useT } from '../../../lib/i18n';
import { PageHero } from '../../landing/components/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ApplicationFormSection, scrollToApplicationForm } from '../../public-forms/components/application-form-section';
import { InstructorApplicationForm } from '../components/instructor-application-form';
import { creatorsTexts as m } from '../texts';
import { laterSection } from '../../../ui/hydrate-later';

const CreatorBenefits = laterSection(() => import('../components/creator-benefits.later'));

const FORM_ID = 'instructor-application';

export default function ForCreatorsPage() {
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
      <CreatorBenefits />

      <ApplicationFormSection id={FORM_ID} kind="instructor" heading={t(m.formHeading)} lead={t(m.formLead)} roleLabel={t(m.roleLabel)} rolePath="/dashboard/instructor">
        <InstructorApplicationForm />
      </ApplicationFormSection>
    </>
  );
}
