// The footer of every public page: link groups, social icons (placeholder links), languages, translation, copyright (spec §2).
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../lib/i18n';
import { shellTexts } from '../texts';
import { laterSection } from '../../ui/hydrate-later';

const m = shellTexts.footer;

const FooterLinks = laterSection(() => import('./footer-links.later'));
const TranslateWidget = laterSection(() => import('./translate-widget.later'));
const LanguagePicker = laterSection(() => import('./language-picker.later'));

export function PublicFooter() {
  const t = useT();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" px="4" py="10">
      <Stack maxW="7xl" mx="auto" gap="8">
        {/* Below the fold on every page: its code comes and is adopted once the page is (its links work as plain links
            before). So do the language picker's and the translation button's below. */}
        <FooterLinks />
        <Flex gap="4" justify="space-between" align={{ base: 'start', md: 'end' }} direction={{ base: 'column', md: 'row' }}>
          <Text fontSize="sm" color="fg.muted">
            {t(m.copyright)}
          </Text>
          <HStack gap="4" align="end" wrap="wrap">
            <LanguagePicker />
            {/* Kept for the languages Maarifa does not ship; its code comes once the page is live. */}
            <TranslateWidget />
          </HStack>
        </Flex>
      </Stack>
    </Box>
  );
}
