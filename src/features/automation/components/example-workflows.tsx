// Example workflows the creator can start from, each opening the Create dialog prefilled.
import { Badge, Box, Button, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { exampleWorkflows } from '../../../content/automation';
import { useT } from '../../../lib/i18n';
import { formatTrigger } from '../schema';
import { automationTexts as m } from '../texts';
import type { WorkflowDraft } from './create-workflow-dialog.tsx';

export function ExampleWorkflows({ onUse }: { onUse: (start: WorkflowDraft) => void }) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="examples-heading">
      <Heading as="h2" size="lg" id="examples-heading" mb="3">
        {t(m.examplesTitle)}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {exampleWorkflows.map((example) => (
          <Card.Root key={example.name.id} size="sm">
            <Card.Body gap="1">
              <Text fontWeight="semibold">{t(example.name)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(example.description)}
              </Text>
              <Badge alignSelf="start">{formatTrigger(example.trigger, t)}</Badge>
            </Card.Body>
            <Card.Footer>
              <Button size="sm" variant="outline" onClick={() => onUse({ name: t(example.name), description: t(example.description), trigger_type: example.trigger })}>
                {t(m.useExample)}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
