// The Automation Features tab: one card per feature with its status and trigger; Configure / Try Beta open the Create dialog, Coming Soon is disabled.
import { Button, Card, HStack, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { automationFeatures, triggerLabels } from '../../../content/automation';
import { getFeatureAction } from '../../../content/status-labels';
import { useT } from '../../../lib/i18n';
import { StatusBadge } from '../../../ui/status-badge';
import { automationTexts as m } from '../texts';
import type { WorkflowDraft } from './create-workflow-dialog.tsx';

export function AutomationFeatureCards({ onCreate }: { onCreate: (start: WorkflowDraft) => void }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {automationFeatures.map((feature) => {
        const action = getFeatureAction(feature.status);
        const name = t(feature.name);
        const description = t(feature.description);
        return (
          <Card.Root key={feature.id} as="article" aria-labelledby={`feature-${feature.id}`} data-testid="automation-feature">
            <Card.Body gap="2">
              <HStack justify="space-between">
                <Heading as="h3" size="md" id={`feature-${feature.id}`}>
                  {name}
                </Heading>
                <StatusBadge status={feature.status} />
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
              <Text fontSize="xs" color="fg.subtle">
                {t(m.triggerLine, { trigger: t(triggerLabels[feature.trigger]) })}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button
                width="full"
                colorPalette="brand"
                variant={feature.status === 'active' ? 'solid' : 'outline'}
                disabled={!action.enabled}
                aria-label={t(m.featureAction, { action: t(action.label), feature: name })}
                onClick={() => onCreate({ name, description, trigger_type: feature.trigger, feature: feature.id })}
              >
                {t(action.label)}
              </Button>
            </Card.Footer>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
