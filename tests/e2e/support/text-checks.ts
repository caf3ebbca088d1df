// In-page checks over what a route shows: text that never went through the catalog, and text that is clipped or overflows.
import type { Page } from '@playwright/test';
import { PSEUDO_MARKS } from '../../../src/lib/i18n/pseudo';

/**
 * Where the page shows data, not interface text (names, course and lesson titles, user writing, language names): left
 * out of the untranslated-text check. Selectors, never texts, so a new English string is always caught.
 */
export const DATA_SELECTORS: readonly string[] = [
  // Marked as never translated: the brand, the social networks' and the technologies' names.
  '[translate="no"]',
  // People's own words: course and lesson titles, posts, names, answers in an application (never catalog text).
  '[data-user-text]',
  // Each language named in itself.
  '[data-testid="language-picker"] select',
];

export interface TextFindings {
  /** Visible texts with English words and no pseudo mark, each with where it is (tag and test id). */
  untranslated: string[];
  /** Texts cut by their box (overflow hidden, scrollWidth > clientWidth) or boxes past the screen's edge. */
  clipped: string[];
  /** People's own words (`data-user-text`) without `dir="auto"`: in Arabic, an English post's final period would jump to the start. */
  undirected: string[];
}

/** Runs both checks in the page (the pseudo-locale must be active for `untranslated` to mean anything). */
export async function findTextProblems(page: Page, dataSelectors: readonly string[] = DATA_SELECTORS): Promise<TextFindings> {
  return page.evaluate(
    ({ marks, dataSelectors }) => {
      const describe = (element: Element) => {
        const id = element.closest('[data-testid]')?.getAttribute('data-testid');
        return `<${element.tagName.toLowerCase()}${id ? ` in ${id}` : ''}>`;
      };
      const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

      // Words Intl writes for dates, times and relative times (formatted by the browser in English under the
      // pseudo-locale, which formats as English): not catalog text.
      const intlWords = new Set<string>();
      const addWords = (text: string) => text.match(/[A-Za-z]{2,}/g)?.forEach((word) => intlWords.add(word));
      for (let month = 0; month < 12; month++) {
        for (const style of ['long', 'short'] as const) addWords(new Intl.DateTimeFormat('en', { month: style }).format(new Date(2024, month, 1)));
      }
      for (let day = 0; day < 7; day++) {
        for (const style of ['long', 'short'] as const) addWords(new Intl.DateTimeFormat('en', { weekday: style }).format(new Date(2024, 0, day + 1)));
      }
      addWords(new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(2024, 0, 1, 9)) + new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(2024, 0, 1, 21)));
      for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const) {
        for (const numeric of ['auto', 'always'] as const) {
          for (const value of [-2, -1, 0, 1, 2]) addWords(new Intl.RelativeTimeFormat('en', { numeric }).format(value, unit));
        }
      }

      const untranslated: string[] = [];
      // Each text node on its own: a catalog message renders as one node, its data (placeholders) inside it. A name or
      // title rendered beside a message, as a node of its own, is data only when its element carries a data marker.
      const texts: [Element, string][] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template')) continue;
        if (dataSelectors.some((selector) => parent.closest(selector))) continue;
        texts.push([parent, node.textContent ?? '']);
      }
      for (const [element, raw] of texts) {
        const text = raw.replace(/\s+/g, ' ').trim();
        if (!text || !visible(element)) continue;
        // A node that shows catalog text (accented or padded) holds its data as placeholders: fine.
        if ([...text].some((char) => marks.includes(char))) continue;
        // An address (e-mail, URL) or a size in bytes is not a sentence.
        if (/^(\S+@\S+\.\S+|https?:\/\/\S*|[\d.,]+\s?[KMG]?B)$/.test(text)) continue;
        const english = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !intlWords.has(word));
        if (english.length > 0) untranslated.push(`${describe(element)} ${text.slice(0, 100)}`);
      }
      // Names a screen reader or a tooltip gives (aria-label, title, alt) are interface text too.
      for (const element of document.body.querySelectorAll('[aria-label], [title], img[alt]')) {
        if (!visible(element) || dataSelectors.some((selector) => element.closest(selector))) continue;
        for (const attribute of ['aria-label', 'title', 'alt']) {
          const text = element.getAttribute(attribute)?.trim() ?? '';
          if (/[A-Za-z]{2,}/.test(text) && !/^https?:\/\/\S*$/.test(text) && ![...text].some((char) => marks.includes(char))) {
            untranslated.push(`${describe(element)} ${attribute}: ${text.slice(0, 100)}`);
          }
        }
      }
      for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
        const text = field.placeholder.trim();
        if (!visible(field) || dataSelectors.some((selector) => field.closest(selector))) continue;
        if (/[A-Za-z]{2,}/.test(text) && !/^https?:\/\/\S*$/.test(text) && ![...text].some((char) => marks.includes(char))) untranslated.push(`${describe(field)} placeholder: ${text.slice(0, 100)}`);
      }

      const clipped: string[] = [];
      const viewport = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > viewport + 1) clipped.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide at ${viewport}px`);
      const contained = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      for (const element of document.body.querySelectorAll('*')) {
        if (!visible(element)) continue;
        const ownText = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim());
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        // Visually hidden texts (for screen readers) are 1 px boxes by design.
        if (box.width <= 1 || box.height <= 1 || style.position === 'fixed' && style.clip !== 'auto') continue;
        if (ownText && style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) {
          clipped.push(`${describe(element)} cut (${element.scrollWidth}px in ${element.clientWidth}px): ${(element.textContent ?? '').trim().slice(0, 80)}`);
        } else if (ownText && (box.right > viewport + 1 || box.left < -1) && !contained(element)) {
          clipped.push(`${describe(element)} past the screen (${Math.round(box.left)}–${Math.round(box.right)}px of ${viewport}px): ${(element.textContent ?? '').trim().slice(0, 80)}`);
        }
      }
      const undirected: string[] = [];
      for (const element of document.querySelectorAll('[data-user-text]')) {
        if (visible(element) && element.getAttribute('dir') !== 'auto') undirected.push(`${describe(element)} ${(element.textContent ?? '').trim().slice(0, 60)}`);
      }
      return { untranslated, clipped, undirected };
    },
    { marks: PSEUDO_MARKS, dataSelectors },
  );
}
