// App-wide React providers: the Chakra design system, the toaster and the update prompt.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from '../ui/system';
import { Toaster } from '../ui/toaster';
import { UpdatePrompt } from './update-prompt';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <UpdatePrompt />
      <Toaster />
    </ChakraProvider>
  );
}
