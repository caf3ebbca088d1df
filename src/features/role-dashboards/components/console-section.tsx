// One section of an admin console: its heading, its lead, and the warning shown while it cannot reach the server.
import { Box, Heading, Text } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import type { ReactNode } from 'react';

export function ConsoleSection({ id, heading, lead, offlineMessage, children }: { id: string; heading: string; lead: string; offlineMessage: string | null; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} mt="10">
      <Heading as="h2" size="xl" id={id}>
        {heading}
      </Heading>
      <Text color="fg.muted">{lead}</Text>
      {offlineMessage && (
        <Alert.Root status="warning" mt="3">
          <Alert.Indicator />
          <Alert.Title>{offlineMessage}</Alert.Title>
        </Alert.Root>
      )}
      {children}
    </Box>
  );
}
