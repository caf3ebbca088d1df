import { describe, expect, it } from 'vitest';
import { mergeModerationItems } from './moderation';

describe('mergeModerationItems', () => {
  it('merges discussions and comments newest first, shortening long comments', () => {
    const items = mergeModerationItems(
      [{ id: 'd', title: 'Solar dryers', author_name: 'Eshe', created_at: '2026-01-02T00:00:00Z', is_hidden: false, is_pinned: true }],
      [
        { id: 'c1', content: 'x'.repeat(200), author_name: null, created_at: '2026-01-03T00:00:00Z', is_hidden: true },
        { id: 'c2', content: 'Old', author_name: 'Juma', created_at: '2026-01-01T00:00:00Z', is_hidden: false },
      ],
    );
    expect(items.map((i) => i.id)).toEqual(['c1', 'd', 'c2']);
    expect(items[0]!.title).toHaveLength(141);
    expect(items[0]!.author).toBe('');
    expect(items[1]).toMatchObject({ kind: 'discussion', is_pinned: true });
  });
});
