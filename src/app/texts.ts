// The app shell's user-facing texts: header, footer, sidebar, sync indicator, update prompt, guards (ICU messages, English source).
import { defineMessages } from '../lib/i18n';

/** The product's name: the same in every language, so not a message. */
export const BRAND = 'Maarifa';
/** Brand names of the social networks the footer links to (spec §2): not translated. */
export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube'] as const;

export const shellTexts = defineMessages('shell', {
  loadingSession: 'Loading...',
  /** The meta description search results and link previews show for the public pages. */
  metaDescription: 'Maarifa — Empower Minds. Expand Knowledge. Courses, community and creator tools that work offline.',
  header: {
    courses: 'Courses',
    community: 'Community',
    forCreators: 'For Creators',
    search: 'Search',
    signIn: 'Sign In',
    getStarted: 'Get Started',
    signOut: 'Sign Out',
    mainNavigation: 'Main',
  },
  footer: {
    tagline: 'Empower Minds. Expand Knowledge.',
    learn: 'Learn',
    courses: 'Courses',
    howItWorks: 'How It Works',
    community: 'Community',
    earn: 'Earn',
    forCreators: 'For Creators',
    affiliateProgram: 'Affiliate Program',
    support: 'Support',
    helpCenter: 'Help Center',
    contact: 'Contact',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    copyright: '© 2025 Maarifa. All rights reserved.',
  },
  translate: {
    button: 'Translate',
    heading: 'Translate this page',
    offline: 'Translation needs an internet connection. Connect and try again.',
    loading: 'Loading translation...',
    failed: 'Translation could not be loaded. Try again later.',
  },
  dashboard: {
    title: 'Dashboard',
    toggleSidebar: 'Toggle Sidebar',
    navigation: 'Dashboard',
    signOut: 'Sign Out',
    dataSaverOn: 'Data saver on',
    dataSaverDetails: 'Data saver is on: videos and images wait for a tap. Change it in your profile.',
  },
  /** Not in the spec: signing out deletes this device's data, so unsent work is named before it is lost. */
  signOutGuard: {
    title: 'Unsent changes on this device',
    body:
      '{count, plural, one {# change has} other {# changes have}} not reached Maarifa yet{offline, select, yes { because you are offline} other {}}. ' +
      'Signing out deletes them from this device.',
    stay: 'Stay signed in',
    signOutAnyway: 'Sign out anyway',
  },
  sync: {
    label: 'Sync status',
    states: {
      offline: 'Offline',
      syncing: 'Syncing...',
      'up-to-date': 'Up to date',
      error: 'Sync error',
      paused: 'Waiting to sync',
    },
    pending: '{count, plural, one {# pending change} other {# pending changes}}',
    live: 'Live',
    liveDetails: 'Live updates are on: what others post appears within seconds.',
    notLive: 'Live updates are off; this device checks for changes every five minutes and when you come back online.',
    lastSyncedJustNow: 'Last synced just now',
    lastSynced: 'Last synced {when}',
    never: 'Not yet synced',
    detailsTitle: 'Sync',
    conflictsTitle: 'Changes that need your decision',
    conflictReason: {
      conflict: 'Someone else changed this on the server first. The server version is kept; yours is here.',
      rejected: 'The server did not accept this change.',
    },
    reapply: 'Re-apply my version',
    dismiss: 'Dismiss',
    noConflicts: 'No conflicts.',
    close: 'Close',
    syncNow: 'Sync now',
    offlineSession: 'You are offline. Your changes are saved on this device and sync when you are back online.',
  },
  /** The catch-all page (spec §2). */
  notFound: {
    title: 'Page not found',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
  },
  /** A route that threw or whose code could not be loaded. */
  routeError: {
    heading: 'Something went wrong',
    body: 'This page could not be shown. Reloading usually fixes it.',
    reload: 'Reload',
  },
  update: {
    message: 'Update available',
    messageWithSize: 'Update available — {size}',
    detail: 'A new version of Maarifa is ready.',
    reload: 'Reload',
    deferredDetail: 'Data saver is on: it downloads on Wi-Fi, or now if you tap Download.',
    download: 'Download',
  },
});
