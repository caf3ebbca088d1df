// The catch-all page of spec §2: "404", "Oops! Page not found", a Return to Home link; the missing path is logged.
import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from '../lib/navigation';
import { useT } from '../lib/i18n';
import { pageTitle, usePageMeta } from '../ui/use-page-meta';
import { shellTexts } from './texts';

const m = shellTexts.notFound;

export default function NotFoundPage() {
  const location = useLocation();
  const t = useT();
  usePageMeta({ title: pageTitle(t(m.title)) });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Box as="section" textAlign="center" py="20" px="6">
      <Heading as="h1" size="5xl" mb="4">
        404
      </Heading>
      <Text fontSize="xl" color="fg.muted" mb="6">
        {t(m.heading)}
      </Text>
      <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to="/">{t(m.home)}</RouterLink>
      </Link>
    </Box>
  );
}
