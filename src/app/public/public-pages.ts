// The code of each prerendered page, by path, as the route table lazy-loads it: a public page hydrates from these
// without the route table (and so without the router's code).
import type { ComponentType } from 'react';
import type { PrerenderedPage } from '../prerender/pages';

type PageModule = { default: ComponentType };

/** Keys are PRERENDERED_PAGES' paths; each import names the same module as that page's `module` and its route. */
export const PUBLIC_PAGE_MODULES: Record<PrerenderedPage['path'], () => Promise<PageModule>> = {
  '/': () => import('../../features/landing/routes/landing-page'),
  '/courses': () => import('../../features/courses/routes/catalogue-page'),
  '/for-creators': () => import('../../features/creators/routes/for-creators-page'),
  '/affiliate-program': () => import('../../features/affiliates/routes/affiliate-program-page'),
  '/help': () => import('../../features/help/routes/help-page'),
  '/contact': () => import('../../features/contact/routes/contact-page'),
  '/privacy': () => import('../../features/legal/routes/privacy-page'),
  '/terms': () => import('../../features/legal/routes/terms-page'),
  '/auth': () => import('../../features/auth/routes/auth-page'),
  '*': () => import('../not-found-page'),
};

export const loadPublicLayout = (): Promise<PageModule> => import('../layouts/public-layout');
