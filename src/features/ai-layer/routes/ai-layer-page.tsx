// /dashboard/ai-layer: headline figures, then the five agents and the use cases with how the agents work (spec §2).
// The agents are sample content: their buttons say the feature opens soon instead of doing nothing.
import { Box, Card, Circle, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { aiAgents, aiHowItWorks, aiUseCases } from '../../../content/ai-layer';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { AgentCard } from '../components/agent-card';
import { aiLayerTexts as m } from '../texts';
import * as icons from '../../../content/icon-paths';

const countByStatus = (status: (typeof aiAgents)[number]['status']) => aiAgents.filter((agent) => agent.status === status).length;

export default function AiLayerPage() {
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)), description: t(m.description) });
  return (
    <Box as="section" aria-labelledby="ai-layer-title">
      <PageHeader title={t(m.title)} lead={t(m.lead)} titleId="ai-layer-title" />
      <StatGrid aria-label={t(m.statsLabel)} mb="6">
        <StatCard icon={icons.cpu} label={t(m.stats.agents)} value={formatNumber(aiAgents.length)} />
        <StatCard icon={icons.checkCircle} label={t(m.stats.active)} value={formatNumber(countByStatus('active'))} />
        <StatCard icon={icons.sparkles} label={t(m.stats.beta)} value={formatNumber(countByStatus('beta'))} />
        <StatCard icon={icons.lightbulb} label={t(m.stats.useCases)} value={formatNumber(aiUseCases.length)} />
      </StatGrid>
      <Tabs.Root defaultValue="agents" variant="line" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="agents">{t(m.tabs.agents)}</Tabs.Trigger>
          <Tabs.Trigger value="use-cases">{t(m.tabs.useCases)}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="agents">
          <Heading as="h2" srOnly>
            {t(m.tabs.agents)}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {aiAgents.map((agent) => (
              <AgentCard
                key={agent.id}
                agent={agent}
                onAction={(action) => toaster.create({ type: 'info', title: t(m.opensSoon.title, { action }), description: t(m.opensSoon.description, { agent: t(agent.name) }) })}
              />
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="use-cases">
          <Stack gap="8">
            <Box>
              <Heading as="h2" srOnly>
                {t(m.tabs.useCases)}
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                {aiUseCases.map((useCase) => (
                  <Card.Root as="li" key={useCase.title.id} variant="outline" data-testid="use-case">
                    <Card.Body gap="2">
                      <HStack gap="3">
                        <AppIcon path={useCase.icon} boxSize="5" color="brand.fg" />
                        <Heading as="h3" size="md">
                          {t(useCase.title)}
                        </Heading>
                      </HStack>
                      <Text color="fg.muted" textStyle="sm">
                        {t(useCase.description)}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
            </Box>
            <Box as="section" aria-labelledby="ai-how-it-works">
              <Heading as="h2" size="lg" id="ai-how-it-works" mb="4">
                {t(m.howItWorks)}
              </Heading>
              <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
                {aiHowItWorks.map((step, index) => (
                  <HStack as="li" key={step.title.id} align="start" gap="3" data-testid="how-it-works-step">
                    <Circle size="8" bg="brand.solid" color="brand.contrast" fontWeight="bold" flexShrink={0} aria-hidden="true">
                      {index + 1}
                    </Circle>
                    <Box>
                      <Heading as="h3" size="sm">
                        {t(step.title)}
                      </Heading>
                      <Text color="fg.muted" textStyle="sm">
                        {t(step.description)}
                      </Text>
                    </Box>
                  </HStack>
                ))}
              </SimpleGrid>
            </Box>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
