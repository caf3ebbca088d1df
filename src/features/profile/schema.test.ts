// The profile form refuses an over-long name, country, bio or skills list on the device with the server's words.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getFieldErrors } from '../../lib/field-errors.ts';
import { profileFormSchema } from './schema.ts';

const errors = (input: unknown) => {
  const parsed = v.safeParse(profileFormSchema, input);
  return parsed.success ? {} : getFieldErrors(parsed.issues);
};
const profile = { full_name: 'Amina', country: 'Kenya', bio: '', skills: 'Python, Bookkeeping' };

describe('profile schema: upper limits', () => {
  it('accepts the limits themselves', () => {
    expect(errors({ full_name: 'n'.repeat(100), country: 'c'.repeat(100), bio: 'b'.repeat(2_000), skills: Array.from({ length: 50 }, (_, i) => `s${i}`).join(', ') })).toEqual({});
  });

  it('names each limit passed', () => {
    expect(errors({ full_name: 'n'.repeat(101), country: 'c'.repeat(101), bio: 'b'.repeat(2_001), skills: profile.skills })).toEqual({
      full_name: 'Full name must be at most 100 characters',
      country: 'Country must be at most 100 characters',
      bio: 'Bio must be at most 2,000 characters',
    });
    expect(errors({ ...profile, skills: Array.from({ length: 51 }, (_, i) => `s${i}`).join(', ') })).toEqual({ skills: 'Use at most 50 skills' });
    expect(errors({ ...profile, skills: `Python, ${'x'.repeat(51)}` })).toEqual({ skills: 'Each skill must be 50 characters or fewer' });
  });
});
