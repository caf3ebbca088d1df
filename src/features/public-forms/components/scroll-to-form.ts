// The Apply buttons' way to a page's application form, kept apart from the form so the first screen does not load it.

/** Scrolls to the section and puts the cursor in its first field (plain DOM: it works before React adopts the form). */
export function scrollToApplicationForm(id: string): void {
  const form = document.getElementById(id);
  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}
