// The fallback shown while a lazily loaded page's code arrives.
import { Center, Spinner } from '@chakra-ui/react';
import { useT } from '../lib/i18n';
import { uiTexts } from './ui-texts';

export function PageLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label={label ?? t(uiTexts.loading)} />
    </Center>
  );
}
