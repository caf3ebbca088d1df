// The one way a page names itself: the tab title (history, bookmarks, screen readers) and the meta description.
import { useEffect } from 'react';

const TITLE_SUFFIX = ' | Maarifa';

/** A page's tab title from its name: "Marketplace" → "Marketplace | Maarifa". */
export function pageTitle(name: string): string {
  return `${name}${TITLE_SUFFIX}`;
}

export interface PageMeta {
  /** The full tab title; undefined while the page does not know its subject yet (the current title stays). */
  title: string | undefined;
  /** The meta description; left as it is when omitted. */
  description?: string;
}

/**
 * Sets the title and description while the page is shown and puts the previous ones back when it goes, so a page
 * that sets no description does not inherit the last page's.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
