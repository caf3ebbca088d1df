// Which catalog files of a new version the worker brings in at install: those of the language parts this device has used.

/**
 * The files of `catalogFiles` (`{ 'sw-public': 'assets/locale-sw-public-….js' }`, install-sets.ts) whose language and
 * part this device keeps a file of (`kept`: cached paths, `/assets/…`). A version before the split kept a language
 * whole in one file (`/assets/locale-sw-<8-character hash>.js`): that counts as both of its parts.
 */
export function usedCatalogFiles(catalogFiles: Record<string, string>, kept: readonly string[]): string[] {
  return Object.entries(catalogFiles)
    .filter(([localePart]) => {
      const locale = localePart.slice(0, localePart.lastIndexOf('-'));
      const whole = new RegExp(`^/assets/locale-${locale}-[\\w-]{8}\\.js$`);
      return kept.some((path) => path.startsWith(`/assets/locale-${localePart}-`) || whole.test(path));
    })
    .map(([, file]) => file);
}
