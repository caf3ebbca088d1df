import { describe, expect, it } from 'vitest';
import { itemAfter, mergeModerationItems, moderationAction } from './moderation';

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

describe('itemAfter', () => {
  const item = { kind: 'discussion' as const, id: 'd', title: 'T', author: 'A', created_at: '2026-01-01T00:00:00Z', is_hidden: false, is_pinned: false };
  const queued = (flag: 'is_hidden' | 'is_pinned', value: boolean, status: 'pending' | 'failed' = 'pending') => ({
    id: `${flag}-${String(value)}-${status}`,
    action: moderationAction(item, flag, value),
    status,
    error: status === 'failed' ? 'no' : null,
  });
  it('shows what waits to be sent, the latest last, and ignores refused ones', () => {
    expect(itemAfter(item, [queued('is_hidden', true), queued('is_pinned', true)])).toMatchObject({ is_hidden: true, is_pinned: true });
    expect(itemAfter(item, [queued('is_hidden', true), queued('is_hidden', false)])).toMatchObject({ is_hidden: false });
    expect(itemAfter(item, [queued('is_hidden', true, 'failed')])).toMatchObject({ is_hidden: false });
  });
});
