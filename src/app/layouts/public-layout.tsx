// Layout of every public page: header, the page, footer. Imports nothing of RxDB, sync or the dashboard.
import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from '../../lib/navigation';
import { PageLoading } from '../../ui/page-loading';
import { PublicFooter } from '../public/public-footer';
import { PublicHeader } from '../public/public-header';

export default function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <PublicHeader />
      <Box as="main" flex="1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter />
    </Flex>
  );
}
