// The dashboard sidebar's group and link names (spec §2, ICU messages, English source), scope `nav`: read only by the
// signed-in shell, so the public pages never carry them.
import { defineMessages } from '../../lib/i18n';

export const navTexts = defineMessages('nav', {
  groups: {
    main: 'Main',
    roleDashboards: 'Role Dashboards',
    platformManagement: 'Platform Management',
    integrations: 'Integrations',
    administration: 'Administration',
  },
  items: {
    homeFeed: 'Home Feed',
    courses: 'Courses',
    community: 'Community',
    marketplace: 'Marketplace',
    xpLevels: 'XP Levels',
    experience: 'Experience',
    future: 'Future',
    profile: 'Profile',
    student: 'Student',
    instructor: 'Instructor',
    affiliate: 'Affiliate',
    revenue: 'Revenue',
    automation: 'Automation',
    techStack: 'Tech Stack',
    apiIntegrations: 'API Integrations',
    privateIntegrations: 'Private Integrations',
    aiLayer: 'AI Layer',
    admin: 'Admin',
    superAdmin: 'SuperAdmin',
  },
});
