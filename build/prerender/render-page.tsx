// Build-time renderer (bundled by the prerender plugin as an SSR entry): one public page in one language as a signed-out
// visitor sees it, as HTML, with the emotion styles it used. The same tree as src/public-main.tsx hydrates: layout and
// page, no router.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { authTexts } from '../../src/features/auth/texts';
import { contactTexts } from '../../src/features/contact/texts';
import { courseTexts } from '../../src/features/courses/texts';
import { creatorsTexts } from '../../src/features/creators/texts';
import { affiliatesTexts } from '../../src/features/affiliates/texts';
import { helpTexts } from '../../src/features/help/texts';
import { landingTexts } from '../../src/features/landing/texts';
import { legalTexts } from '../../src/features/legal/texts';
import { activateLocale, setPrerenderedLocale, t, type Locale } from '../../src/lib/i18n';
import { documentNavigation, publicPageTree } from '../../src/app/public/public-app';
import { loadPublicLayout, PUBLIC_PAGE_MODULES } from '../../src/app/public/public-pages';
import { shellTexts } from '../../src/app/texts';
import { loadLaterSections } from '../../src/ui/hydrate-later';
import { NOT_FOUND_PATH, PRERENDERED_PAGES, pageInLanguage } from '../../src/app/prerender/pages';

/**
 * Each page sets its tab title in an effect, which never runs at build time; the HTML carries the same title so the
 * tab and search results are right before the script arrives. Keys are the paths of PRERENDERED_PAGES. Functions: the
 * active language differs from one render to the next.
 */
const PAGE_TITLES: Record<string, () => string> = {
  '/': () => t(landingTexts.documentTitle),
  '/courses': () => `${t(courseTexts.catalogue.heroBadge)} | Maarifa`,
  '/for-creators': () => t(creatorsTexts.documentTitle),
  '/affiliate-program': () => t(affiliatesTexts.documentTitle),
  '/help': () => t(helpTexts.documentTitle),
  '/contact': () => t(contactTexts.documentTitle),
  '/privacy': () => t(legalTexts.privacy.documentTitle),
  '/terms': () => t(legalTexts.terms.documentTitle),
  '/auth': () => t(authTexts.modes.signin.documentTitle),
  [NOT_FOUND_PATH]: () => `${t(shellTexts.notFound.title)} | Maarifa`,
};

/** One emotion style block: its rules and the names emotion knows them by (`data-emotion` on the client). */
export interface EmotionStyle {
  /** Emotion's global names, or class-name hashes for the page's own styles. */
  ids: string[];
  css: string;
  global: boolean;
}

export interface RenderedPage {
  title: string;
  /** The meta description, in the page's language. */
  description: string;
  /** The markup of #root. */
  html: string;
  /** Global styles (Chakra's tokens, reset, layer order; keyframes) in insertion order, then the page's class styles. */
  styles: EmotionStyle[];
}

export async function renderPage(path: string, locale: Locale = 'en'): Promise<RenderedPage> {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === path);
  const titleOf = PAGE_TITLES[path];
  const loadPage = PUBLIC_PAGE_MODULES[path];
  if (!page || !titleOf || !loadPage) throw new Error(`prerender: no page, title or module for ${path}`);
  // Rendered in `locale` as the page hydrates it: its catalog active, and the hooks' hydration language the same.
  await activateLocale(locale);
  setPrerenderedLocale(locale);
  const [{ default: Layout }, { default: Page }] = await Promise.all([loadPublicLayout(), loadPage()]);
  // Sections whose code comes later on the device are in the HTML all the same.
  await loadLaterSections();
  // The location the page reads while rendering (the not-found page names no path of its own).
  const address = path === NOT_FOUND_PATH ? '/' : pageInLanguage(page, locale).path;
  const location = { pathname: address, search: '', hash: '', state: null };
  const navigation = documentNavigation(location, Page, () => {
    throw new Error(`prerender: ${path} navigated while rendering`);
  });

  // `compat` makes emotion keep every rule in `cache.inserted` instead of writing <style> tags into the markup,
  // so styles can be split: the shared global sheet goes to one cached file, the page's own rules inline.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(<CacheProvider value={cache}>{publicPageTree(Layout, navigation)}</CacheProvider>);
  return { title: titleOf(), description: t(shellTexts.metaDescription), html, styles: collectStyles(cache) };
}

/**
 * The global styles, then every class style the render asked for, as @emotion/server's extractCriticalToChunks splits
 * them (without its stream dependencies). Not only the classes in the markup: a part rendered empty for now (a field's
 * error text) asks for its style all the same, and the page hydrates with no CSS compiler (src/ui/style-cache.ts), so the
 * style must already be there when the part appears.
 */
function collectStyles(cache: ReturnType<typeof createCache>): EmotionStyle[] {
  const globals: EmotionStyle[] = [];
  const page: EmotionStyle = { ids: [], css: '', global: false };
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const isClassStyle = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClassStyle) globals.push({ ids: [id], css: rules, global: true });
    else {
      page.ids.push(id);
      page.css += rules;
    }
  }
  return [...globals, page];
}
