// Turns the built app shell (dist/index.html) into one prerendered page: its markup, title, styles and preloads.
import { HELD_SUBMIT_SCRIPT, HELD_SUBMIT_STYLE } from './held-submit.ts';
import { LANGUAGE_REDIRECT_SCRIPT } from './language-redirect.ts';
import { AFTER_LOAD_TEMPLATE_ID } from '../../src/app/after-load.ts';
import { BRAND_FONT_EARLY_SCRIPT } from '../../src/ui/brand-font.ts';
import type { EmotionStyle, RenderedPage } from './render-page';

/** The page's language and its versions in the other languages (`hreflang` alternates). */
export interface PageLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Each language's address of this page, `x-default` included (absolute URL paths, or URLs when the site's origin is known). */
  alternates: readonly { hreflang: string; href: string }[];
}

export interface PageAssets {
  /** The shared stylesheet holding the global styles every page uses (absolute URL path). */
  globalStylesheet: string;
  /** Global style names that stylesheet holds; each page names them so emotion on the client does not insert them again. */
  sharedGlobalIds: ReadonlySet<string>;
  /** The brand font's files: named for after the page has loaded (src/ui/brand-font.ts), so the worker keeps them
   * (absolute URL paths). */
  fonts: readonly string[];
  /** The public pages' entry script (src/public-main.tsx), in place of the app shell's (absolute URL path). */
  entry: string;
  /** What the entry imports and the page's own scripts (absolute URL paths). */
  modulePreloads: readonly string[];
  /** Modules the entry imports that run as soon as they arrive, before it (absolute URL paths): Chakra's design system,
   * which needs no React, is built while React is still on its way. */
  earlyModules?: readonly string[];
  /** Scripts the page needs after it is interactive (the toaster, the worker's registration): fetched once the page has
   * loaded (src/app/after-load.ts), and named so the service worker keeps them too and they work offline (absolute URL paths). */
  prefetches?: readonly string[];
}

const BOOT_BLOCK = /\s*<!-- boot:start -->[\s\S]*?<!-- boot:end -->/g;
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;
const MODULE_PRELOAD_LINK = /\s*<link rel="modulepreload"[^>]*>/g;
const HTML_TAG = /<html lang="[^"]*">/;
const META_DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/** The `<script>` JSON: `<` escaped so page data can never close the script element. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Emotion's own SSR markup: `<style data-emotion="<key> <names>">`. On hydration emotion adopts these tags and skips
 * the rules they name. A shared global gets an empty tag: its rules are in the shared stylesheet, and the tag only
 * tells emotion's <Global> they are already on the page (otherwise it would parse ~48 KB of CSS again on a slow phone).
 */
function emotionStyleTags(styles: readonly EmotionStyle[], sharedGlobalIds: ReadonlySet<string>): string {
  return styles
    .filter((style) => style.ids.length > 0)
    .map((style) => {
      if (style.global) {
        const css = style.ids.every((id) => sharedGlobalIds.has(id)) ? '' : style.css;
        return `<style data-emotion="css-global ${style.ids.join(' ')}">${css}</style>`;
      }
      return `<style data-emotion="css ${style.ids.join(' ')}">${style.css}</style>`;
    })
    .join('\n    ');
}

/**
 * The page's scripts, last in the body, at the browser's own priority. They stay ordinary module scripts, so the page
 * hydrates as soon as they arrive and the load event still means "interactive". Not `fetchpriority="low"`: over
 * HTTP/1.1 Chrome holds low-priority requests back while the styles load and then lets few run at once, and React
 * arrived 0.3 s later on the throttled 3G bench for it (the styles came 0.1 s sooner; README, 2026-11-29). An early
 * module is a module script of its own, before the entry: it runs once it and the document are in, while the rest is
 * still arriving (the entry then finds it run).
 */
function pageScripts(entry: string, modules: readonly string[], early: readonly string[]): string {
  return [
    ...early.map((src) => `<script type="module" crossorigin src="${src}"></script>`),
    ...modules.filter((href) => !early.includes(href)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    `<script type="module" crossorigin src="${entry}"></script>`,
  ].join('\n    ');
}

/**
 * The brand font's early switch, first in <head> (the import map goes before it): a device that has loaded the font
 * before uses it from the first paint; a first visit loads it once the page has (src/ui/brand-font.ts).
 */
export function withBrandFontScript(html: string): string {
  return firstInHead(html, `<script>${BRAND_FONT_EARLY_SCRIPT}</script>`);
}

/** `markup` right after `<head>`, before anything the shell already has there. */
function firstInHead(html: string, markup: string): string {
  if (!/<head>/.test(html)) throw new Error('prerender: the app shell has no <head>');
  return html.replace(/<head>/, () => `<head>\n    ${markup}`);
}

/**
 * The build's chunk import map, first thing in <head> (before any module script or preload may resolve a name): chunks
 * import each other by names that do not change with their content, so a change to one feature changes that feature's
 * files and this map, not every chunk that leads to them.
 */
export function withImportMap(html: string, importMapJson: string): string {
  return firstInHead(html, `<script type="importmap">${importMapJson.replace(/</g, '\\u003c')}</script>`);
}

/**
 * The app shell with the build's global stylesheet (Chakra's layer order, reset, design tokens), before its own: the
 * production bundle does not build those styles (src/ui/system.ts), for the shell as for a prerendered page.
 */
export function withGlobalStylesheet(html: string, href: string): string {
  const link = `<link rel="stylesheet" href="${href}">`;
  const own = /<link rel="stylesheet"/.exec(html);
  if (own) return `${html.slice(0, own.index)}${link}\n    ${html.slice(own.index)}`;
  if (!html.includes('</head>')) throw new Error('prerender: the app shell has no </head>');
  return html.replace('</head>', () => `  ${link}\n  </head>`);
}

export function buildPageDocument(shell: string, path: string, page: RenderedPage, assets: PageAssets, language?: PageLanguage): string {
  const stylesheets = shell.match(STYLESHEET_LINK)?.map((link) => link.trim()) ?? [];
  const entry = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(shell);
  if (!entry) throw new Error('prerender: the app shell has no module script');
  if (!ROOT.test(shell)) throw new Error('prerender: the app shell has no <div id="root"> before </body>');
  if (!/<title>[\s\S]*?<\/title>/.test(shell)) throw new Error('prerender: the app shell has no <title>');
  if (!HTML_TAG.test(shell) || !META_DESCRIPTION.test(shell)) throw new Error('prerender: the app shell has no <html lang> or meta description');
  // Order matters on 3G: the render-blocking styles are asked for first, scripts last, the font and what the page needs
  // later only once it has loaded. The shared sheet comes first because it declares the cascade-layer order the page's
  // own rules rely on.
  const alternates = (language?.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
  // An English page that exists in other languages first sends a visitor of one of them to it, before anything loads.
  const redirect = language?.lang === 'en' && language.alternates.length > 0 ? [`<script>${LANGUAGE_REDIRECT_SCRIPT}</script>`] : [];
  const critical = [
    ...redirect,
    `<link rel="stylesheet" href="${assets.globalStylesheet}">`,
    ...stylesheets,
    emotionStyleTags(page.styles, assets.sharedGlobalIds),
    // Before any form can be parsed: a submit typed before the scripts arrive is held, not a reload (held-submit.ts).
    `<style>${HELD_SUBMIT_STYLE}</style>`,
    `<script>${HELD_SUBMIT_SCRIPT}</script>`,
    ...alternates,
  ].join('\n    ');
  const afterLoad = [
    ...assets.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
    ...(assets.prefetches ?? []).map((href) => `<link rel="prefetch" as="script" crossorigin href="${href}">`),
  ];
  const scripts = [
    pageScripts(assets.entry, assets.modulePreloads, assets.earlyModules ?? []),
    ...(afterLoad.length > 0 ? [`<template id="${AFTER_LOAD_TEMPLATE_ID}">${afterLoad.join('')}</template>`] : []),
  ].join('\n    ');
  return shell
    .replace(HTML_TAG, () => (language ? `<html lang="${language.lang}" dir="${language.dir}">` : '<html lang="en">'))
    .replace(META_DESCRIPTION, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace(BOOT_BLOCK, '')
    .replace(STYLESHEET_LINK, '')
    .replace(MODULE_PRELOAD_LINK, '')
    .replace(entry[0], '')
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n    ${critical}`)
    .replace(ROOT, (_match, end: string) => `<div id="root" data-prerendered="${escapeHtml(path)}">${page.html}</div>\n    ${scripts}${end}`);
}
