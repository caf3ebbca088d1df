// The /auth screens' user-facing texts (spec §2, §5, §8; ICU messages, English source), in one place.
import { defineMessages } from '../../lib/i18n';

export const authTexts = defineMessages('auth', {
  modes: {
    signin: { documentTitle: 'Sign In | Maarifa', heading: 'Welcome back', intro: 'Sign in to continue learning.', submit: 'Sign In' },
    signup: { documentTitle: 'Create Account | Maarifa', heading: 'Create your account', intro: 'Join Maarifa and start learning for free.', submit: 'Create Account' },
    reset: { documentTitle: 'Reset Password | Maarifa', heading: 'Reset your password', intro: 'Enter your email and we will send you a reset link.', submit: 'Send Reset Link' },
  },
  links: {
    toSignup: 'Create an account',
    toReset: 'Forgot password?',
    toSignin: 'Sign in',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
  },
  busy: 'Please wait...',
  /** Shown on the button of a submit sent before the page's script arrived; it goes out once the page is ready. */
  gettingReady: '(getting ready…)',
  validation: {
    email: 'Please enter a valid email',
    password: 'Password must be at least 6 characters',
  },
  toasts: {
    failureTitle: 'Authentication error',
    failureFallback: 'Authentication failed',
    resetTitle: 'Check your email',
    resetBody: "We've sent you a password reset link. Click it to set a new password.",
    signinTitle: 'Welcome back!',
    signinBody: 'Ready to continue your learning journey?',
    signupTitle: "You're all set!",
    signupBody: 'Check your email to confirm your account and start learning.',
  },
  benefits: {
    heading: 'Empower Minds. Expand Knowledge.',
    points: {
      launch: { title: 'Launch in minutes', body: 'Build and publish your first course with guided tools.' },
      revenue: { title: 'Revenue share', body: 'Earn from every course you sell and every learner you refer.' },
      community: { title: 'Built-in community', body: 'Learn alongside peers, mentors and creators across Africa.' },
    },
    // The sentence around the two links: {terms} and {privacy} are the links, in the order the language needs them.
    legal: 'By continuing you agree to our {terms} and {privacy}.',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
  // A session the server ended keeps the user's unsent work on the device (not in the spec; ours).
  keptWork: {
    title: 'Your session has ended',
    waiting: '{count, plural, one {# change will be sent when you sign in again.} other {# changes will be sent when you sign in again.}}',
    signInAs: 'Sign in as {email} to send them.',
    confirmTitle: 'Delete unsent changes?',
    confirmBody:
      '{count, plural, one {This device holds # change by {email} that has not reached Maarifa yet.} other {This device holds # changes by {email} that have not reached Maarifa yet.}} ' +
      'Signing in with another account deletes them from this device.',
    previousUser: 'the previous user',
    cancel: 'Cancel',
    confirm: 'Delete and continue',
  },
  // The spec does not show the page a recovery mail opens; these texts are ours.
  recovery: {
    documentTitle: 'Set a New Password | Maarifa',
    heading: 'Set a new password',
    intro: 'Choose a new password for your account.',
    submit: 'Update Password',
    successTitle: 'Password updated',
    successBody: 'Your new password is set. You are signed in.',
    invalidLink: 'This password reset link is invalid or has expired.',
    requestAgain: 'Request a new link',
    loading: 'Checking your reset link...',
  },
});

export type AuthMode = keyof typeof authTexts.modes;
