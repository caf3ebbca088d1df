// Toasts both application forms share: spec §8 gives the instructor and affiliate forms the same success and error
// texts; the offline and slow-network notices are ours (the spec has no offline mode).
export const applicationToasts = {
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
} as const;

/** A message queued while signed out that the server later refused for good (ours; the spec has no offline queue). */
export const queuedMessageRefused = {
  title: 'Message not delivered',
  description: (reason: string) => `A message you wrote earlier was refused by the server and could not be sent: ${reason}`,
} as const;

export const applicationStatusTexts = {
  title: { pending: 'Your application is under review', approved: 'Your application was approved', declined: 'Your application was declined' },
  description: {
    pending: (role: string) => `An admin will review your ${role.toLowerCase()} application soon. You will see the decision here after your next sync.`,
    approved: (role: string) => `Welcome aboard! You are now an ${role.toLowerCase()} on Maarifa.`,
    declined: (role: string) => `Your ${role.toLowerCase()} application was not accepted this time. You can apply again below.`,
  },
  note: 'Note from the reviewer',
  open: (role: string) => `Open the ${role} Dashboard`,
} as const;

/** A submit sent before the page's script arrived waits on its button until the form can send it. */
export const formReadinessTexts = { gettingReady: '(getting ready…)' } as const;
