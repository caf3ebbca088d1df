// Layout of the signed-in dashboard: sidebar, header titled Dashboard, the page. (The app-shell issue completes it.)
import { Box, Flex, Heading } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../ui/page-loading';

export default function DashboardLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" borderBottomWidth="1px" px="4" py="3">
        <Heading as="p" size="md">
          Dashboard
        </Heading>
      </Box>
      <Box as="main" flex="1" px="4">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
