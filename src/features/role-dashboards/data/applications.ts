// The admin's review of instructor and affiliate applications: read online from both tables (admins read all rows),
// decided through review_application (queued as an admin decision), and the last list seen kept per user for offline visits.
import * as v from 'valibot';
import { t } from '../../../lib/i18n';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';
import { applicationsTexts } from '../texts';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

export type ApplicationKind = 'instructor' | 'affiliate';
export type ApplicationStatus = 'pending' | 'approved' | 'declined';

const applicationSchema = v.object({
  id: v.string(),
  kind: v.picklist(['instructor', 'affiliate']),
  user_id: v.string(),
  status: v.picklist(['pending', 'approved', 'declined']),
  review_note: v.nullable(v.string()),
  reviewed_at: v.nullable(v.string()),
  created_at: v.string(),
  /** Every field the applicant gave, label-free (column name → value); empty optional fields are left out. */
  fields: v.record(v.string(), v.string()),
});
export type Application = v.InferOutput<typeof applicationSchema>;

const storedSchema = v.object({ savedAt: v.string(), applications: v.array(applicationSchema) });
export type StoredApplications = v.InferOutput<typeof storedSchema>;

const META = new Set(['id', 'user_id', 'status', 'review_note', 'reviewed_by', 'reviewed_at', 'created_at', '_deleted', '_modified', 'server_xid', 'device_id']);

/** One row of either table as an Application: unknown statuses (the old 'rejected') read as declined. */
export function toApplication(kind: ApplicationKind, row: Record<string, unknown>): Application {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(row)) {
    if (META.has(key) || value === null || value === undefined || value === '') continue;
    fields[key] = String(value);
  }
  const status = row.status === 'pending' || row.status === 'approved' ? row.status : 'declined';
  return {
    id: String(row.id),
    kind,
    user_id: String(row.user_id),
    status,
    review_note: typeof row.review_note === 'string' ? row.review_note : null,
    reviewed_at: typeof row.reviewed_at === 'string' ? row.reviewed_at : null,
    created_at: String(row.created_at),
    fields,
  };
}

export interface ApplicationFilter {
  status: ApplicationStatus | 'all';
  kind: ApplicationKind | 'all';
}

/** Pending first, then newest first; filtered by status and kind. */
export function filterApplications(applications: readonly Application[], filter: ApplicationFilter): Application[] {
  return applications
    .filter((a) => (filter.status === 'all' || a.status === filter.status) && (filter.kind === 'all' || a.kind === filter.kind))
    .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.created_at.localeCompare(a.created_at));
}

/** A decline needs a note; an approval takes an optional one. Returns the error to show, or null. */
export function decisionError(decision: 'approved' | 'declined', note: string): string | null {
  if (decision === 'declined' && note.trim() === '') return t(applicationsTexts.noteRequired);
  if (note.length > 2000) return t(applicationsTexts.noteTooLong);
  return null;
}

const storageKey = (userId: string) => `maarifa.admin.applications.${userId}`;

export function readLastSeen(userId: string, storage?: Pick<Storage, 'getItem'>): StoredApplications | null {
  return readStoredJson(storageKey(userId), storedSchema, storage);
}

export function saveLastSeen(userId: string, applications: Application[], storage?: Pick<Storage, 'setItem' | 'removeItem'>): void {
  writeStoredJson(storageKey(userId), { savedAt: new Date().toISOString(), applications }, storage);
}

/** Both tables, as the signed-in admin reads them. */
export async function fetchApplications(): Promise<Application[]> {
  const client = await loadSupabaseClient();
  const [instructor, affiliate] = await Promise.all([
    client.from('instructor_applications').select('*').order('created_at', { ascending: false }).limit(200),
    client.from('affiliate_applications').select('*').order('created_at', { ascending: false }).limit(200),
  ]);
  if (instructor.error) throw new Error(instructor.error.message);
  if (affiliate.error) throw new Error(affiliate.error.message);
  return [
    ...((instructor.data ?? []) as Record<string, unknown>[]).map((row) => toApplication('instructor', row)),
    ...((affiliate.data ?? []) as Record<string, unknown>[]).map((row) => toApplication('affiliate', row)),
  ];
}
