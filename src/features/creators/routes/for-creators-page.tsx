// The For Creators page (/for-creators): benefits, claimed statistics, and the instructor application form that Apply scrolls to.
import { Box, Button, Card, Container, Heading, Text } from '@chakra-ui/react';
import { useT } from '../../../lib/i18n';
import { PageHero } from '../../landing/components/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ApplicationStatus } from '../../public-forms/components/application-status';
import { useMyApplication } from '../../../db/my-applications';
import { InstructorApplicationForm } from '../components/instructor-application-form';
import { creatorsTexts as m } from '../texts';
import { HydrateLater, laterSection } from '../../../ui/hydrate-later';

const CreatorBenefits = laterSection(() => import('../components/creator-benefits.later'));

const FORM_ID = 'instructor-application';

function scrollToForm() {
  const form = document.getElementById(FORM_ID);
  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}

export default function ForCreatorsPage() {
  const t = useT();
  const application = useMyApplication('instructor');
  usePageMeta({ title: t(m.documentTitle) });
  return (
    <>
      <PageHero title={t(m.title)} lead={t(m.lead)}>
        <Button size="lg" mt="6" onClick={scrollToForm}>
          {t(m.apply)}
        </Button>
      </PageHero>

      {/* Below the fold on a phone: its code comes and is adopted once the first screen is live. The form's code comes
          with the page, and React adopts it right after the first screen, in a pass of its own: until then what is typed
          stays and a submit waits (the held-submit script), and Apply scrolls to it as plain markup. */}
      <CreatorBenefits />

      <HydrateLater>
        <Box as="section" id={FORM_ID} aria-labelledby="instructor-form-heading" py={{ base: '10', md: '14' }} scrollMarginTop="20">
          <Container maxW="3xl">
            <Card.Root variant="outline">
              <Card.Header>
                <Heading as="h2" id="instructor-form-heading" size="2xl">
                  {t(m.formHeading)}
                </Heading>
                <Text color="fg.muted">{t(m.formLead)}</Text>
              </Card.Header>
              <Card.Body>
                {application && <ApplicationStatus application={application} roleLabel={t(m.roleLabel)} rolePath="/dashboard/instructor" />}
                {application?.status !== 'approved' && <InstructorApplicationForm />}
              </Card.Body>
            </Card.Root>
          </Container>
        </Box>
      </HydrateLater>
    </>
  );
}
