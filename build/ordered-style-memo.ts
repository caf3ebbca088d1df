// Build plugin: Chakra's style memo keyed by props in the order they are written, so a class name does not depend on
// which element happened to render first (the build renders a whole page at once; the phone, later sections after).
import type { Plugin } from 'vite';

/**
 * Chakra memoizes its style function by a key of the props with their names sorted, and hands back the first result:
 * `<Text fontSize="sm" color="fg.muted">` got the class its look-alike `<Text color="fg.muted" fontSize="sm">` had earned,
 * declarations in that one's order. The build renders the footer's links before its copyright, the phone renders them
 * in turn (the links are a later section), so the two disagreed on the copyright's class, and the phone asked for a
 * style the page did not have. Keyed in written order, each element's class is its own wherever it renders. Used by the
 * browser's build and the build's renderer; fails the build if Chakra's code moved.
 */
export function orderedStyleMemo(): Plugin {
  const sorted = 'const keys = Object.keys(value).sort();';
  return {
    name: 'maarifa-ordered-style-memo',
    transform: {
      filter: { id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/ },
      handler(code) {
        if (!code.includes(sorted)) throw new Error('orderedStyleMemo: Chakra\'s memo changed; review this plugin');
        return { code: code.replace(sorted, 'const keys = Object.keys(value);'), map: null };
      },
    },
  };
}
