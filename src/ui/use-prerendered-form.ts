// Prerendered forms: keep what was typed before the page's script ran, and perform a submit held until then, once.
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Markers shared with the inline script of prerendered pages (build/prerender/held-submit.ts): a form carrying
 * HOLD holds its submits until React has adopted it (READY); a held submit leaves HELD on the form and GETTING_READY
 * (the label to show) on its button.
 */
export const FORM_MARKERS = {
  hold: 'data-hold-until-ready',
  label: 'data-getting-ready-label',
  ready: 'data-ready',
  held: 'data-held-submit',
  gettingReady: 'data-getting-ready',
} as const;

/** The values of a form's named fields as the page shows them now (typed before or after hydration). */
export function readFieldValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      if (element.name && element.type !== 'submit') values[element.name] = element.value;
    }
  }
  return values;
}

/**
 * Props for a prerendered `<form>` and the effect that adopts it. Hydration keeps the values typed into the DOM but
 * React's state still holds the empty ones (its next render would write them back), so on mount `adopt` receives
 * the DOM's values. A submit the inline script held is then performed once, with those values in state.
 * method="post": should the inline script not run either, a plain submit never puts fields (a password) in a URL.
 */
export function usePrerenderedForm(gettingReadyLabel: string, adopt: (values: Record<string, string>) => void) {
  const ref = useRef<HTMLFormElement>(null);
  const adoptTyped = useEffectEvent(adopt);
  const [heldSubmit, setHeldSubmit] = useState(false);
  const submitted = useRef(false);

  useEffect(() => {
    const form = ref.current;
    if (!form || form.hasAttribute(FORM_MARKERS.ready)) return;
    const typed = Object.fromEntries(Object.entries(readFieldValues(form)).filter(([, value]) => value !== ''));
    if (Object.keys(typed).length > 0) adoptTyped(typed);
    form.setAttribute(FORM_MARKERS.ready, '');
    if (form.hasAttribute(FORM_MARKERS.held)) {
      form.removeAttribute(FORM_MARKERS.held);
      for (const button of Array.from(form.querySelectorAll(`[${FORM_MARKERS.gettingReady}]`))) {
        button.removeAttribute(FORM_MARKERS.gettingReady);
        button.removeAttribute('aria-busy');
      }
      setHeldSubmit(true);
    }
  }, []);

  // After the render that put the adopted values into state, so the submit handler sees them.
  useEffect(() => {
    if (!heldSubmit || submitted.current) return;
    submitted.current = true;
    ref.current?.requestSubmit();
  }, [heldSubmit]);

  return { ref, method: 'post', [FORM_MARKERS.hold]: '', [FORM_MARKERS.label]: gettingReadyLabel } as const;
}
