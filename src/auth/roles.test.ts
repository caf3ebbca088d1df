// Spec §6 role rules: route gates without a superadmin override, sidebar visibility with one.
import { describe, expect, it } from 'vitest';
import { canSeeNavItem, hasAnyRole, isRole, ROLE_GATES } from './roles';

describe('route gating', () => {
  it('follows spec §6 page by page', () => {
    expect(hasAnyRole(['superadmin'], ROLE_GATES.superadmin)).toBe(true);
    expect(hasAnyRole(['admin'], ROLE_GATES.superadmin)).toBe(false);
    expect(hasAnyRole(['admin'], ROLE_GATES.admin)).toBe(true);
    expect(hasAnyRole(['superadmin'], ROLE_GATES.admin)).toBe(true);
    expect(hasAnyRole(['creator'], ROLE_GATES.instructor)).toBe(true);
    expect(hasAnyRole(['learner'], ROLE_GATES.instructor)).toBe(false);
    expect(hasAnyRole(['ambassador'], ROLE_GATES.affiliate)).toBe(true);
    expect(hasAnyRole(['instructor'], ROLE_GATES.learner)).toBe(false);
  });

  it('gives a superadmin no pass to pages of roles they do not hold ("learner page: learner only")', () => {
    expect(hasAnyRole(['superadmin', 'admin'], ROLE_GATES.learner)).toBe(false);
    expect(hasAnyRole(['superadmin', 'admin'], ROLE_GATES.instructor)).toBe(false);
  });

  it('lets anyone through an ungated page', () => {
    expect(hasAnyRole([], undefined)).toBe(true);
    expect(hasAnyRole([], [])).toBe(true);
  });
});

describe('sidebar visibility', () => {
  it('shows a superadmin every item, and others only their own', () => {
    expect(canSeeNavItem(['superadmin'], ['learner'])).toBe(true);
    expect(canSeeNavItem(['learner'], ['affiliate', 'ambassador'])).toBe(false);
    expect(canSeeNavItem(['learner'], undefined)).toBe(true);
  });
});

describe('isRole', () => {
  it('accepts the seven roles and nothing else', () => {
    for (const role of ['learner', 'instructor', 'creator', 'affiliate', 'ambassador', 'admin', 'superadmin']) expect(isRole(role)).toBe(true);
    for (const value of ['Admin', 'owner', '', null, 3]) expect(isRole(value)).toBe(false);
  });
});
