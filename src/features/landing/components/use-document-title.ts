// Sets the browser tab's title for a public page (each page names itself for history, bookmarks and screen readers).
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
