// The For Creators page (/for-creators): benefits, claimed statistics, and the instructor application form that Apply scrolls to.
import { Box, Button, Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { creatorBenefits, creatorStatistics } from '../../../content/programmes';
import { useT } from '../../../lib/i18n';
import { InfoCardGrid } from '../../landing/components/info-card';
import { PageHero } from '../../landing/components/page-hero';
import { SectionHeading } from '../../landing/components/section-heading';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ApplicationStatus } from '../../public-forms/components/application-status';
import { useMyApplication } from '../../../db/my-applications';
import { InstructorApplicationForm } from '../components/instructor-application-form';
import { creatorsTexts as m } from '../texts';
import { HydrateLater } from '../../../ui/hydrate-later';

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

      {/* Below the fold on a phone: adopted once the first screen is. The form is adopted at once. */}
      <HydrateLater>
        <Box as="section" aria-labelledby="creator-benefits-heading" py={{ base: '10', md: '14' }}>
          <Container maxW="6xl">
            <SectionHeading id="creator-benefits-heading" title={t(m.benefitsHeading)} lead={t(m.benefitsLead)} />
            <InfoCardGrid items={creatorBenefits} columns={{ base: 1, sm: 2, lg: 3 }} gap="5" />
          </Container>
        </Box>

        <Box as="section" aria-labelledby="creator-stats-heading" bg="bg.subtle" py={{ base: '10', md: '14' }}>
          <Container maxW="5xl">
            <SectionHeading id="creator-stats-heading" title={t(m.statisticsHeading)} />
            <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="5">
              {creatorStatistics.map((statistic) => (
                // The label comes first in the markup (dt before dd); the column is reversed so the figure shows on top.
                <Box key={statistic.id} display="flex" flexDirection="column-reverse" textAlign="center" bg="bg" borderWidth="1px" borderRadius="l3" p="5">
                  <Text as="dt" color="fg.muted">
                    {t(statistic.label)}
                  </Text>
                  <Text as="dd" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="brand.fg">
                    {t(statistic.value)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      </HydrateLater>

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
    </>
  );
}
