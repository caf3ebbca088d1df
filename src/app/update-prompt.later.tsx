// The "Update available" banner: shown while a new version waits; Reload switches to it. It can wait for the page to be
// live, so its code comes then (laterSection in providers.tsx).
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useUpdatePrompt } from './update-store';
import { formatBytes } from '../lib/format-bytes';
import { useT } from '../lib/i18n';
import { shellTexts } from './texts';

export default function UpdatePrompt() {
  const { waiting, deferred, accept, bytes } = useUpdatePrompt();
  const t = useT();
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
          <Text fontWeight="semibold">{bytes === null ? t(shellTexts.update.message) : t(shellTexts.update.messageWithSize, { size: formatBytes(bytes) })}</Text>
          <Text fontSize="sm" color="fg.muted">
            {deferred ? t(shellTexts.update.deferredDetail) : t(shellTexts.update.detail)}
          </Text>
        </Box>
        <Button size="sm" onClick={() => accept?.()}>
          {deferred ? t(shellTexts.update.download) : t(shellTexts.update.reload)}
        </Button>
      </HStack>
    </Box>
  );
}
