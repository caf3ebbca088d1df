// The convention for what one user keeps in this device's localStorage: keys that end with `:<userId>`, removed
// together when that user signs out, so the next person on a shared phone finds none of it.

export function userStorageKey(prefix: string, userId: string): string {
  return `${prefix}:${userId}`;
}

/** Removes every localStorage key the user owns (see userStorageKey); storage that refuses access holds nothing. */
export function forgetUserStorage(userId: string, storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined = globalThis.localStorage): void {
  if (!storage) return;
  try {
    const owned: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.endsWith(`:${userId}`)) owned.push(key);
    }
    for (const key of owned) storage.removeItem(key);
  } catch {
    // Blocked storage: nothing was kept there.
  }
}
