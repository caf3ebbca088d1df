import { describe, expect, it } from 'vitest';
import { latestApplication } from './my-applications';

const item = (over: Record<string, unknown>) => ({ id: 'a', kind: 'instructor', status: 'pending', review_note: null, reviewed_at: null, created_at: '2026-01-01T00:00:00Z', ...over });

describe('latestApplication', () => {
  it('picks the newest application of the kind asked for', () => {
    const data = {
      applications: [item({ id: 'old', status: 'declined', review_note: 'Add an outline' }), item({ id: 'new', created_at: '2026-02-01T00:00:00Z' }), item({ id: 'aff', kind: 'affiliate', created_at: '2026-03-01T00:00:00Z' })],
    };
    expect(latestApplication(data, 'instructor')?.id).toBe('new');
    expect(latestApplication(data, 'affiliate')?.id).toBe('aff');
  });
  it('ignores what does not parse, and a missing view reads as none', () => {
    expect(latestApplication(null, 'instructor')).toBeNull();
    expect(latestApplication({ applications: [{ id: 1 }, item({ id: 'ok' })] }, 'instructor')?.id).toBe('ok');
    expect(latestApplication({ applications: [item({ status: 'weird' })] }, 'instructor')).toBeNull();
  });
});
