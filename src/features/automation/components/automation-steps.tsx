// How automation works: the four steps, numbered.
import { Badge, Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { automationSteps } from '../../../content/automation';
import { useT } from '../../../lib/i18n';
import { automationTexts as m } from '../texts';

export function AutomationSteps() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="how-heading">
      <Heading as="h2" size="lg" id="how-heading" mb="3">
        {t(m.howTitle)}
      </Heading>
      <SimpleGrid as="ol" listStyleType="none" p="0" columns={{ base: 1, md: 4 }} gap="4">
        {automationSteps.map((step, index) => (
          <Card.Root as="li" key={step.title.id} size="sm">
            <Card.Body gap="1">
              <Badge alignSelf="start" colorPalette="brand">
                {index + 1}
              </Badge>
              <Text fontWeight="semibold">{t(step.title)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t(step.text)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
