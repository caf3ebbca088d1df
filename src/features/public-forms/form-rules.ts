// Valibot building blocks shared by the public forms (instructor, affiliate, contact): the same checks the server's constraints make.
import * as v from 'valibot';
import type { textLimit } from '../../lib/limits.ts';

/** A column's upper limit and its words, from src/lib/limits.ts (`textLimit('contact_messages', 'message')`). */
type Limit = ReturnType<typeof textLimit>;
const within = (limit: Limit) => v.maxLength<string, number, string>(limit.max, limit.message);

export const formMessages = {
  // Spec §8: generic defaults where the spec sets no product message.
  required: 'Required',
  invalidEmail: 'Please enter a valid email',
  invalidUrl: 'Must be a valid URL',
} as const;

// The same patterns as public.is_valid_email / public.is_valid_url in the migrations, so a value the form accepts is one the server accepts.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/i;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const requiredText = (limit: Limit) => v.pipe(v.string(), v.trim(), v.nonEmpty(formMessages.required), within(limit));

export const requiredEmail = (limit: Limit) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(formMessages.required), v.regex(EMAIL_PATTERN, formMessages.invalidEmail), within(limit));

export const optionalText = (limit: Limit) => v.pipe(v.string(), v.trim(), within(limit));

export const optionalUrl = (limit: Limit) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || URL_PATTERN.test(value), formMessages.invalidUrl),
    within(limit),
  );
