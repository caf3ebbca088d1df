// The inline script and style of prerendered pages that hold a form's submit until React has adopted the form.
import { FORM_MARKERS as M } from '../../src/ui/use-prerendered-form.ts';

/**
 * Runs before the page's scripts: a submit of a form marked to hold (Enter in a field, a tap on its button) is
 * prevented instead of reloading the page empty, and the form remembers it; usePrerenderedForm performs it once
 * React has adopted the form. The button says it is getting ready (its label comes from the form's texts).
 */
export const HELD_SUBMIT_SCRIPT = `document.addEventListener('submit',function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||!f.hasAttribute('${M.hold}')||f.hasAttribute('${M.ready}'))return;e.preventDefault();f.setAttribute('${M.held}','');var b=e.submitter||f.querySelector('[type=submit]');if(b){b.setAttribute('aria-busy','true');b.setAttribute('${M.gettingReady}',f.getAttribute('${M.label}')||'')}},true);`;

/** The held button's look until React takes over: dimmed, with its "getting ready" label after the text. */
export const HELD_SUBMIT_STYLE = `[${M.gettingReady}]{cursor:progress;opacity:.75}[${M.gettingReady}]::after{content:' ' attr(${M.gettingReady})}`;
