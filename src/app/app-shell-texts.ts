// The dashboard shell's texts: sidebar, sync indicator and conflicts, the sign-out guard, route errors (ICU messages,
// English source). Scope `shell` as texts.ts (the ids and catalogs are the same), in a file of their own so that the
// public pages, which show none of them, do not carry them.
import { defineMessages } from '../lib/i18n';

export const appShellTexts = defineMessages('shell', {
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
  /** A route that threw or whose code could not be loaded. */
  routeError: {
    heading: 'Something went wrong',
    body: 'This page could not be shown. Reloading usually fixes it.',
    reload: 'Reload',
  },
});
