// Valibot schema of the contact form (spec §2: first name, last name, email, subject, message).
import * as v from 'valibot';
import { optionalText, requiredEmail, requiredText } from '../public-forms/form-rules';

export const contactMessageSchema = v.object({
  first_name: requiredText(),
  // The server keeps an empty last name as ''; not everyone writes one.
  last_name: optionalText(),
  email: requiredEmail(),
  subject: requiredText(),
  message: requiredText(),
});

export type ContactMessageValues = v.InferOutput<typeof contactMessageSchema>;
export type ContactMessageField = keyof ContactMessageValues;

export const emptyContactMessage: v.InferInput<typeof contactMessageSchema> = { first_name: '', last_name: '', email: '', subject: '', message: '' };
