// Emotion's style cache in a production browser build, whose CSS compiler (stylis) loads after the page is live: a
// prerendered page's HTML already holds every style it renders, so its first load carries no compiler (3 KiB gzip).
import type { EmotionCache, Options } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

type Insert = EmotionCache['insert'];

let compile: Insert | undefined;
let loading: Promise<void> | undefined;
/** Styles asked for before the compiler came, in the order asked: inserted in that order once it has. */
const waiting: Parameters<Insert>[] = [];

/**
 * Marked (a performance mark, so tests can count) each time a style waits for the compiler: never while a page the
 * build rendered hydrates, as its HTML holds every style it renders.
 */
export const STYLE_WAITED_MARK = 'maarifa:style-waited';

/** Once src/ui/style-compiler.ts has loaded: inserts what waited for it, then anything new at once. */
function provideStyleCompiler(insert: Insert): void {
  compile = insert;
  for (const args of waiting.splice(0)) insert(...args);
}

/**
 * Loads the compiler (src/ui/style-compiler.ts): a prerendered page once it is adopted, for what it shows next (a toast,
 * a menu), or with its own code when it renders data its HTML could not hold (the catalogue). The router app does not
 * use this cache (src/app/router-app.tsx). A failed load (offline, never kept) can be tried again.
 */
export function loadStyleCompiler(): Promise<void> {
  loading ??= import('./style-compiler').then(
    ({ compileStyle }) => provideStyleCompiler(compileStyle),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * What Emotion's createCache does, less the compiler: adopts the style elements the server rendered (their class names
 * count as inserted, so hydrating the page they style inserts nothing), and inserts anything new once it can compile.
 */
export default function createStyleCache({ key, container = document.head, nonce, speedy, insertionPoint }: Options): EmotionCache {
  if (key === 'css') {
    // Out of the way of React's hydration of <body>, as Emotion does: every server-rendered style element (a space in
    // `data-emotion` before the class names), global ones included; `data-s` marks one already adopted.
    for (const node of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]:not([data-s])')) {
      if (!node.getAttribute('data-emotion')!.includes(' ')) continue;
      document.head.appendChild(node);
      node.setAttribute('data-s', '');
    }
  }
  const rendered = Array.from(document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${key} "]`));
  const inserted: EmotionCache['inserted'] = {};
  for (const node of rendered) for (const name of node.getAttribute('data-emotion')!.split(' ').slice(1)) inserted[name] = true;
  const sheet = new StyleSheet({ key, container, nonce, speedy, insertionPoint });
  sheet.hydrate(rendered);
  return {
    key,
    sheet,
    nonce,
    inserted,
    registered: {},
    insert(selector, serialized, target, shouldCache) {
      if (shouldCache) inserted[serialized.name] = true;
      if (serialized.styles === '') return;
      if (compile) return compile(selector, serialized, target, false);
      performance.mark(STYLE_WAITED_MARK);
      waiting.push([selector, serialized, target, false]);
      loadStyleCompiler().catch(() => undefined);
    },
  };
}
