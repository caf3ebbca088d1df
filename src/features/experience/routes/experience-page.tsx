// /dashboard/experience: the five steps of the member journey and the stats of spec §9 (static sample content).
import { Box, Card, Circle, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { experienceStats, experienceSteps } from '../../../content/experience';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { experienceTexts as t } from '../texts';

export default function ExperiencePage() {
  usePageMeta({ title: pageTitle(t.title), description: t.description });
  return (
    <Box as="section" aria-labelledby="experience-title">
      <PageHeader title={t.title} lead={t.lead} titleId="experience-title" />
      <Stack gap="8">
        <Box as="section" aria-labelledby="experience-steps">
          <Heading as="h2" size="lg" id="experience-steps" mb="4">
            {t.stepsHeading}
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, xl: 5 }} gap="4">
            {experienceSteps.map((step, index) => (
              <Card.Root as="li" key={step.id} variant="outline" data-testid="experience-step" data-step={step.id}>
                <Card.Body gap="2">
                  <HStack justify="space-between">
                    <Circle size="10" bg="brand.subtle" color="brand.fg">
                      <AppIcon name={step.icon} boxSize="5" />
                    </Circle>
                    <Text textStyle="xs" color="fg.muted" fontWeight="semibold">
                      {t.stepLabel(index + 1)}
                    </Text>
                  </HStack>
                  <Heading as="h3" size="md">
                    {step.title}
                  </Heading>
                  <Text color="fg.muted" textStyle="sm">
                    {step.description}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Box>
        <Box as="section" aria-labelledby="experience-stats">
          <Heading as="h2" size="lg" id="experience-stats" mb="4">
            {t.statsHeading}
          </Heading>
          <StatGrid>
            {experienceStats.map((stat) => (
              <StatCard key={stat.id} icon={stat.icon} label={stat.label} value={t.formatStat(stat.value, stat.unit)} />
            ))}
          </StatGrid>
        </Box>
      </Stack>
    </Box>
  );
}
