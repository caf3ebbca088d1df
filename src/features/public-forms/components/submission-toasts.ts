// Tells the user what became of a submitted form, and whether the form should now be cleared.
import { toaster } from '../../../ui/toaster';
import type { SubmissionOutcome } from '../data/submit-through-outbox';

type ToastText = { readonly title: string; readonly description: string };

export interface SubmissionToastTexts {
  success: ToastText;
  error: ToastText;
  queuedOffline: ToastText;
  queued: ToastText;
}

/** Shows the toast for an outcome; returns true when the submission is safe (sent or saved) and the fields may be cleared. */
export function showSubmissionOutcome(outcome: SubmissionOutcome, texts: SubmissionToastTexts): boolean {
  switch (outcome.kind) {
    case 'delivered':
      toaster.create({ ...texts.success, type: 'success' });
      return true;
    case 'queued-offline':
      toaster.create({ ...texts.queuedOffline, type: 'info' });
      return true;
    case 'queued':
      toaster.create({ ...texts.queued, type: 'info' });
      return true;
    case 'failed':
      toaster.create({ ...texts.error, type: 'error' });
      return false;
  }
}
