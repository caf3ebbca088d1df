// Build-time constants that vite.config.ts defines.
declare const __MAARIFA_BUILD_ID__: string;
