// The dashboard sidebar's groups and links (spec §2) with the roles each needs (spec §6).
import type { Role } from '../../auth/roles';
import { canSeeNavItem } from '../../auth/roles';
import type { IconName } from '../../content/icon-paths';

export interface NavItem {
  label: string;
  to: string;
  /** Shown beside the label, and alone (named by a tooltip and aria-label) when the sidebar is collapsed. */
  icon: IconName;
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
      { label: 'Home Feed', to: '/dashboard', icon: 'home' },
      { label: 'Courses', to: '/dashboard/courses', icon: 'bookOpen' },
      { label: 'Community', to: '/dashboard/community', icon: 'users' },
      { label: 'Marketplace', to: '/dashboard/marketplace', icon: 'shoppingBag' },
      { label: 'XP Levels', to: '/dashboard/xp', icon: 'award' },
      { label: 'Experience', to: '/dashboard/experience', icon: 'compass' },
      { label: 'Future', to: '/dashboard/future', icon: 'rocket' },
      { label: 'Profile', to: '/dashboard/profile', icon: 'user' },
    ],
  },
  {
    label: 'Role Dashboards',
    items: [
      { label: 'Student', to: '/dashboard/learner', icon: 'graduationCap', roles: ['learner'] },
      { label: 'Instructor', to: '/dashboard/instructor', icon: 'presentation', roles: ['instructor', 'creator'] },
      { label: 'Affiliate', to: '/dashboard/affiliate', icon: 'share', roles: ['affiliate', 'ambassador'] },
    ],
  },
  {
    label: 'Platform Management',
    superadminOnly: true,
    items: [
      { label: 'Revenue', to: '/dashboard/revenue', icon: 'dollar' },
      { label: 'Automation', to: '/dashboard/automation', icon: 'zap' },
    ],
  },
  {
    label: 'Integrations',
    superadminOnly: true,
    items: [
      { label: 'Tech Stack', to: '/dashboard/tech', icon: 'layers' },
      { label: 'API Integrations', to: '/dashboard/api-integrations', icon: 'code' },
      { label: 'Private Integrations', to: '/dashboard/private-integrations', icon: 'key' },
      { label: 'AI Layer', to: '/dashboard/ai-layer', icon: 'cpu' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Admin', to: '/dashboard/admin', icon: 'shield', roles: ['admin', 'superadmin'] },
      { label: 'SuperAdmin', to: '/dashboard/superadmin', icon: 'crown', roles: ['superadmin'] },
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
