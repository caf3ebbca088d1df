// "Your automations": the signed-in creator's workflows, newest first, each with its trigger, an active and a pending marker.
import { Badge, Box, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useIsUnsent, type CreatorToolDoc } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { formatTrigger } from '../schema';
import { automationTexts as m } from '../texts';

export function WorkflowList({ workflows, onOpen }: { workflows: CreatorToolDoc[]; onOpen: (workflow: CreatorToolDoc) => void }) {
  const t = useT();
  const isUnsent = useIsUnsent('creator_tools');
  return (
    <Box as="section" aria-labelledby="your-automations">
      <Heading as="h2" size="lg" id="your-automations" mb="3">
        {t(m.yourAutomations)}
      </Heading>
      <Stack as="ul" listStyleType="none" p="0" gap="3">
        {workflows.map((workflow) => (
          <Card.Root as="li" key={workflow.id} size="sm" data-testid="workflow" aria-label={workflow.name ?? ''}>
            <Card.Body>
              <HStack justify="space-between" flexWrap="wrap" gap="3">
                <Box>
                  <HStack gap="2">
                    <Text data-user-text dir="auto" fontWeight="semibold">{workflow.name}</Text>
                    {workflow.is_active && <Badge colorPalette="green">{t(m.activeBadge)}</Badge>}
                    {isUnsent(workflow) && (
                      <Badge colorPalette="yellow" data-testid="pending-marker">
                        {t(m.pending)}
                      </Badge>
                    )}
                  </HStack>
                  {workflow.description && (
                    <Text data-user-text dir="auto" fontSize="sm" color="fg.muted">
                      {workflow.description}
                    </Text>
                  )}
                  <Text fontSize="xs" color="fg.subtle" data-testid="workflow-trigger">
                    {formatTrigger(workflow.trigger_type ?? '', t)}
                  </Text>
                </Box>
                <HStack>
                  <Button size="sm" variant="outline" onClick={() => onOpen(workflow)}>
                    {t(m.viewDetails)}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onOpen(workflow)}>
                    {t(m.edit)}
                  </Button>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Box>
  );
}
