// A titled stand-in for a page whose feature has not been built yet.
import { Box, Heading, Text } from '@chakra-ui/react';
import { pageTitle, usePageMeta } from './use-page-meta';

export function PlaceholderPage({ title }: { title: string }) {
  usePageMeta({ title: pageTitle(title) });
  return (
    <Box as="section" py="10" px="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" mt="2">
        This page is coming soon.
      </Text>
    </Box>
  );
}
