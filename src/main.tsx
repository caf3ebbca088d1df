// The app shell's entry (dashboard, reset password, a public page opened with a query or fragment): the router app,
// rendered on the device. Prerendered public pages load src/public-main.tsx instead.
import { createRoot } from 'react-dom/client';
import { activateLocale, initialLocale } from './lib/i18n';
import { loadMatchedRoutes, routerApp } from './app/router-app';
import { appRoot, continueWhenLoaded, startApp } from './app/start';

await startApp();
const root = appRoot();
// The shell waits for the visitor's catalog (from the service worker's cache once used) so it never paints English first.
const locale = initialLocale();
await Promise.all([activateLocale(locale).catch(() => undefined), loadMatchedRoutes(window.location.pathname)]);
createRoot(root).render(routerApp(locale));
// The database and sync engine start once the dashboard shell has painted (its layout asks for them), never on public pages.
continueWhenLoaded();
