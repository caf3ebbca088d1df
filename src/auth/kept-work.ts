// Whose local data a device keeps after the server ended their session: readable at boot, without the database.
import * as v from 'valibot';
import { readStoredJson, writeStoredJson } from '../lib/stored-json';

const STORAGE_KEY = 'maarifa-kept-work';

const keptWorkSchema = v.object({
  userId: v.string(),
  email: v.nullable(v.string()),
});
export type KeptWork = v.InferOutput<typeof keptWorkSchema>;

export function readKeptWork(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): KeptWork | null {
  return readStoredJson(STORAGE_KEY, keptWorkSchema, storage);
}

/** Without storage the notice cannot be shown after a reload; the data itself is still kept. */
export function rememberKeptWork(work: KeptWork, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  writeStoredJson(STORAGE_KEY, work, storage);
}

export function forgetKeptWork(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  writeStoredJson(STORAGE_KEY, null, storage);
}

/** True when signing in as `email` would be someone else than the user whose data the device keeps. */
export function isAnotherUser(work: KeptWork, email: string): boolean {
  return work.email === null || work.email.trim().toLowerCase() !== email.trim().toLowerCase();
}
