// The contact form's command: signed in, the message joins the outbox with the user's other work; signed out, the
// device's anonymous queue sends it. Both deliver once, also after going offline.
import type { SessionUser } from '../../../auth/session-store';
import { submitAnonymously } from '../../public-forms/data/anonymous-outbox';
import { submitThroughOutbox, type SubmissionOutcome } from '../../public-forms/data/submit-through-outbox';
import type { ContactMessageValues } from '../schema';

/** The server row (columns of public.contact_messages, without id) for validated values. */
export function toContactMessageRow(values: ContactMessageValues, userId: string | null) {
  return { user_id: userId, first_name: values.first_name, last_name: values.last_name, email: values.email, subject: values.subject, message: values.message };
}

export function submitContactMessage(values: ContactMessageValues, user: SessionUser | null): Promise<SubmissionOutcome> {
  if (user) return submitThroughOutbox('contact_messages', toContactMessageRow(values, user.id));
  return submitAnonymously('contact_messages', toContactMessageRow(values, null));
}
