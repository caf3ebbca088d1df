// The Events tab: the community's published events, each with its action (a notice until events can be joined).
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { communityEvents } from '../../../content/events.ts';
import { useT } from '../../../lib/i18n';
import { toaster } from '../../../ui/toaster.tsx';
import { communityTexts } from '../texts.ts';

export function EventsTab() {
  const t = useT();
  const e = communityTexts.events;
  return (
    <Stack gap="3">
      {communityEvents.map((event) => (
        <Card.Root key={event.id} size="sm">
          <Card.Body>
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Box>
                <Badge mb="1">{t(event.kind)}</Badge>
                <Text fontWeight="semibold">{t(event.title)}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {t(event.when)}
                </Text>
              </Box>
              <Button size="sm" colorPalette="brand" onClick={() => toaster.create({ type: 'info', title: t(e.toastTitle), description: t(e.toastDescription) })}>
                {t(event.action)}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
