// The limits' words: the spec's "must be at least N characters" turned around, numbers written as the server's to_char
// writes them; in English word for word the server's, in another language read when shown.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n';
import {
  JSON_LIMITS,
  LIST_LIMITS,
  SYNC_PUSH_LIMITS,
  TEXT_LIMITS,
  inputLimitRows,
  itemTooLongMessage,
  jsonLimit,
  listLimit,
  textLimit,
  tooLongMessage,
  tooManyMessage,
} from './limits.ts';

type Table<X> = keyof X & string;

describe('limits', () => {
  afterEach(() => activateLocale('en'));

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

  it("in English, a form's words are the server's words, column by column", () => {
    const rows = new Map(inputLimitRows().map((row) => [`${row.table_name}.${row.column_name}`, row]));
    for (const table of Object.keys(TEXT_LIMITS) as Table<typeof TEXT_LIMITS>[]) {
      for (const column of Object.keys(TEXT_LIMITS[table]) as never[]) expect(textLimit(table, column).message).toBe(rows.get(`${table}.${column}`)!.message);
    }
    for (const table of Object.keys(LIST_LIMITS) as Table<typeof LIST_LIMITS>[]) {
      for (const column of Object.keys(LIST_LIMITS[table]) as never[]) {
        const limit = listLimit(table, column);
        expect([limit.message, limit.itemMessage]).toEqual([rows.get(`${table}.${column}`)!.items_message, rows.get(`${table}.${column}`)!.item_message]);
      }
    }
    for (const table of Object.keys(JSON_LIMITS) as Table<typeof JSON_LIMITS>[]) {
      for (const column of Object.keys(JSON_LIMITS[table]) as never[]) {
        const limit = jsonLimit(table, column);
        expect([limit.message, limit.itemsMessage]).toEqual([rows.get(`${table}.${column}`)!.message, rows.get(`${table}.${column}`)!.items_message]);
      }
    }
  });

  it('reads the message in the active language when it is read, while the server rows stay English', async () => {
    const limit = textLimit('discussions', 'content');
    const tags = listLimit('discussions', 'tags');
    await activateLocale('fr');
    expect(limit.message).not.toBe('Content must be at most 20,000 characters');
    expect(limit.message).toContain('20');
    expect(tags.message).not.toBe('Use at most 5 tags');
    expect(inputLimitRows().find((row) => row.table_name === 'discussions' && row.column_name === 'content')!.message).toBe('Content must be at most 20,000 characters');
    await activateLocale('en');
    expect(limit.message).toBe('Content must be at most 20,000 characters');
  });
});
