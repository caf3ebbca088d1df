// Valibot schema of the contact form (spec §2: first name, last name, email, subject, message).
import * as v from 'valibot';
import { textLimit } from '../../lib/limits.ts';
import { optionalText, requiredEmail, requiredText } from '../public-forms/form-rules';

const limit = (column: 'first_name' | 'last_name' | 'email' | 'subject' | 'message') => textLimit('contact_messages', column);

export const contactMessageSchema = v.object({
  first_name: requiredText(limit('first_name')),
  // The server keeps an empty last name as ''; not everyone writes one.
  last_name: optionalText(limit('last_name')),
  email: requiredEmail(limit('email')),
  subject: requiredText(limit('subject')),
  message: requiredText(limit('message')),
});

export type ContactMessageValues = v.InferOutput<typeof contactMessageSchema>;
export type ContactMessageField = keyof ContactMessageValues;

export const emptyContactMessage: v.InferInput<typeof contactMessageSchema> = { first_name: '', last_name: '', email: '', subject: '', message: '' };
