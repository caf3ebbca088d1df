// Where the signed-out submission queue lives, and whether it holds anything: all the boot code needs (no valibot, no supabase-js).
export const ANONYMOUS_OUTBOX_KEY = 'maarifa-anonymous-outbox';

export function hasQueuedAnonymousSubmissions(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(ANONYMOUS_OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
