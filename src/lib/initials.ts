// A person's initials for an avatar's fallback: the community's cards and the home feed show them.

/** Initials of a name, or '??' when there is none. */
export function getInitials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '??';
  return parts.slice(0, 2).map((part) => part[0]!.toUpperCase()).join('');
}
