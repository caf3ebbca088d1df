// The shell's texts every page can show: header, footer, translation, not-found, update prompt (ICU messages, English
// source). The dashboard's own (sidebar, sync, sign-out guard, route errors) are in app-shell-texts.ts.
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
  /** The catch-all page (spec §2). */
  notFound: {
    title: 'Page not found',
    heading: 'Oops! Page not found',
    home: 'Return to Home',
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
