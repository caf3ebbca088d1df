// The "Update available" banner: shown while a new version waits; Reload switches to it.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useUpdatePrompt } from './update-store';
import { formatBytes } from '../lib/format-bytes';
import { shellTexts } from './texts';

export function UpdatePrompt() {
  const { waiting, deferred, accept, bytes } = useUpdatePrompt();
  if (!waiting && !deferred) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      insetInline="4"
      bottom="4"
      zIndex="toast"
      maxW="md"
      mx="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      px="4"
      py="3"
      data-testid="update-prompt"
    >
      <HStack gap="3" justify="space-between">
        <Box>
          <Text fontWeight="semibold">{bytes === null ? shellTexts.update.message : shellTexts.update.messageWithSize(formatBytes(bytes))}</Text>
          <Text fontSize="sm" color="fg.muted">
            {deferred ? shellTexts.update.deferredDetail : shellTexts.update.detail}
          </Text>
        </Box>
        <Button size="sm" onClick={() => accept?.()}>
          {deferred ? shellTexts.update.download : shellTexts.update.reload}
        </Button>
      </HStack>
    </Box>
  );
}
