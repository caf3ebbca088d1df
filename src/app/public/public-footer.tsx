// The footer of every public page: link groups, social icons (placeholder links), translation, copyright (spec §2).
import { Box, Flex, HStack, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { shellTexts } from '../texts';
import { TranslateWidget } from './translate-widget';

const t = shellTexts.footer;

export function PublicFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" px="4" py="10">
      <Stack maxW="7xl" mx="auto" gap="8">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="lg" color="brand.fg">
              {shellTexts.brand}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t.tagline}
            </Text>
            <HStack gap="2" wrap="wrap">
              {t.social.map((name) => (
                // The spec gives placeholder links for the social icons.
                // The name comes from hidden text, not aria-label, so the visible letters are not a mismatched label (axe).
                <Link key={name} href="#" title={name} display="inline-flex" w="8" h="8" alignItems="center" justifyContent="center" borderRadius="full" bg="bg.emphasized" fontSize="xs" fontWeight="bold">
                  <span aria-hidden="true">{name.slice(0, 2)}</span>
                  <VisuallyHidden>{name}</VisuallyHidden>
                </Link>
              ))}
            </HStack>
          </Stack>
          {t.groups.map((group) => (
            <Stack key={group.title} gap="2" as="nav" aria-label={group.title}>
              <Text fontWeight="semibold">{group.title}</Text>
              {group.links.map((link) => (
                <Link key={link.to} asChild color="fg.muted" fontSize="sm">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Flex gap="4" justify="space-between" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Text fontSize="sm" color="fg.muted">
            {t.copyright}
          </Text>
          <TranslateWidget />
        </Flex>
      </Stack>
    </Box>
  );
}
