// The files a prerendered page names for after it has loaded (the toaster, the worker's registration, the brand font):
// inert in a <template>, so the HTML names them (the service worker keeps what the pages name) but a first visit over
// 3G does not fetch them while the page's own scripts are still on their way.

export const AFTER_LOAD_TEMPLATE_ID = 'maarifa-after-load';

/** Puts the template's prefetch and preload links into <head>: the browser fetches them when the network is idle. */
export function requestAfterLoadFiles(): void {
  const template = document.getElementById(AFTER_LOAD_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  document.head.append(template.content.cloneNode(true));
  template.remove();
}
