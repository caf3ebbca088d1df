// The For Creators page (/for-creators): benefits, claimed statistics, and the instructor application form that Apply scrolls to.
import { Box, Button, Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { creatorBenefits, creatorStatistics } from '../../../content/programmes';
import { InfoCard } from '../../landing/components/info-card';
import { PageHero } from '../../landing/components/page-hero';
import { SectionHeading } from '../../landing/components/section-heading';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ApplicationStatus } from '../../public-forms/components/application-status';
import { useMyApplication } from '../../../db/my-applications';
import { InstructorApplicationForm } from '../components/instructor-application-form';
import { creatorsTexts as t } from '../texts';

const FORM_ID = 'instructor-application';

function scrollToForm() {
  const form = document.getElementById(FORM_ID);
  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}

export default function ForCreatorsPage() {
  const application = useMyApplication('instructor');
  usePageMeta({ title: t.documentTitle });
  return (
    <>
      <PageHero title={t.title} lead={t.lead}>
        <Button size="lg" mt="6" onClick={scrollToForm}>
          {t.apply}
        </Button>
      </PageHero>

      <Box as="section" aria-labelledby="creator-benefits-heading" py={{ base: '10', md: '14' }}>
        <Container maxW="6xl">
          <SectionHeading id="creator-benefits-heading" title={t.benefitsHeading} lead={t.benefitsLead} />
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {creatorBenefits.map((benefit) => (
              <li key={benefit.title}>
                <InfoCard icon={benefit.icon} title={benefit.title}>
                  {benefit.description}
                </InfoCard>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="creator-stats-heading" bg="bg.subtle" py={{ base: '10', md: '14' }}>
        <Container maxW="5xl">
          <SectionHeading id="creator-stats-heading" title={t.statisticsHeading} />
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="5">
            {creatorStatistics.map((statistic) => (
              // The label comes first in the markup (dt before dd); the column is reversed so the figure shows on top.
              <Box key={statistic.label} display="flex" flexDirection="column-reverse" textAlign="center" bg="bg" borderWidth="1px" borderRadius="l3" p="5">
                <Text as="dt" color="fg.muted">
                  {statistic.label}
                </Text>
                <Text as="dd" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="brand.fg">
                  {statistic.value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" id={FORM_ID} aria-labelledby="instructor-form-heading" py={{ base: '10', md: '14' }} scrollMarginTop="20">
        <Container maxW="3xl">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" id="instructor-form-heading" size="2xl">
                {t.formHeading}
              </Heading>
              <Text color="fg.muted">{t.formLead}</Text>
            </Card.Header>
            <Card.Body>
              {application && <ApplicationStatus application={application} roleLabel="Instructor" rolePath="/dashboard/instructor" />}
              {application?.status !== 'approved' && <InstructorApplicationForm />}
            </Card.Body>
          </Card.Root>
        </Container>
      </Box>
    </>
  );
}
