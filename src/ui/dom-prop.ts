// Which props a Chakra element passes on to the DOM element it renders, in the browser's build (in place of Emotion's
// is-prop-valid): every prop but the few Chakra reads itself. Style props and recipe variants Chakra filters on its own.

/**
 * Emotion's answer is a list of every HTML and SVG attribute React knows (2 KiB gzip, on every page before it could
 * hydrate). Over the whole e2e suite (every route), the props it held back that Chakra did not were these alone: `as`
 * (the element to render; Chakra uses it only when it is not passed on) and `asChild` (its own), and `attached` (a
 * group's). Anything else is passed on, which Emotion did for every attribute: the build's renderer keeps Emotion's
 * list, so a page never loses an attribute its HTML has.
 */
const CHAKRAS_OWN = new Set(['as', 'asChild', 'attached', 'theme']);

export default function isPropValid(prop: string): boolean {
  return !CHAKRAS_OWN.has(prop);
}
