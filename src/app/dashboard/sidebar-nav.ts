// The dashboard sidebar's groups and links (spec §2) with the roles each needs (spec §6).
import type { Role } from '../../auth/roles';
import { canSeeNavItem } from '../../auth/roles';
import * as icons from '../../content/icon-paths';
import type { IconPath } from '../../content/icon-paths';

export interface NavItem {
  label: string;
  to: string;
  /** Shown beside the label, and alone (named by a tooltip and aria-label) when the sidebar is collapsed. */
  icon: IconPath;
  /** Any of these roles shows the item; none means everyone. A superadmin sees every item. */
  roles?: readonly Role[];
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
  /** Groups only a superadmin sees. */
  superadminOnly?: boolean;
}

export const sidebarNav: readonly NavGroup[] = [
  {
    label: 'Main',
    items: [
      { label: 'Home Feed', to: '/dashboard', icon: icons.home },
      { label: 'Courses', to: '/dashboard/courses', icon: icons.bookOpen },
      { label: 'Community', to: '/dashboard/community', icon: icons.users },
      { label: 'Marketplace', to: '/dashboard/marketplace', icon: icons.shoppingBag },
      { label: 'XP Levels', to: '/dashboard/xp', icon: icons.award },
      { label: 'Experience', to: '/dashboard/experience', icon: icons.compass },
      { label: 'Future', to: '/dashboard/future', icon: icons.rocket },
      { label: 'Profile', to: '/dashboard/profile', icon: icons.user },
    ],
  },
  {
    label: 'Role Dashboards',
    items: [
      { label: 'Student', to: '/dashboard/learner', icon: icons.graduationCap, roles: ['learner'] },
      { label: 'Instructor', to: '/dashboard/instructor', icon: icons.presentation, roles: ['instructor', 'creator'] },
      { label: 'Affiliate', to: '/dashboard/affiliate', icon: icons.share, roles: ['affiliate', 'ambassador'] },
    ],
  },
  {
    label: 'Platform Management',
    superadminOnly: true,
    items: [
      { label: 'Revenue', to: '/dashboard/revenue', icon: icons.dollar },
      { label: 'Automation', to: '/dashboard/automation', icon: icons.zap },
    ],
  },
  {
    label: 'Integrations',
    superadminOnly: true,
    items: [
      { label: 'Tech Stack', to: '/dashboard/tech', icon: icons.layers },
      { label: 'API Integrations', to: '/dashboard/api-integrations', icon: icons.code },
      { label: 'Private Integrations', to: '/dashboard/private-integrations', icon: icons.key },
      { label: 'AI Layer', to: '/dashboard/ai-layer', icon: icons.cpu },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Admin', to: '/dashboard/admin', icon: icons.shield, roles: ['admin', 'superadmin'] },
      { label: 'SuperAdmin', to: '/dashboard/superadmin', icon: icons.crown, roles: ['superadmin'] },
    ],
  },
];

/** The groups and items this user may see; empty groups are left out. */
export function selectVisibleNav(roles: readonly Role[], nav: readonly NavGroup[] = sidebarNav): NavGroup[] {
  const isSuperadmin = roles.includes('superadmin');
  return nav
    .filter((group) => !group.superadminOnly || isSuperadmin)
    .map((group) => ({ ...group, items: group.items.filter((item) => canSeeNavItem(roles, item.roles)) }))
    .filter((group) => group.items.length > 0);
}
