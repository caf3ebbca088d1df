// Layout of every public page: header, the page, footer. (The app-shell issue fills in header and footer.)
import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { PageLoading } from '../../ui/page-loading';

export default function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" px="4" py="3">
        <HStack gap="6">
          <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg">
            <RouterLink to="/">Maarifa</RouterLink>
          </Link>
        </HStack>
      </Box>
      <Box as="main" flex="1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
