import { describe, expect, it } from 'vitest';
import { describeAuditEntry, roleErrorMessage, type AuditEntry } from './people';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({ id: 'e', actor_id: 'a', action: 'role.granted', target_user_id: 't', details: { role: 'admin' }, created_at: '2026-01-01T00:00:00Z', ...over });
const names = { a: 'Thandiwe', t: 'Chiku' };

describe('roleErrorMessage', () => {
  it('explains the refusals a screen can meet', () => {
    expect(roleErrorMessage('Only a superadmin can grant or revoke the admin role')).toBe('Refused: only a superadmin can grant or revoke the admin role. Ask a superadmin to do it.');
    expect(roleErrorMessage('You cannot remove your own superadmin role', 'Another superadmin can do it.')).toMatch(/^Refused: you cannot remove your own superadmin role/);
    expect(roleErrorMessage('Only admins can change roles', 'x')).toBe('Only admins can change roles x');
  });
});

describe('describeAuditEntry', () => {
  it('says who did what to whom', () => {
    expect(describeAuditEntry(entry({}), names)).toBe('Thandiwe granted admin to Chiku');
    expect(describeAuditEntry(entry({ action: 'role.revoked', details: { role: 'instructor' } }), names)).toBe('Thandiwe revoked instructor from Chiku');
    expect(describeAuditEntry(entry({ action: 'application.declined', details: { kind: 'instructor' } }), names)).toBe('Thandiwe declined the instructor application of Chiku');
    expect(describeAuditEntry(entry({ actor_id: 'gone' }), names)).toBe('an unknown user granted admin to Chiku');
    expect(describeAuditEntry(entry({ action: 'discussion.hidden', details: { kind: 'discussion', title: 'Leaked exam' } }), names)).toBe('Thandiwe hid the discussion “Leaked exam” by Chiku');
    expect(describeAuditEntry(entry({ action: 'comment.unhidden', details: { kind: 'comment', title: 'Try Jiji' } }), names)).toBe('Thandiwe unhid the comment “Try Jiji” by Chiku');
    expect(describeAuditEntry(entry({ action: 'discussion.pinned', details: {} }), names)).toBe('Thandiwe pinned the discussion by Chiku');
  });
});
