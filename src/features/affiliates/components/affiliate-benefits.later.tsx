// The Affiliate Program's benefits and its three steps with the referral rules: below the fold on a phone, so their code
// comes after the first screen is live (laterSection in affiliate-program-page.tsx).
import { Badge, Box, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { affiliateBenefits, affiliateSteps } from '../../../content/programmes';
import { useT } from '../../../lib/i18n';
import { AppIcon } from '../../../ui/app-icon';
import { InfoCardGrid } from '../../../ui/info-card';
import { SectionHeading } from '../../../ui/section-heading';
import { affiliatesTexts as m } from '../texts';

export default function AffiliateBenefits() {
  const t = useT();
  return (
    <>
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
    </>
  );
}
