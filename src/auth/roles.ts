// Roles of spec §6 and who may see or open what; pure, so sidebar and guards share one rule set.
export const ROLES = ['learner', 'instructor', 'creator', 'affiliate', 'ambassador', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Route gating: the user needs one of `required` (no superadmin override: spec §6 lists each page's roles). */
export function hasAnyRole(roles: readonly Role[], required: readonly Role[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((role) => roles.includes(role));
}

/** Sidebar visibility: like route gating, except that a superadmin sees every item. */
export function canSeeNavItem(roles: readonly Role[], required: readonly Role[] | undefined): boolean {
  return roles.includes('superadmin') || hasAnyRole(roles, required);
}

/** Spec §6 route gates, by dashboard page path. */
export const ROLE_GATES = {
  superadmin: ['superadmin'],
  admin: ['admin', 'superadmin'],
  instructor: ['instructor', 'creator'],
  learner: ['learner'],
  affiliate: ['affiliate', 'ambassador'],
} as const satisfies Record<string, readonly Role[]>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
