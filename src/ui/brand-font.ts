// When the brand face (Inter) loads: on a first visit, once the page has loaded, so its 47 KiB do not share a 3G link
// with the page's scripts; on a device that has loaded it before, from the first paint.

/** Set on <html> while the brand face is in use; without it text takes the metric-matched fallback (font-fallback.css). */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';
/** Set in localStorage once the face has loaded on this device (it is then in the worker's or the browser's cache). */
export const BRAND_FONT_KEPT_KEY = 'maarifa:brand-font-kept';

/** Inline first in every page's <head>, before the styles apply: a device that has the face uses it at once. */
export const BRAND_FONT_EARLY_SCRIPT = `try{if(localStorage.getItem('${BRAND_FONT_KEPT_KEY}'))document.documentElement.setAttribute('${BRAND_FONT_ATTRIBUTE}','')}catch(e){}`;

/** Switches text to the brand face (the browser fetches it then) and remembers, once it has loaded, that it is kept. */
export function switchToBrandFont(): Promise<void> {
  document.documentElement.setAttribute(BRAND_FONT_ATTRIBUTE, '');
  if (!('fonts' in document)) return Promise.resolve();
  return document.fonts
    .load("1em 'Inter Variable'")
    .then((faces) => {
      if (faces.length > 0) localStorage.setItem(BRAND_FONT_KEPT_KEY, '1');
    })
    .catch(() => undefined);
}
