// The For Creators page (/for-creators): benefits, claimed statistics, and the instructor application form that Apply scrolls to.
import { Button } from '@chakra-ui/react';
import { useT } from '../../../lib/i18n';
import { PageHero } from '../../../ui/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import { scrollToApplicationForm } from '../../public-forms/components/scroll-to-form';
import { creatorsTexts as m } from '../texts';
import { laterSection } from '../../../ui/hydrate-later';

const CreatorBenefits = laterSection(() => import('../components/creator-benefits.later'));
const InstructorApplication = laterSection(() => import('../components/instructor-application.later'));

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

      {/* Below the fold too; Apply scrolls to the server's form before this code comes. */}
      <InstructorApplication id={FORM_ID} />
    </>
  );
}
