// The limits' words: the spec's "must be at least N characters" turned around, numbers written as the server's to_char writes them.
import { describe, expect, it } from 'vitest';
import { SYNC_PUSH_LIMITS, inputLimitRows, itemTooLongMessage, textLimit, tooLongMessage, tooManyMessage } from './limits.ts';

describe('limits', () => {
  it('names the field and the number', () => {
    expect(tooLongMessage('Title', 200)).toBe('Title must be at most 200 characters');
    expect(textLimit('discussions', 'content')).toEqual({ max: 20_000, message: 'Content must be at most 20,000 characters' });
    expect(tooManyMessage('tags', 5)).toBe('Use at most 5 tags');
    expect(itemTooLongMessage('tag', 30)).toBe('Each tag must be 30 characters or fewer');
  });

  it('lists each column once, every row with its words', () => {
    const rows = inputLimitRows();
    expect(new Set(rows.map((r) => `${r.table_name}.${r.column_name}`)).size).toBe(rows.length);
    for (const row of rows) expect(row.message ?? row.items_message).toBeTruthy();
    expect(SYNC_PUSH_LIMITS.maxChanges).toBeGreaterThanOrEqual(100); // the engine's default batch fits in one call
  });
});
