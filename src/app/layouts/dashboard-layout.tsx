// Layout of the signed-in dashboard: the sidebar and the header titled Dashboard at once, the page once local data is open.
import { Box, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../ui/page-loading';
import { DeviceData } from '../dashboard/dashboard-data';
import { DataSaverMarker } from '../dashboard/data-saver-marker';
import { DashboardSidebar } from '../dashboard/sidebar';
import { useSidebarState } from '../dashboard/sidebar-state';
import { useOfflineCopies } from '../../features/courses/offline/offline-store';
import { cacheDashboardCore } from '../offline-core';
import { OfflineReadiness, useReadinessNotice } from '../dashboard/offline-readiness';
import { SignOutButton } from '../sign-out-button';
import { useT } from '../../lib/i18n';
import { appShellTexts } from '../app-shell-texts';
import { loadWhenOnline } from '../../lib/load-when-online';

// What the header shows beside the title comes after the shell has painted; code not on the device yet (a first visit
// that goes offline within its first seconds) comes when the connection returns, and shows nothing until then, never
// an error in place of the page.
// Reads the database (conflicts), so its code comes with the database's, after the shell has painted.
const SyncIndicator = lazy(() => loadWhenOnline(() => import('../dashboard/sync-indicator').then((module) => ({ default: module.SyncIndicator }))));
// Study reminders ring on every dashboard page while it is open; their code arrives after the shell has painted.
// Offline copies waiting for Wi-Fi start on whichever dashboard page is open; the code comes only when one waits.
const WaitingCopiesRunner = lazy(() => loadWhenOnline(() => import('../../features/courses/components/waiting-copies-runner').then((module) => ({ default: module.WaitingCopiesRunner }))));
const StudyReminderAlerts = lazy(() => loadWhenOnline(() => import('../../features/home/components/reminder-alerts').then((module) => ({ default: module.StudyReminderAlerts }))));
// A learner signing in on a new phone gets the language their profile keeps (issue 25), once the database has it.
const ProfileLanguageFollower = lazy(() => loadWhenOnline(() => import('../../features/profile/components/profile-language-follower').then((module) => ({ default: module.ProfileLanguageFollower }))));
// The monthly data cap's warnings (profile's usage meter) show on every dashboard page.
const DataCapNotices = lazy(() => loadWhenOnline(() => import('../../features/profile/components/data-cap-notices').then((module) => ({ default: module.DataCapNotices }))));
// A full phone, data the browser wiped, why Maarifa asked to keep its data (issue 52): said on every page; reads the database.
const StorageNotices = lazy(() => loadWhenOnline(() => import('../../features/profile/components/storage-notices').then((module) => ({ default: module.StorageNotices }))));

// The shell paints before the database opens (roles come from the last visit's snapshot until then); what reads
// the database waits for it.
export default function DashboardLayout() {
  const t = useT();
  const controls = useSidebarState();
  useEffect(cacheDashboardCore, []);
  const readiness = useReadinessNotice();
  return (
    <Flex minH="100dvh">
      <DashboardSidebar controls={controls} />
      <Flex direction="column" flex="1" minW="0">
        <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" px="4" py="2">
          {/* One row on a phone: there the title is left out (each page has its own heading) and Sign Out is an icon.
              When the buttons alone still do not fit (a language with longer words than English), they go to a second
              row rather than past the screen's edge or over the title. */}
          <HStack gap="3" wrap="wrap">
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={t(appShellTexts.dashboard.toggleSidebar)}
              aria-expanded={controls.isMobile ? controls.mobileOpen : controls.expanded}
              onClick={controls.toggleSidebar}
            >
              <SidebarGlyph />
            </IconButton>
            {/* minW 0: a title longer than a whole row gives way (truncated) instead of pushing past the screen edge. */}
            <Heading as="p" size="md" flex="1 1 auto" minW="0" truncate>
              <Box as="span" hideBelow="sm">
                {t(appShellTexts.dashboard.title)}
              </Box>
            </Heading>
            <DataSaverMarker />
            <OfflineReadiness notice={readiness} />
            <DeviceData fallback={null}>
              {/* While offline readiness has news, on a phone it takes the sync indicator's place; on a wider screen it
                  sits beside it, and the sync state stays in view. */}
              <Box display={readiness ? { base: 'none', md: 'contents' } : 'contents'}>
                <SyncIndicator />
              </Box>
              <ProfileLanguageFollower />
              <StorageNotices />
            </DeviceData>
            <SignOutButton label={t(appShellTexts.dashboard.signOut)} replace compact />
            <Suspense fallback={null}>
              <StudyReminderAlerts />
              <DataCapNotices />
            </Suspense>
            <WaitingCopies />
          </HStack>
        </Box>
        <Box as="main" flex="1" px="4" py="4">
          <DeviceData fallback={<PageLoading />}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </DeviceData>
        </Box>
      </Flex>
    </Flex>
  );
}

function WaitingCopies() {
  const anyWaiting = useOfflineCopies((state) => Object.keys(state.waiting).length > 0);
  if (!anyWaiting) return null;
  return (
    <DeviceData fallback={null}>
      <Suspense fallback={null}>
        <WaitingCopiesRunner />
      </Suspense>
    </DeviceData>
  );
}

function SidebarGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
    </svg>
  );
}
