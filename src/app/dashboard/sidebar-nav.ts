// The dashboard sidebar's groups and links (spec §2) with the roles each needs (spec §6).
import type { Role } from '../../auth/roles';
import { canSeeNavItem } from '../../auth/roles';

export interface NavItem {
  label: string;
  to: string;
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
      { label: 'Home Feed', to: '/dashboard' },
      { label: 'Courses', to: '/dashboard/courses' },
      { label: 'Community', to: '/dashboard/community' },
      { label: 'Marketplace', to: '/dashboard/marketplace' },
      { label: 'XP Levels', to: '/dashboard/xp' },
      { label: 'Experience', to: '/dashboard/experience' },
      { label: 'Future', to: '/dashboard/future' },
      { label: 'Profile', to: '/dashboard/profile' },
    ],
  },
  {
    label: 'Role Dashboards',
    items: [
      { label: 'Student', to: '/dashboard/learner', roles: ['learner'] },
      { label: 'Instructor', to: '/dashboard/instructor', roles: ['instructor', 'creator'] },
      { label: 'Affiliate', to: '/dashboard/affiliate', roles: ['affiliate', 'ambassador'] },
    ],
  },
  {
    label: 'Platform Management',
    superadminOnly: true,
    items: [
      { label: 'Revenue', to: '/dashboard/revenue' },
      { label: 'Automation', to: '/dashboard/automation' },
    ],
  },
  {
    label: 'Integrations',
    superadminOnly: true,
    items: [
      { label: 'Tech Stack', to: '/dashboard/tech' },
      { label: 'API Integrations', to: '/dashboard/api-integrations' },
      { label: 'Private Integrations', to: '/dashboard/private-integrations' },
      { label: 'AI Layer', to: '/dashboard/ai-layer' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Admin', to: '/dashboard/admin', roles: ['admin', 'superadmin'] },
      { label: 'SuperAdmin', to: '/dashboard/superadmin', roles: ['superadmin'] },
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
