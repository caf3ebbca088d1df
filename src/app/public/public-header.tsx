// The sticky header of every public page: brand, main links, search, and the session's buttons (spec §2).
import { Box, Button, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useNavigate } from '../../lib/navigation';
import { useSession } from '../../auth/use-session';
import { useT } from '../../lib/i18n';
import { loadWhenOnline } from '../../lib/load-when-online';
import { BRAND, shellTexts } from '../texts';

const m = shellTexts.header;

// Only a signed-in visitor sees it, and only once the page is adopted (it hydrates as signed out): its code comes then.
const SignOutButton = lazy(() => loadWhenOnline(() => import('../sign-out-button').then((module) => ({ default: module.SignOutButton }))));

const headerLinks = [
  { label: m.courses, to: '/courses' },
  { label: m.community, to: '/dashboard/community' },
  { label: m.forCreators, to: '/for-creators' },
];

export function PublicHeader() {
  const t = useT();
  const { status } = useSession();
  const navigate = useNavigate();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" px="4" py="3">
      <Flex align="center" gap="4" maxW="7xl" mx="auto">
        <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }}>
          {/* translate="no": a name, the same in every language (and left alone by the page-translation widget). */}
          <RouterLink to="/" translate="no">
            {BRAND}
          </RouterLink>
        </Link>
        <HStack as="nav" aria-label={t(m.mainNavigation)} gap="5" hideBelow="md" flex="1">
          {headerLinks.map((link) => (
            <Link key={link.to} asChild color="fg.muted" fontWeight="medium">
              <RouterLink to={link.to}>{t(link.label)}</RouterLink>
            </Link>
          ))}
        </HStack>
        {/* On a phone, longer words than English (French, Kiswahili) wrap the buttons onto a second row, not off the screen. */}
        <HStack gap="2" ms="auto" minW="0" wrap="wrap" justify="flex-end">
          <IconButton variant="ghost" size="sm" aria-label={t(m.search)} onClick={() => void navigate('/courses')}>
            <SearchGlyph />
          </IconButton>
          {status === 'signed-in' ? (
            <Suspense fallback={null}>
              <SignOutButton label={t(m.signOut)} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/auth">{t(m.signIn)}</RouterLink>
              </Button>
              <Button asChild size="sm">
                <RouterLink to="/auth">{t(m.getStarted)}</RouterLink>
              </Button>
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}

function SearchGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
