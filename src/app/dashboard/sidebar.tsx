// The dashboard sidebar: role-filtered groups, icon mode when collapsed, an overlay panel on mobile.
import { Box, Drawer, Flex, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { NavLink } from 'react-router-dom';
import { useRoles } from '../../auth/use-roles';
import type { IconPath } from '../../content/icon-paths';
import { AppIcon } from '../../ui/app-icon';
import { useT } from '../../lib/i18n';
import { loadWhenOnline } from '../../lib/load-when-online';
import { BRAND } from '../texts';
import { appShellTexts } from '../app-shell-texts';
import { DeviceData } from './dashboard-data';
import { selectVisibleNav, type NavGroup } from './sidebar-nav';
import type { SidebarControls } from './sidebar-state';

// Course progress reads the database: its code loads with the database's, after the sidebar has painted (offline
// before it is kept, once the connection returns).
const ProgressCard = lazy(() => loadWhenOnline(() => import('../../features/courses/components/progress-card').then((module) => ({ default: module.ProgressCard }))));

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

export function DashboardSidebar({ controls }: { controls: SidebarControls }) {
  const { roles } = useRoles();
  const groups = selectVisibleNav(roles);

  if (controls.isMobile) {
    return (
      <Drawer.Root open={controls.mobileOpen} onOpenChange={(e) => controls.setMobileOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content width={SIDEBAR_WIDTH_MOBILE} maxW={SIDEBAR_WIDTH_MOBILE} data-testid="sidebar-mobile">
              <Drawer.Body px="2" py="4">
                <SidebarContent groups={groups} expanded onNavigate={() => controls.setMobileOpen(false)} />
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }

  return (
    <Box
      as="aside"
      data-testid="sidebar"
      data-state={controls.expanded ? 'expanded' : 'collapsed'}
      width={controls.expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON}
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg.subtle"
      position="sticky"
      top="0"
      h="100dvh"
      overflowY="auto"
      overflowX="hidden"
      transition="width 0.2s ease"
      px={controls.expanded ? '2' : '1'}
      py="4"
    >
      <SidebarContent groups={groups} expanded={controls.expanded} />
    </Box>
  );
}

function SidebarContent({ groups, expanded, onNavigate }: { groups: NavGroup[]; expanded: boolean; onNavigate?: () => void }) {
  const t = useT();
  return (
    <Stack gap="4" h="full">
      <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg" px={expanded ? '2' : '0'} justifyContent={expanded ? 'start' : 'center'}>
        <NavLink to="/" aria-label={BRAND} translate="no">
          {expanded ? BRAND : 'M'}
        </NavLink>
      </Link>
      <Box as="nav" aria-label={t(appShellTexts.dashboard.navigation)} flex="1">
        <Stack gap="4">
          {groups.map((group) => (
            <Box key={group.label.id} role="group" aria-label={t(group.label)}>
              {expanded && (
                <Text px="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  {t(group.label)}
                </Text>
              )}
              <Stack as="ul" gap="0.5" listStyle="none">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <SidebarLink to={item.to} label={t(item.label)} icon={item.icon} expanded={expanded} onNavigate={onNavigate} />
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      {expanded && (
        <DeviceData fallback={null}>
          <ProgressCard />
        </DeviceData>
      )}
    </Stack>
  );
}

function SidebarLink({ to, label, icon, expanded, onNavigate }: { to: string; label: string; icon: IconPath; expanded: boolean; onNavigate?: () => void }) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="2"
      px={expanded ? '2' : '0'}
      py="1.5"
      borderRadius="md"
      fontSize="sm"
      color="fg"
      justifyContent={expanded ? 'start' : 'center'}
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&.active': { bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' } }}
    >
      <NavLink to={to} end={to === '/dashboard'} onClick={onNavigate} aria-label={expanded ? undefined : label} title={expanded ? undefined : label}>
        <Flex flexShrink={0} w="7" h="7" align="center" justify="center">
          <AppIcon path={icon} boxSize="4.5" />
        </Flex>
        {expanded && <span>{label}</span>}
      </NavLink>
    </Link>
  );
}
