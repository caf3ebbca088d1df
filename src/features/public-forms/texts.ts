// Texts the public forms share (ICU messages, English source): spec §8 gives the instructor and affiliate forms the same
// success and error toasts; the offline and slow-network notices, the queued-message refusal and the application
// status are ours (the spec has no offline mode).
import { defineMessages } from '../../lib/i18n';

export const publicFormsTexts = defineMessages('publicForms', {
  applicationToasts: {
    success: { title: 'Application Submitted!', description: "We'll review your application and get back to you soon." },
    error: { title: 'Error', description: 'Failed to submit application. Please try again.' },
    queuedOffline: {
      title: 'Saved offline',
      description: "You're offline. Your application is saved on this device and will be sent when your connection returns.",
    },
    queued: {
      title: 'Application saved',
      description: 'Your connection is slow. Your application is saved on this device and will be sent as soon as possible.',
    },
  },
  /** A message queued while signed out that the server later refused for good. */
  queuedMessageRefused: {
    title: 'Message not delivered',
    description: 'A message you wrote earlier was refused by the server and could not be sent: {reason}',
  },
  applicationStatus: {
    title: {
      pending: 'Your application is under review',
      approved: 'Your application was approved',
      declined: 'Your application was declined',
    },
    description: {
      pending:
        '{role, select, affiliate {An admin will review your affiliate application soon. You will see the decision here after your next sync.} other {An admin will review your instructor application soon. You will see the decision here after your next sync.}}',
      approved:
        '{role, select, affiliate {Welcome aboard! You are now an affiliate on Maarifa.} other {Welcome aboard! You are now an instructor on Maarifa.}}',
      declined:
        '{role, select, affiliate {Your affiliate application was not accepted this time. You can apply again below.} other {Your instructor application was not accepted this time. You can apply again below.}}',
    },
    note: 'Note from the reviewer: {note}',
    open: '{role, select, affiliate {Open the Affiliate Dashboard} other {Open the Instructor Dashboard}}',
  },
  /** A submit sent before the page's script arrived waits on its button until the form can send it. */
  gettingReady: '(getting ready…)',
  validation: {
    // Spec §8: generic defaults where the spec sets no product message.
    required: 'Required',
    invalidEmail: 'Please enter a valid email',
    invalidUrl: 'Must be a valid URL',
  },
});
