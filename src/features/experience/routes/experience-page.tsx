// /dashboard/experience: the five steps of the member journey and the stats of spec §9 (static sample content).
import { Box, Card, Circle, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { experienceStats, experienceSteps } from '../../../content/experience';
import { useLocale, useT } from '../../../lib/i18n';
import { formatPercent } from '../../../lib/i18n/format';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { experienceTexts as m } from '../texts';

export default function ExperiencePage() {
  const t = useT();
  const locale = useLocale();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  return (
    <Box as="section" aria-labelledby="experience-title">
      <PageHeader title={t(m.title)} lead={t(m.lead)} titleId="experience-title" />
      <Stack gap="8">
        <Box as="section" aria-labelledby="experience-steps">
          <Heading as="h2" size="lg" id="experience-steps" mb="4">
            {t(m.stepsHeading)}
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, xl: 5 }} gap="4">
            {experienceSteps.map((step, index) => (
              <Card.Root as="li" key={step.id} variant="outline" data-testid="experience-step" data-step={step.id}>
                <Card.Body gap="2">
                  <HStack justify="space-between">
                    <Circle size="10" bg="brand.subtle" color="brand.fg">
                      <AppIcon path={step.icon} boxSize="5" />
                    </Circle>
                    <Text textStyle="xs" color="fg.muted" fontWeight="semibold">
                      {t(m.stepLabel, { number: index + 1 })}
                    </Text>
                  </HStack>
                  <Heading as="h3" size="md">
                    {t(step.title)}
                  </Heading>
                  <Text color="fg.muted" textStyle="sm">
                    {t(step.description)}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>
        <Box as="section" aria-labelledby="experience-stats">
          <Heading as="h2" size="lg" id="experience-stats" mb="4">
            {t(m.statsHeading)}
          </Heading>
          <StatGrid>
            {experienceStats.map((stat) => (
              <StatCard key={stat.id} icon={stat.icon} label={t(stat.label)} value={stat.unit === '%' ? formatPercent(stat.value / 100, locale) : t(m.multiple, { value: stat.value })} />
            ))}
          </StatGrid>
        </Box>
      </Stack>
    </Box>
  );
}
