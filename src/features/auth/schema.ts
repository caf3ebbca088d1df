// Validation of the /auth form (spec §5): email always, password except in reset mode.
import * as v from 'valibot';
import { t } from '../../lib/i18n';
import { authTexts, type AuthMode } from './texts';

// The messages are produced when a value fails, so they are in the language active then.
const emailSchema = v.pipe(v.string(), v.trim(), v.email(() => t(authTexts.validation.email)));
export const passwordSchema = v.pipe(v.string(), v.minLength(6, () => t(authTexts.validation.password)));

export interface AuthFormErrors {
  email?: string;
  password?: string;
}

/** Field errors for the given mode; empty when the form may be sent. */
export function validateAuthForm(mode: AuthMode, values: { email: string; password: string }): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const email = v.safeParse(emailSchema, values.email);
  if (!email.success) errors.email = email.issues[0].message;
  if (mode !== 'reset') {
    const password = v.safeParse(passwordSchema, values.password);
    if (!password.success) errors.password = password.issues[0].message;
  }
  return errors;
}

/** The first problem with a new password, or undefined. */
export function validateNewPassword(password: string): string | undefined {
  const result = v.safeParse(passwordSchema, password);
  return result.success ? undefined : result.issues[0].message;
}
