// The whole route table of spec §2. Every page is lazy-loaded so that its code arrives only when visited.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROLE_GATES as gates, type Role } from '../auth/roles';
import { PREFIXED_LOCALES } from '../lib/i18n/locales';
import { PUBLIC_PAGE_MODULES } from './public/public-pages';
import { RouteError } from './route-error';
import { loadRouteComponent } from './route-not-kept';

type PageModule = { default: ComponentType };

/**
 * Turns a dynamic import of a page module (default export) into a lazy route; offline with its code not yet kept, the
 * route shows that it is not downloaded yet, and itself once the connection brings it (./route-not-kept.tsx).
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await loadRouteComponent(load) }) };
}

/** A pathless parent route that lets only users holding one of `anyOf` through (its code, with RxDB, loads lazily too). */
function roleGate(anyOf: readonly Role[], children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({
      Component: await loadRouteComponent(() => import('./guards/role-gate').then(({ RoleGate }) => ({ default: () => <RoleGate anyOf={anyOf} /> }))),
    }),
    children,
  };
}

/**
 * Each prerendered public page again under each other language's prefix (`/sw/courses`): the same page, in the language
 * its address names (src/app/prerender/pages.ts prerenders them so).
 */
const localizedPublicPages: RouteObject[] = PREFIXED_LOCALES.map((locale) => ({
  path: locale,
  children: Object.entries(PUBLIC_PAGE_MODULES)
    .filter(([path]) => path !== '*')
    .map(([path, load]) => (path === '/' ? { index: true, ...page(load) } : { path: path.slice(1), ...page(load) })),
}));

export const routes: RouteObject[] = [
  {
    ...page(() => import('./layouts/public-layout')),
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('../features/landing/routes/landing-page')) },
      { path: 'auth', ...page(() => import('../features/auth/routes/auth-page')) },
      { path: 'auth/reset-password', ...page(() => import('../features/auth/routes/reset-password-page')) },
      { path: 'courses', ...page(() => import('../features/courses/routes/catalogue-page')) },
      { path: 'for-creators', ...page(() => import('../features/creators/routes/for-creators-page')) },
      { path: 'affiliate-program', ...page(() => import('../features/affiliates/routes/affiliate-program-page')) },
      { path: 'help', ...page(() => import('../features/help/routes/help-page')) },
      { path: 'contact', ...page(() => import('../features/contact/routes/contact-page')) },
      { path: 'privacy', ...page(() => import('../features/legal/routes/privacy-page')) },
      { path: 'terms', ...page(() => import('../features/legal/routes/terms-page')) },
      ...localizedPublicPages,
      { path: '*', ...page(() => import('./not-found-page')) },
    ],
  },
  {
    path: 'dashboard',
    ...page(() => import('./guards/require-session')),
    errorElement: <RouteError />,
    children: [
      {
        ...page(() => import('./layouts/dashboard-layout')),
        children: [
          { index: true, ...page(() => import('../features/home/routes/home-feed-page')) },
          { path: 'courses', ...page(() => import('../features/courses/routes/courses-page')) },
          { path: 'courses/create', ...page(() => import('../features/courses/routes/create-course-page')) },
          { path: 'courses/:courseId', ...page(() => import('../features/courses/routes/course-detail-page')) },
          { path: 'courses/:courseId/edit', ...page(() => import('../features/courses/routes/edit-course-page')) },
          { path: 'courses/:courseId/learn', ...page(() => import('../features/courses/routes/learn-page')) },
          { path: 'courses/:courseId/modules/:moduleId', ...page(() => import('../features/courses/routes/module-page')) },
          { path: 'community', ...page(() => import('../features/community/routes/community-page')) },
          { path: 'community/:discussionId', ...page(() => import('../features/community/routes/discussion-page')) },
          { path: 'xp', ...page(() => import('../features/xp/routes/xp-page')) },
          { path: 'marketplace', ...page(() => import('../features/marketplace/routes/marketplace-page')) },
          { path: 'profile', ...page(() => import('../features/profile/routes/profile-page')) },
          { path: 'ai-layer', ...page(() => import('../features/ai-layer/routes/ai-layer-page')) },
          { path: 'automation', ...page(() => import('../features/automation/routes/automation-page')) },
          { path: 'revenue', ...page(() => import('../features/revenue/routes/revenue-page')) },
          { path: 'tech', ...page(() => import('../features/tech/routes/tech-page')) },
          { path: 'api-integrations', ...page(() => import('../features/api-integrations/routes/api-integrations-page')) },
          { path: 'private-integrations', ...page(() => import('../features/private-integrations/routes/private-integrations-page')) },
          { path: 'experience', ...page(() => import('../features/experience/routes/experience-page')) },
          { path: 'future', ...page(() => import('../features/future/routes/future-page')) },
          roleGate(gates.superadmin, [{ path: 'superadmin', ...page(() => import('../features/role-dashboards/routes/superadmin-page')) }]),
          roleGate(gates.admin, [{ path: 'admin', ...page(() => import('../features/role-dashboards/routes/admin-page')) }]),
          roleGate(gates.instructor, [{ path: 'instructor', ...page(() => import('../features/role-dashboards/routes/instructor-page')) }]),
          roleGate(gates.learner, [{ path: 'learner', ...page(() => import('../features/role-dashboards/routes/learner-page')) }]),
          roleGate(gates.affiliate, [{ path: 'affiliate', ...page(() => import('../features/role-dashboards/routes/affiliate-page')) }]),
          { path: '*', ...page(() => import('./not-found-page')) },
        ],
      },
    ],
  },
];
