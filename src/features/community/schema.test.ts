// The community forms refuse an over-long draft on the device with the server's words, and keep what fits.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getFieldErrors } from '../../lib/field-errors.ts';
import { commentFormSchema, discussionFormSchema } from './schema.ts';

const errors = (schema: Parameters<typeof v.safeParse>[0], input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? {} : getFieldErrors(parsed.issues);
};

describe('community schemas: upper limits', () => {
  it('a discussion: title 200, content 20,000', () => {
    expect(errors(discussionFormSchema, { title: 't'.repeat(200), content: 'c'.repeat(20_000) })).toEqual({});
    expect(errors(discussionFormSchema, { title: 't'.repeat(201), content: 'c'.repeat(1_000_000) })).toEqual({
      title: 'Title must be at most 200 characters',
      content: 'Content must be at most 20,000 characters',
    });
  });

  it('surrounding spaces do not count, as the stored text is trimmed', () => {
    expect(errors(discussionFormSchema, { title: `  ${'t'.repeat(200)}  `, content: 'long enough content' })).toEqual({});
  });

  it('a comment: 5,000', () => {
    expect(errors(commentFormSchema, { content: 'k'.repeat(5_000) })).toEqual({});
    expect(errors(commentFormSchema, { content: 'k'.repeat(5_001) })).toEqual({ content: 'Comment must be at most 5,000 characters' });
  });
});
