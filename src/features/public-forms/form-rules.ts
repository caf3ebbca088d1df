// Valibot building blocks shared by the public forms (instructor, affiliate, contact): the same checks the server's constraints make.
import * as v from 'valibot';
import { t } from '../../lib/i18n';
import type { textLimit } from '../../lib/limits.ts';
import { publicFormsTexts } from './texts';

/** A column's upper limit and its words, from src/lib/limits.ts (`textLimit('contact_messages', 'message')`). */
type Limit = ReturnType<typeof textLimit>;
// The words are read when a value fails, so they are in the language active then.
const within = (limit: Limit) => v.maxLength<string, number, () => string>(limit.max, () => limit.message);

const m = publicFormsTexts.validation;
const required = () => t(m.required);
const invalidEmail = () => t(m.invalidEmail);
const invalidUrl = () => t(m.invalidUrl);

// The same patterns as public.is_valid_email / public.is_valid_url in the migrations, so a value the form accepts is one the server accepts.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/i;
const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const requiredText = (limit: Limit) => v.pipe(v.string(), v.trim(), v.nonEmpty(required), within(limit));

export const requiredEmail = (limit: Limit) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.regex(EMAIL_PATTERN, invalidEmail), within(limit));

export const optionalText = (limit: Limit) => v.pipe(v.string(), v.trim(), within(limit));

export const optionalUrl = (limit: Limit) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || URL_PATTERN.test(value), invalidUrl),
    within(limit),
  );
