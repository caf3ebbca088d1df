// Layout of every public page: header, the page, footer. Imports nothing of RxDB, sync or the dashboard.
import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { Outlet, useNavigate, usePageInHand } from '../../lib/navigation';
import { PageLoading } from '../../ui/page-loading';
import { usePageMeta } from '../../ui/use-page-meta';
import { localizedHref } from '../prerender/pages';
import { PublicFooter } from '../public/public-footer';
import { PublicHeader } from '../public/public-header';
import { shellTexts } from '../texts';

/**
 * A public page's address names its language (`/sw/courses`, `/courses` for English): when the language changes (the
 * picker, or the device's choice taking over an English page), the address follows, so a reload, a bookmark or a shared
 * link opens the page in the language it was read in.
 */
function useAddressInLanguage(): void {
  const locale = useLocale();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const target = localizedHref(pathname, locale);
    if (target !== pathname) void navigate(`${target}${search}${hash}`, { replace: true, state: (window.history.state as { usr?: unknown } | null)?.usr ?? null });
  }, [locale, navigate]);
}

export default function PublicLayout() {
  const t = useT();
  useAddressInLanguage();
  usePageMeta({ title: undefined, description: t(shellTexts.metaDescription) });
  // A page in hand (a prerendered page, at build time and as it hydrates) gets no loading boundary: React would adopt a
  // boundary's content at idle priority after the header, while the page is what a visitor came for (its form, its
  // heading). In the router app, a page's code may still be on its way.
  const page = usePageInHand() ? <Outlet /> : <Suspense fallback={<PageLoading />}><Outlet /></Suspense>;
  return (
    <Flex direction="column" minH="100dvh">
      <PublicHeader />
      <Box as="main" flex="1">
        {page}
      </Box>
      <PublicFooter />
    </Flex>
  );
}
