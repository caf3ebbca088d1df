// The fallback shown while a lazily loaded page's code arrives.
import { Center, Spinner } from '@chakra-ui/react';

export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label={label} />
    </Center>
  );
}
