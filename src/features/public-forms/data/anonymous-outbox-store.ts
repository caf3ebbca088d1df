// The device's queue of submissions made while signed out (contact messages), kept in localStorage: small, and
// readable at boot without loading the database or supabase-js.
import * as v from 'valibot';
import { ANONYMOUS_OUTBOX_KEY as STORAGE_KEY } from './anonymous-outbox-key';

const entrySchema = v.object({
  /** Made on the device: the server's primary key, so a resend is a no-op. */
  id: v.string(),
  table: v.literal('contact_messages'),
  row: v.record(v.string(), v.unknown()),
  created_at: v.string(),
});
export type AnonymousOutboxEntry = v.InferOutput<typeof entrySchema>;

export function readAnonymousOutbox(storage: Pick<Storage, 'getItem'> = localStorage): AnonymousOutboxEntry[] {
  try {
    const parsed = v.safeParse(v.array(entrySchema), JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export function writeAnonymousOutbox(entries: readonly AnonymousOutboxEntry[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  if (entries.length === 0) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, JSON.stringify(entries));
}
