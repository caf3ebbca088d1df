// One AI agent: icon, name, status badge, description, capabilities and the button its status allows.
import { Badge, Box, Button, Card, Heading, HStack, Wrap } from '@chakra-ui/react';
import type { AiAgent } from '../../../content/ai-layer';
import { getFeatureAction } from '../../../content/status-labels';
import { useT } from '../../../lib/i18n';
import { AppIcon } from '../../../ui/app-icon';
import { StatusBadge } from '../../../ui/status-badge';
import { aiLayerTexts as m } from '../texts';

export function AgentCard({ agent, onAction }: { agent: AiAgent; onAction: (actionLabel: string) => void }) {
  const t = useT();
  const action = getFeatureAction(agent.status);
  const name = t(agent.name);
  const actionLabel = t(action.label);
  return (
    <Card.Root as="article" variant="outline" height="full" data-testid="agent-card" aria-labelledby={`agent-${agent.id}`}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Box bg="brand.subtle" color="brand.fg" borderRadius="l2" p="2.5">
            <AppIcon path={agent.icon} boxSize="5" />
          </Box>
          <StatusBadge status={agent.status} />
        </HStack>
        <Heading as="h3" size="md" id={`agent-${agent.id}`}>
          {name}
        </Heading>
        <Card.Description>{t(agent.description)}</Card.Description>
        <Wrap as="ul" gap="1.5" listStyleType="none" aria-label={t(m.capabilitiesLabel, { agent: name })}>
          {agent.capabilities.map((capability) => (
            <Badge as="li" key={capability.id} variant="outline">
              {t(capability)}
            </Badge>
          ))}
        </Wrap>
      </Card.Body>
      <Card.Footer>
        <Button
          width="full"
          variant={agent.status === 'active' ? 'solid' : 'outline'}
          colorPalette="brand"
          disabled={!action.enabled}
          aria-label={t(m.actionLabel, { action: actionLabel, agent: name })}
          onClick={() => onAction(actionLabel)}
        >
          {actionLabel}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
