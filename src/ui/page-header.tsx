// The heading that opens every dashboard page: its name as the one h1, and a lead line under it.
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** `titleId` lets the page's section name itself after the heading (aria-labelledby). */
export function PageHeader({ title, lead, titleId, children }: { title: string; lead?: string; titleId?: string; children?: ReactNode }) {
  return (
    <Box as="header" mb="6">
      <Heading as="h1" size="2xl" id={titleId}>
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" mt="1">
          {lead}
        </Text>
      )}
      {children}
    </Box>
  );
}
