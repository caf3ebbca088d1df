// The course, module and lesson forms refuse an over-long draft on the device with the server's words.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getFieldErrors } from '../../lib/field-errors.ts';
import { courseFormSchema, courseSellingSchema, lessonFormSchema, moduleFormSchema } from './schema.ts';

const errors = (schema: Parameters<typeof v.safeParse>[0], input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? {} : getFieldErrors(parsed.issues);
};
const course = { title: 'Solar basics', description: 'Panels, batteries and wiring.', category: 'other' };

describe('course schemas: upper limits', () => {
  it('a course: title 200, description 5,000, thumbnail URL 2,048', () => {
    expect(errors(courseFormSchema, { ...course, title: 't'.repeat(200), description: 'd'.repeat(5_000) })).toEqual({});
    expect(errors(courseFormSchema, { ...course, title: 't'.repeat(201), description: 'd'.repeat(5_001), thumbnail_url: `https://example.com/${'p'.repeat(2_048)}` })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 5,000 characters',
      thumbnail_url: 'Thumbnail URL must be at most 2,048 characters',
    });
  });

  it('a module title 200; a lesson title 200 and content 100,000', () => {
    expect(errors(moduleFormSchema, { title: 'm'.repeat(201) })).toEqual({ title: 'Title must be at most 200 characters' });
    expect(errors(lessonFormSchema, { title: 'Wiring', content: 'c'.repeat(100_000) })).toEqual({});
    expect(errors(lessonFormSchema, { title: 'l'.repeat(201), content: 'c'.repeat(100_001) })).toEqual({
      title: 'Title must be at most 200 characters',
      content: 'Content must be at most 100,000 characters',
    });
  });
});

describe('course schemas: the affiliate rate (issue 24)', () => {
  const message = 'Affiliate commission must be a whole number from 0 to 30';
  it('takes a whole percent from 0 to 30, 0 when left out', () => {
    for (const rate of ['0', '15', '30', 30]) expect(errors(courseFormSchema, { ...course, affiliate_percent: rate })).toEqual({});
    const parsed = v.parse(courseFormSchema, course);
    expect(parsed.affiliate_percent).toBe(0);
    expect(v.parse(courseSellingSchema, { price: '49', affiliate_percent: '20' })).toEqual({ price: 49, affiliate_percent: 20 });
  });

  it('refuses what the server refuses: below 0, above 30, fractions and empty', () => {
    for (const rate of ['-1', '31', '12.5', '', 'ten']) {
      expect(errors(courseFormSchema, { ...course, affiliate_percent: rate })).toEqual({ affiliate_percent: message });
      expect(errors(courseSellingSchema, { price: 10, affiliate_percent: rate })).toEqual({ affiliate_percent: message });
    }
  });
});

describe('course schemas: the price bound (issue 50)', () => {
  it('takes up to 1,000,000 and refuses more, as the server does (an order keeps minor units in an integer)', () => {
    expect(errors(courseSellingSchema, { price: '1000000', affiliate_percent: 0 })).toEqual({});
    expect(errors(courseSellingSchema, { price: '25000000', affiliate_percent: 0 })).toEqual({ price: 'Price must be at most 1,000,000' });
    expect(errors(courseFormSchema, { ...course, price: 1_000_000.01 })).toEqual({ price: 'Price must be at most 1,000,000' });
  });
});
