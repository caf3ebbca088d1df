import { describe, expect, it } from 'vitest';
import { decisionError, filterApplications, readLastSeen, saveLastSeen, toApplication, type Application } from './applications';

const row = (over: Record<string, unknown>) => ({
  id: 'a1',
  user_id: 'u1',
  full_name: 'Amani',
  email: 'amani@example.com',
  phone: null,
  expertise: 'Agribusiness',
  status: 'pending',
  review_note: null,
  reviewed_by: null,
  reviewed_at: null,
  created_at: '2026-01-01T00:00:00Z',
  _deleted: false,
  ...over,
});

describe('toApplication', () => {
  it('keeps every field the applicant gave and leaves out the bookkeeping columns and empty fields', () => {
    const application = toApplication('instructor', row({}));
    expect(application.fields).toEqual({ full_name: 'Amani', email: 'amani@example.com', expertise: 'Agribusiness' });
    expect(application.kind).toBe('instructor');
    expect(application.status).toBe('pending');
  });
  it('reads the old "rejected" status as declined', () => {
    expect(toApplication('affiliate', row({ status: 'rejected' })).status).toBe('declined');
  });
});

describe('filterApplications', () => {
  const list: Application[] = [
    toApplication('instructor', row({ id: 'old-pending', created_at: '2026-01-01T00:00:00Z' })),
    toApplication('affiliate', row({ id: 'approved', status: 'approved', created_at: '2026-03-01T00:00:00Z' })),
    toApplication('affiliate', row({ id: 'new-pending', created_at: '2026-02-01T00:00:00Z' })),
  ];
  it('puts pending first, then the newest', () => {
    expect(filterApplications(list, { status: 'all', kind: 'all' }).map((a) => a.id)).toEqual(['new-pending', 'old-pending', 'approved']);
  });
  it('filters by status and kind', () => {
    expect(filterApplications(list, { status: 'pending', kind: 'affiliate' }).map((a) => a.id)).toEqual(['new-pending']);
    expect(filterApplications(list, { status: 'approved', kind: 'instructor' })).toEqual([]);
  });
});

describe('decisionError', () => {
  it('asks for a note to decline, not to approve', () => {
    expect(decisionError('declined', '  ')).toMatch(/reason/);
    expect(decisionError('declined', 'Add an outline')).toBeNull();
    expect(decisionError('approved', '')).toBeNull();
    expect(decisionError('approved', 'x'.repeat(2001))).toMatch(/2000/);
  });
});

describe('last seen list', () => {
  it('is kept per user and anything malformed reads as absent', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    saveLastSeen('admin-1', [toApplication('instructor', row({}))], storage);
    expect(readLastSeen('admin-1', storage)?.applications).toHaveLength(1);
    expect(readLastSeen('admin-2', storage)).toBeNull();
    store.set('maarifa.admin.applications.admin-2', '{"applications":"nope"}');
    expect(readLastSeen('admin-2', storage)).toBeNull();
  });
});
