// The public forms (contact, instructor and affiliate applications) and the creator tools' forms refuse over-long fields on the device with the server's words.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getFieldErrors } from '../../lib/field-errors.ts';
import { affiliateApplicationSchema, emptyAffiliateApplication } from '../affiliates/schema.ts';
import { workflowFormSchema } from '../automation/schema.ts';
import { contactMessageSchema } from '../contact/schema.ts';
import { emptyInstructorApplication, instructorApplicationSchema } from '../creators/schema.ts';
import { apiKeyFormSchema } from '../private-integrations/schema.ts';

const errors = (schema: Parameters<typeof v.safeParse>[0], input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? {} : getFieldErrors(parsed.issues);
};

describe('public and creator forms: upper limits', () => {
  it('a contact message: 5,000 characters of message, 200 of subject', () => {
    const ok = { first_name: 'Asha', last_name: '', email: 'asha@example.com', subject: 's'.repeat(200), message: 'm'.repeat(5_000) };
    expect(errors(contactMessageSchema, ok)).toEqual({});
    expect(errors(contactMessageSchema, { ...ok, subject: 's'.repeat(201), message: 'm'.repeat(5_001) })).toEqual({
      subject: 'Subject must be at most 200 characters',
      message: 'Message must be at most 5,000 characters',
    });
  });

  it('an instructor application and an affiliate application', () => {
    const instructor = { ...emptyInstructorApplication, full_name: 'n'.repeat(101), email: 'a@b.co', expertise: 'Solar', experience: 'e'.repeat(5_001), course_topics: 'Panels', why_teach: 'To share' };
    expect(errors(instructorApplicationSchema, instructor)).toEqual({
      full_name: 'Full name must be at most 100 characters',
      experience: 'Experience must be at most 5,000 characters',
    });
    const affiliate = { ...emptyAffiliateApplication, full_name: 'Baraka', email: 'b@c.co', platform_type: 'YouTube', audience_size: '10k', niche: 'Farming', marketing_experience: 'Some', why_affiliate: 'w'.repeat(5_001), phone: '1'.repeat(51) };
    expect(errors(affiliateApplicationSchema, affiliate)).toEqual({
      phone: 'Phone must be at most 50 characters',
      why_affiliate: 'Why affiliate must be at most 5,000 characters',
    });
  });

  it('a workflow and an API key', () => {
    expect(errors(workflowFormSchema, { name: 'n'.repeat(201), description: 'd'.repeat(2_001), trigger_type: 'user_signup' })).toEqual({
      name: 'Name must be at most 200 characters',
      description: 'Description must be at most 2,000 characters',
    });
    expect(errors(apiKeyFormSchema, { name: 'n'.repeat(101), description: 'd'.repeat(501) })).toEqual({
      name: 'Name must be at most 100 characters',
      description: 'Description must be at most 500 characters',
    });
  });
});
