// Intl formatters made once per language and options, for messages (interpolate.ts) and the formatting helpers (format.ts).

/**
 * One formatter per language and options: building an Intl formatter costs far more than using one (tens of
 * milliseconds on a slow phone while a page hydrates, for a list of prices), and a page asks for the same few again
 * and again.
 */
export function cached<F>(make: (locale: string, options: object) => F): (locale: string, options?: object) => F {
  const made = new Map<string, F>();
  return (locale, options = {}) => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

// The formatters below are marked pure: only made, never used, at import; so a page whose code uses none of a module's
// helpers (the front page, formatting nothing) does not carry that module in with the i18n barrel.
export const numberFormat = /* @__PURE__ */ cached((locale, options) => new Intl.NumberFormat(locale, options));
