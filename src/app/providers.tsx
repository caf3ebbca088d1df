// App-wide React providers: the Chakra design system, the toaster, the update prompt, and the visitor's language once adopted.
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { activateLocale, renderedLocale, type UiLocale } from '../lib/i18n';
import { system } from '../ui/system';
import { Toaster } from '../ui/toaster';
import { UpdatePrompt } from './update-prompt';

/** `locale`: the visitor's language, made active once the page is adopted (prerendered HTML is English). */
export function AppProviders({ children, locale }: { children: ReactNode; locale?: UiLocale }) {
  useEffect(() => {
    // Offline with a catalog never opened, the page stays English; the picker says why when asked.
    if (locale && locale !== renderedLocale()) activateLocale(locale).catch(() => undefined);
  }, [locale]);
  return (
    <ChakraProvider value={system}>
      {children}
      <UpdatePrompt />
      <Toaster />
    </ChakraProvider>
  );
}
