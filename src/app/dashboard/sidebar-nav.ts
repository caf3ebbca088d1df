// The dashboard sidebar's groups and links (spec §2) with the roles each needs (spec §6).
import type { Role } from '../../auth/roles';
import { canSeeNavItem } from '../../auth/roles';
import * as icons from '../../content/icon-paths';
import type { IconPath } from '../../content/icon-paths';
import type { Message } from '../../lib/i18n';
import { navTexts } from './nav-texts';

export interface NavItem {
  /** Read with `t` where it is shown, so it follows the language. */
  label: Message;
  to: string;
  /** Shown beside the label, and alone (named by a tooltip and aria-label) when the sidebar is collapsed. */
  icon: IconPath;
  /** Any of these roles shows the item; none means everyone. A superadmin sees every item. */
  roles?: readonly Role[];
}

export interface NavGroup {
  label: Message;
  items: readonly NavItem[];
  /** Groups only a superadmin sees. */
  superadminOnly?: boolean;
}

const n = navTexts.items;

export const sidebarNav: readonly NavGroup[] = [
  {
    label: navTexts.groups.main,
    items: [
      { label: n.homeFeed, to: '/dashboard', icon: icons.home },
      { label: n.courses, to: '/dashboard/courses', icon: icons.bookOpen },
      { label: n.community, to: '/dashboard/community', icon: icons.users },
      { label: n.marketplace, to: '/dashboard/marketplace', icon: icons.shoppingBag },
      { label: n.xpLevels, to: '/dashboard/xp', icon: icons.award },
      { label: n.experience, to: '/dashboard/experience', icon: icons.compass },
      { label: n.future, to: '/dashboard/future', icon: icons.rocket },
      { label: n.profile, to: '/dashboard/profile', icon: icons.user },
    ],
  },
  {
    label: navTexts.groups.roleDashboards,
    items: [
      { label: n.student, to: '/dashboard/learner', icon: icons.graduationCap, roles: ['learner'] },
      { label: n.instructor, to: '/dashboard/instructor', icon: icons.presentation, roles: ['instructor', 'creator'] },
      { label: n.affiliate, to: '/dashboard/affiliate', icon: icons.share, roles: ['affiliate', 'ambassador'] },
    ],
  },
  {
    label: navTexts.groups.platformManagement,
    superadminOnly: true,
    items: [
      { label: n.revenue, to: '/dashboard/revenue', icon: icons.dollar },
      { label: n.automation, to: '/dashboard/automation', icon: icons.zap },
    ],
  },
  {
    label: navTexts.groups.integrations,
    superadminOnly: true,
    items: [
      { label: n.techStack, to: '/dashboard/tech', icon: icons.layers },
      { label: n.apiIntegrations, to: '/dashboard/api-integrations', icon: icons.code },
      { label: n.privateIntegrations, to: '/dashboard/private-integrations', icon: icons.key },
      { label: n.aiLayer, to: '/dashboard/ai-layer', icon: icons.cpu },
    ],
  },
  {
    label: navTexts.groups.administration,
    items: [
      { label: n.admin, to: '/dashboard/admin', icon: icons.shield, roles: ['admin', 'superadmin'] },
      { label: n.superAdmin, to: '/dashboard/superadmin', icon: icons.crown, roles: ['superadmin'] },
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
