// Build-time constants that vite.config.ts defines.
declare const __MAARIFA_BUILD_ID__: string;
/** True in a test build made with MAARIFA_PSEUDO_LOCALE=1 (the pseudo-locale can be chosen); false in production. */
declare const __MAARIFA_PSEUDO_LOCALE__: boolean;
