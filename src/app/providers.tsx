// App-wide React providers: the Chakra design system, the toaster, the update prompt, and the visitor's language once adopted.
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { activateLocale, renderedLocale, useLocale, type UiLocale } from '../lib/i18n';
import { providedSystem } from '../ui/system';
import { Toaster } from '../ui/toaster';
import { laterSection } from '../ui/hydrate-later';

// Shown only once a new version waits, which never happens before the page is live: its code comes then.
const UpdatePrompt = laterSection(() => import('./update-prompt.later'));

/**
 * `locale`: the visitor's language, made active once the page is adopted (prerendered HTML is English).
 * `globalStylesInPage`: the document already has Chakra's global styles (a prerendered page hydrating; in production
 * builds every page has them, from the build's stylesheet).
 */
export function AppProviders({ children, locale, globalStylesInPage = false }: { children: ReactNode; locale?: UiLocale; globalStylesInPage?: boolean }) {
  const activeLanguage = useLocale();
  useEffect(() => {
    // Offline with a catalog never opened, the page stays English; the picker says why when asked.
    if (locale && locale !== renderedLocale()) activateLocale(locale).catch(() => undefined);
  }, [locale]);
  return (
    <ChakraProvider value={providedSystem(globalStylesInPage)}>
      {/* Chakra's parts (drawers, menus, tabs) take their direction from here, not from <html dir>: the sidebar's
          drawer then opens from the right in Arabic, and arrow keys follow the reading order. */}
      <LocaleProvider locale={activeLanguage}>
        {children}
        <UpdatePrompt />
        <Toaster />
      </LocaleProvider>
    </ChakraProvider>
  );
}
