// Whose local data a device keeps after the server ended their session: readable at boot, without the database.
import * as v from 'valibot';

const STORAGE_KEY = 'maarifa-kept-work';

const keptWorkSchema = v.object({
  userId: v.string(),
  email: v.nullable(v.string()),
});
export type KeptWork = v.InferOutput<typeof keptWorkSchema>;

export function readKeptWork(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): KeptWork | null {
  try {
    const parsed = v.safeParse(keptWorkSchema, JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function rememberKeptWork(work: KeptWork, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(work));
  } catch {
    // Without storage the notice cannot be shown after a reload; the data itself is still kept.
  }
}

export function forgetKeptWork(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** True when signing in as `email` would be someone else than the user whose data the device keeps. */
export function isAnotherUser(work: KeptWork, email: string): boolean {
  return work.email === null || work.email.trim().toLowerCase() !== email.trim().toLowerCase();
}
