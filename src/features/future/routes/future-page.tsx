// /dashboard/future: five upcoming features and the roadmap of four quarters, each in-development or planned
// (spec §2, §9; static sample content).
import { Box, Card, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { futureFeatures, quarterLabel, roadmap } from '../../../content/future';
import { useT } from '../../../lib/i18n';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { StatusBadge } from '../../../ui/status-badge';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { futureTexts as m } from '../texts';
import * as icons from '../../../content/icon-paths';

export default function FuturePage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  return (
    <Box as="section" aria-labelledby="future-title">
      <PageHeader title={t(m.title)} lead={t(m.lead)} titleId="future-title" />
      <Tabs.Root defaultValue="features" variant="line" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="features">{t(m.tabs.features)}</Tabs.Trigger>
          <Tabs.Trigger value="roadmap">{t(m.tabs.roadmap)}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="features">
          <Heading as="h2" srOnly>
            {t(m.tabs.features)}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {futureFeatures.map((feature) => (
              <Card.Root as="li" key={feature.title.id} variant="outline" data-testid="future-feature">
                <Card.Body gap="2">
                  <HStack justify="space-between" align="start" gap="2">
                    <Box bg="brand.subtle" color="brand.fg" borderRadius="l2" p="2.5">
                      <AppIcon path={feature.icon} boxSize="5" />
                    </Box>
                    <StatusBadge status={feature.status} />
                  </HStack>
                  <Heading as="h3" size="md">
                    {t(feature.title)}
                  </Heading>
                  <Text color="fg.muted" textStyle="sm">
                    {t(feature.description)}
                  </Text>
                  <HStack gap="1.5" textStyle="sm" color="fg.muted" mt="auto" pt="1">
                    <AppIcon path={icons.calendar} />
                    <span>{t(m.expected, { quarter: quarterLabel(feature.quarter, t) })}</span>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="roadmap">
          <Heading as="h2" srOnly>
            {t(m.tabs.roadmap)}
          </Heading>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            {roadmap.map((stage) => (
              <Card.Root as="li" key={stage.quarter} variant="outline" borderTopWidth="4px" borderTopColor={stage.status === 'in-development' ? 'blue.500' : 'border'} data-testid="roadmap-quarter">
                <Card.Body gap="3">
                  <HStack justify="space-between" gap="2">
                    <Heading as="h3" size="md">
                      {quarterLabel(stage.quarter, t)}
                    </Heading>
                    <StatusBadge status={stage.status} />
                  </HStack>
                  <Stack as="ul" gap="1.5" textStyle="sm" listStyleType="disc" ps="5" aria-label={t(m.milestonesLabel, { quarter: quarterLabel(stage.quarter, t) })}>
                    {stage.milestones.map((milestone) => (
                      <li key={milestone.id}>{t(milestone)}</li>
                    ))}
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
