// New discussions that arrive (live) while the list is open: shown at once when the reader is at the top, otherwise held behind an 'N new discussions' announcement so the text under the reader does not move.
import { useCallback, useEffect, useState, type RefObject } from 'react';

type Item = { id: string; author_id?: string | null };

/**
 * Splits the list into what is shown and what waits. `known` holds the ids the reader has been shown (null before the
 * first load: everything then is shown). The reader's own posts never wait.
 */
export function splitArrivals<T extends Item>(list: readonly T[], known: ReadonlySet<string> | null, me: string | null): { shown: T[]; waiting: T[] } {
  if (known === null) return { shown: [...list], waiting: [] };
  const shown: T[] = [];
  const waiting: T[] = [];
  for (const item of list) (known.has(item.id) || item.author_id === me ? shown : waiting).push(item);
  return { shown, waiting };
}

/** Whether the top of `ref` is on screen or below it (the reader has not scrolled past the start of the list). */
function useAtTop(ref: RefObject<HTMLElement | null>): boolean {
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    const check = () => setAtTop((ref.current?.getBoundingClientRect().top ?? 0) >= 0);
    check();
    // Capture: the page may scroll in a container rather than the window.
    document.addEventListener('scroll', check, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', check, { capture: true });
  }, [ref]);
  return atTop;
}

/**
 * Holds back arrivals while the reader is below the top of the list; at the top they join the list directly. `reveal`
 * shows the waiting ones and brings the top of the list into view.
 */
export function useArrivals<T extends Item>(list: readonly T[], loading: boolean, me: string | null, ref: RefObject<HTMLElement | null>) {
  const [known, setKnown] = useState<ReadonlySet<string> | null>(null);
  const atTop = useAtTop(ref);
  const { shown, waiting } = splitArrivals(list, known, me);

  // Adjusted while rendering (React re-renders at once, before painting): the first load is what the reader has seen,
  // and arrivals at the top of the list join it.
  if (!loading && known === null) setKnown(new Set(list.map((item) => item.id)));
  else if (known !== null && atTop && waiting.length > 0) setKnown(new Set([...known, ...waiting.map((item) => item.id)]));

  const reveal = useCallback(() => {
    setKnown((previous) => new Set([...(previous ?? []), ...list.map((item) => item.id)]));
    ref.current?.scrollIntoView({ block: 'start' });
  }, [list, ref]);

  return { shown, waiting: atTop ? [] : waiting, reveal };
}
