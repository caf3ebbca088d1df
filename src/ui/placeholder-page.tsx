// A titled stand-in for a page whose feature has not been built yet.
import { Box, Heading, Text } from '@chakra-ui/react';
import { useT } from '../lib/i18n';
import { uiTexts } from './ui-texts';
import { pageTitle, usePageMeta } from './use-page-meta';

export function PlaceholderPage({ title }: { title: string }) {
  const t = useT();
  usePageMeta({ title: pageTitle(title) });
  return (
    <Box as="section" py="10" px="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" mt="2">
        {t(uiTexts.comingSoon)}
      </Text>
    </Box>
  );
}
