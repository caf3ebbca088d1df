// User management for the admin consoles: search people (search_people), grant or revoke a role (set_user_role; the
// server decides who may touch admin and superadmin), and the audit log (admins read it). Online reads only.
import { t } from '../../../lib/i18n';
import { userManagementTexts as m } from '../texts';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

export const ALL_ROLES = ['learner', 'instructor', 'creator', 'affiliate', 'ambassador', 'admin', 'superadmin'] as const;
export type Role = (typeof ALL_ROLES)[number];

/** A role as the consoles name it, in the reader's language (a role the app does not know keeps its name). */
export function roleName(role: string): string {
  const roles = m.roles;
  return role in roles ? t(roles[role as keyof typeof roles]) : role;
}

export interface Person {
  id: string;
  full_name: string | null;
  email: string | null;
  roles: string[];
}

export interface AuditEntry {
  id: string;
  actor_id: string | null;
  action: string;
  target_user_id: string | null;
  details: Record<string, unknown>;
  created_at: string;
}

export async function searchPeople(query: string): Promise<Person[]> {
  const { data, error } = await (await loadSupabaseClient()).rpc('search_people', { query: query.trim(), max_rows: 20 });
  if (error) throw new Error(error.message);
  return ((data ?? []) as Person[]).map((p) => ({ ...p, roles: p.roles ?? [] }));
}

/** The server's refusal in words for the screen: who may do what, and what to do instead. */
export function roleErrorMessage(message: string, hint?: string | null): string {
  if (/Only a superadmin can grant or revoke the (\w+) role/.test(message)) {
    const role = /the (\w+) role/.exec(message)?.[1] ?? 'admin';
    return t(m.refusedRole, { role: roleName(role) });
  }
  if (/cannot remove your own superadmin role/.test(message)) return t(m.refusedOwnSuperadmin);
  return hint ? `${message} ${hint}` : message;
}

export async function fetchAuditLog(limit = 50): Promise<{ entries: AuditEntry[]; names: Record<string, string> }> {
  const client = await loadSupabaseClient();
  const { data, error } = await client.from('audit_log').select('id,actor_id,action,target_user_id,details,created_at').order('created_at', { ascending: false }).limit(limit);
  if (error) throw new Error(error.message);
  const entries = (data ?? []) as AuditEntry[];
  const ids = [...new Set(entries.flatMap((e) => [e.actor_id, e.target_user_id]).filter((id): id is string => !!id))];
  const names: Record<string, string> = {};
  if (ids.length > 0) {
    const people = await client.from('profiles').select('id,full_name,email').in('id', ids);
    for (const p of (people.data ?? []) as { id: string; full_name: string | null; email: string | null }[]) names[p.id] = p.full_name || p.email || p.id;
  }
  return { entries, names };
}

/** One audit row as a sentence: who did what to whom. */
export function describeAuditEntry(entry: AuditEntry, names: Record<string, string>): string {
  const who = (id: string | null) => (id ? (names[id] ?? t(m.audit.unknownUser)) : t(m.audit.system));
  const people = { actor: who(entry.actor_id), target: who(entry.target_user_id) };
  const role = roleName(typeof entry.details.role === 'string' ? entry.details.role : '');
  switch (entry.action) {
    case 'role.granted':
      return t(m.audit.roleGranted, { ...people, role });
    case 'role.revoked':
      return t(m.audit.roleRevoked, { ...people, role });
    case 'discussion.hidden':
    case 'discussion.unhidden':
    case 'discussion.pinned':
    case 'discussion.unpinned':
    case 'comment.hidden':
    case 'comment.unhidden': {
      const title = typeof entry.details.title === 'string' ? t(m.audit.quotedTitle, { title: entry.details.title }) : '';
      return t(m.audit.moderated, { ...people, action: entry.action.replace('.', '_'), title });
    }
    default: {
      const kind = typeof entry.details.kind === 'string' ? entry.details.kind : '';
      const decision = typeof entry.details.decision === 'string' ? entry.details.decision : entry.action.replace(/^[a-z]+\./, '');
      if (entry.action.startsWith('application.')) return t(m.audit.applicationDecided, { ...people, decision, application: t(m.audit.application, { kind }) });
      return t(m.audit.other, { ...people, action: entry.action });
    }
  }
}
