// The Affiliate Program page (/affiliate-program): benefits, the three-step explainer (Sign Up, Share, Earn) with how
// referrals count (first click wins, 30 days), the application form.
import { Badge, Box, Button, Card, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { affiliateBenefits, affiliateSteps } from '../../../content/programmes';
import { useT } from '../../../lib/i18n';
import { AppIcon } from '../../../ui/app-icon';
import { InfoCardGrid } from '../../landing/components/info-card';
import { PageHero } from '../../landing/components/page-hero';
import { SectionHeading } from '../../landing/components/section-heading';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ApplicationStatus } from '../../public-forms/components/application-status';
import { useMyApplication } from '../../../db/my-applications';
import { AffiliateApplicationForm } from '../components/affiliate-application-form';
import { affiliatesTexts as m } from '../texts';
import { HydrateLater } from '../../../ui/hydrate-later';

const FORM_ID = 'affiliate-application';

function scrollToForm() {
  const form = document.getElementById(FORM_ID);
  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}

export default function AffiliateProgramPage() {
  const t = useT();
  const application = useMyApplication('affiliate');
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
        <Box as="section" aria-labelledby="affiliate-benefits-heading" py={{ base: '10', md: '14' }}>
          <Container maxW="6xl">
            <SectionHeading id="affiliate-benefits-heading" title={t(m.benefitsHeading)} />
            <InfoCardGrid items={affiliateBenefits} columns={{ base: 1, sm: 2, lg: 4 }} gap="5" />
          </Container>
        </Box>

        <Box as="section" aria-labelledby="affiliate-steps-heading" bg="bg.subtle" py={{ base: '10', md: '14' }}>
          <Container maxW="5xl">
            <SectionHeading id="affiliate-steps-heading" title={t(m.stepsHeading)} />
            <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
              {affiliateSteps.map((step, index) => (
                <Stack as="li" key={step.id} align="center" textAlign="center" gap="3" bg="bg" borderWidth="1px" borderRadius="l3" p="6">
                  <Box bg="brand.solid" color="brand.contrast" borderRadius="full" p="3">
                    <AppIcon path={step.icon} boxSize="6" />
                  </Box>
                  <Badge variant="outline">{t(m.stepLabel, { index: index + 1 })}</Badge>
                  <Heading as="h3" size="lg">
                    {t(step.title)}
                  </Heading>
                  <Text color="fg.muted">{t(step.description)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Box as="section" aria-labelledby="referral-rules-heading" mt="8" maxW="3xl" mx="auto" data-testid="referral-rules">
              <Heading as="h3" size="md" id="referral-rules-heading" mb="2">
                {t(m.referralRules.heading)}
              </Heading>
              <List.Root gap="1" ps="5" color="fg.muted">
                {Object.entries(m.referralRules.rules).map(([key, rule]) => (
                  <List.Item key={key}>{t(rule)}</List.Item>
                ))}
              </List.Root>
            </Box>
          </Container>
        </Box>
      </HydrateLater>

      <Box as="section" id={FORM_ID} aria-labelledby="affiliate-form-heading" py={{ base: '10', md: '14' }} scrollMarginTop="20">
        <Container maxW="3xl">
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" id="affiliate-form-heading" size="2xl">
                {t(m.formHeading)}
              </Heading>
              <Text color="fg.muted">{t(m.formLead)}</Text>
            </Card.Header>
            <Card.Body>
              {application && <ApplicationStatus application={application} roleLabel={t(m.roleLabel)} rolePath="/dashboard/affiliate" />}
              {application?.status !== 'approved' && <AffiliateApplicationForm />}
            </Card.Body>
          </Card.Root>
        </Container>
      </Box>
    </>
  );
}
