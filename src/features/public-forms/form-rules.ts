// Valibot building blocks shared by the public forms (instructor, affiliate, contact): the same checks the server's constraints make.
import * as v from 'valibot';

export const formMessages = {
  // Spec §8: generic defaults where the spec sets no product message.
  required: 'Required',
  invalidEmail: 'Please enter a valid email',
  invalidUrl: 'Must be a valid URL',
} as const;

// The same patterns as public.is_valid_email / public.is_valid_url in the migrations, so a value the form accepts is one the server accepts.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/i;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const requiredText = () => v.pipe(v.string(), v.trim(), v.nonEmpty(formMessages.required));

export const requiredEmail = () =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(formMessages.required), v.regex(EMAIL_PATTERN, formMessages.invalidEmail));

export const optionalText = () => v.pipe(v.string(), v.trim());

export const optionalUrl = () =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || URL_PATTERN.test(value), formMessages.invalidUrl),
  );
