// The sign-in form's messages and the public forms' rules are produced when a value fails, so they follow the language
// active then (a learner who switches language sees the next error in it), and the English stays the spec's.
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n';
import { getFieldErrors } from '../../lib/field-errors.ts';
import { contactMessageSchema } from '../contact/schema.ts';
import { validateAuthForm, validateNewPassword } from './schema';

const contactErrors = (input: Record<string, string>) => {
  const parsed = v.safeParse(contactMessageSchema, input);
  return parsed.success ? {} : getFieldErrors(parsed.issues);
};

describe('validation messages in the active language', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('English: the spec\'s words', () => {
    expect(validateAuthForm('signin', { email: 'nope', password: '123' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
    expect(contactErrors({ first_name: '', last_name: '', email: 'x', subject: '', message: '' })).toMatchObject({ first_name: 'Required', email: 'Please enter a valid email' });
  });

  it('the same schemas answer in Kiswahili and Arabic once the language is switched', async () => {
    await activateLocale('sw');
    expect(validateAuthForm('reset', { email: 'nope', password: '' })).toEqual({ email: 'Tafadhali weka barua pepe sahihi' });
    expect(validateNewPassword('123')).toBe('Nenosiri lazima liwe na angalau herufi 6');
    await activateLocale('ar');
    expect(contactErrors({ first_name: '', last_name: '', email: 'asha@example.com', subject: 's', message: 'm' })).toEqual({ first_name: 'مطلوب' });
  });
});
