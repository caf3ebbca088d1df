// Which live arrivals wait behind the announcement and which join the list.
import { describe, expect, it } from 'vitest';
import { splitArrivals } from './arrivals.ts';

const item = (id: string, author_id = 'other') => ({ id, author_id });

describe('splitArrivals', () => {
  it('shows everything before the first load is known', () => {
    expect(splitArrivals([item('a'), item('b')], null, 'me')).toEqual({ shown: [item('a'), item('b')], waiting: [] });
  });

  it("holds back others' new items, never the reader's own", () => {
    const split = splitArrivals([item('new'), item('mine', 'me'), item('old')], new Set(['old']), 'me');
    expect(split.shown.map((d) => d.id)).toEqual(['mine', 'old']);
    expect(split.waiting.map((d) => d.id)).toEqual(['new']);
  });
});
