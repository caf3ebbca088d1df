// The app shell's user-facing texts: header, footer, sidebar, sync indicator, update prompt, guards.
export const shellTexts = {
  brand: 'Maarifa',
  loadingSession: 'Loading...',
  header: {
    courses: 'Courses',
    community: 'Community',
    forCreators: 'For Creators',
    search: 'Search',
    signIn: 'Sign In',
    getStarted: 'Get Started',
    signOut: 'Sign Out',
    openMenu: 'Open menu',
  },
  footer: {
    tagline: 'Empower Minds. Expand Knowledge.',
    groups: [
      {
        title: 'Learn',
        links: [
          { label: 'Courses', to: '/courses' },
          { label: 'How It Works', to: '/dashboard/experience' },
          { label: 'Community', to: '/dashboard/community' },
        ],
      },
      {
        title: 'Earn',
        links: [
          { label: 'For Creators', to: '/for-creators' },
          { label: 'Affiliate Program', to: '/affiliate-program' },
        ],
      },
      {
        title: 'Support',
        links: [
          { label: 'Help Center', to: '/help' },
          { label: 'Contact', to: '/contact' },
          { label: 'Privacy Policy', to: '/privacy' },
          { label: 'Terms of Service', to: '/terms' },
        ],
      },
    ],
    social: ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube'],
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
    body: (count: number, online: boolean) =>
      `${count === 1 ? '1 change has' : `${count} changes have`} not reached Maarifa yet${online ? '' : ' because you are offline'}. ` +
      'Signing out deletes them from this device.',
    stay: 'Stay signed in',
    signOutAnyway: 'Sign out anyway',
  },
  progress: {
    title: 'Your Progress',
    percent: 68,
    nextUp: 'Next up: Module 5: Monetization',
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
    pending: (count: number) => `${count} pending ${count === 1 ? 'change' : 'changes'}`,
    live: 'Live',
    liveDetails: 'Live updates are on: what others post appears within seconds.',
    notLive: 'Live updates are off; this device checks for changes every five minutes and when you come back online.',
    lastSynced: 'Last synced',
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
  update: {
    message: 'Update available',
    messageWithSize: (size: string) => `Update available — ${size}`,
    detail: 'A new version of Maarifa is ready.',
    reload: 'Reload',
    deferredDetail: 'Data saver is on: it downloads on Wi-Fi, or now if you tap Download.',
    download: 'Download',
  },
} as const;
