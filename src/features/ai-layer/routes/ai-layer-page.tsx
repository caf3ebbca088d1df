// /dashboard/ai-layer: headline figures, then the five agents and the use cases with how the agents work (spec §2).
// The agents are sample content: their buttons say the feature opens soon instead of doing nothing.
import { Box, Card, Circle, Heading, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { aiAgents, aiHowItWorks, aiUseCases } from '../../../content/ai-layer';
import { AppIcon } from '../../../ui/app-icon';
import { PageHeader } from '../../../ui/page-header';
import { StatCard, StatGrid } from '../../../ui/stat-card';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { AgentCard } from '../components/agent-card';
import { aiLayerTexts as t } from '../texts';

const countByStatus = (status: (typeof aiAgents)[number]['status']) => aiAgents.filter((agent) => agent.status === status).length;

export default function AiLayerPage() {
  usePageMeta({ title: pageTitle(t.title), description: t.description });
  return (
    <Box as="section" aria-labelledby="ai-layer-title">
      <PageHeader title={t.title} lead={t.lead} titleId="ai-layer-title" />
      <StatGrid aria-label={t.statsLabel} mb="6">
        <StatCard icon="cpu" label={t.stats.agents} value={String(aiAgents.length)} />
        <StatCard icon="checkCircle" label={t.stats.active} value={String(countByStatus('active'))} />
        <StatCard icon="sparkles" label={t.stats.beta} value={String(countByStatus('beta'))} />
        <StatCard icon="lightbulb" label={t.stats.useCases} value={String(aiUseCases.length)} />
      </StatGrid>
      <Tabs.Root defaultValue="agents" variant="line" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="agents">{t.tabs.agents}</Tabs.Trigger>
          <Tabs.Trigger value="use-cases">{t.tabs.useCases}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="agents">
          <Heading as="h2" srOnly>
            {t.tabs.agents}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {aiAgents.map((agent) => (
              <AgentCard
                key={agent.id}
                agent={agent}
                onAction={(action) => toaster.create({ type: 'info', title: t.opensSoon.title(action), description: t.opensSoon.description(agent.name) })}
              />
            ))}
          </SimpleGrid>
        </Tabs.Content>
        <Tabs.Content value="use-cases">
          <Stack gap="8">
            <Box>
              <Heading as="h2" srOnly>
                {t.tabs.useCases}
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
                {aiUseCases.map((useCase) => (
                  <Card.Root as="li" key={useCase.title} variant="outline" data-testid="use-case">
                    <Card.Body gap="2">
                      <HStack gap="3">
                        <AppIcon name={useCase.icon} boxSize="5" color="brand.fg" />
                        <Heading as="h3" size="md">
                          {useCase.title}
                        </Heading>
                      </HStack>
                      <Text color="fg.muted" textStyle="sm">
                        {useCase.description}
                      </Text>
                    </Card.Body>
                  </Card.Root>
                ))}
              </SimpleGrid>
            </Box>
            <Box as="section" aria-labelledby="ai-how-it-works">
              <Heading as="h2" size="lg" id="ai-how-it-works" mb="4">
                {t.howItWorks}
              </Heading>
              <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
                {aiHowItWorks.map((step, index) => (
                  <HStack as="li" key={step.title} align="start" gap="3" data-testid="how-it-works-step">
                    <Circle size="8" bg="brand.solid" color="brand.contrast" fontWeight="bold" flexShrink={0} aria-hidden="true">
                      {index + 1}
                    </Circle>
                    <Box>
                      <Heading as="h3" size="sm">
                        {step.title}
                      </Heading>
                      <Text color="fg.muted" textStyle="sm">
                        {step.description}
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
