// The app's one database instance, and clearing it on explicit sign-out (never on a network error).
import { createMaarifaDatabase, type CreateMaarifaDatabaseOptions, type MaarifaDatabase } from './database.ts';
import { getSyncHandle } from './sync/engine.ts';

let appDatabase: Promise<MaarifaDatabase> | null = null;

/** Opens (once) the database the app's screens read and write. */
export function openMaarifaDatabase(options: CreateMaarifaDatabaseOptions = {}): Promise<MaarifaDatabase> {
  appDatabase ??= createMaarifaDatabase(options).catch((error: unknown) => {
    appDatabase = null;
    throw error;
  });
  return appDatabase;
}

/**
 * Stops sync and deletes every local collection of `db` (the app's database by default),
 * including unsent writes, conflicts and the outbox: call it only on an explicit sign-out or
 * when the server rejected the session. Open a new database afterwards for the next user.
 */
export async function clearLocalData(db?: MaarifaDatabase): Promise<void> {
  const target = db ?? (appDatabase ? await appDatabase.catch(() => null) : null);
  if (!target) return;
  await getSyncHandle(target)?.stop();
  if (!db || (appDatabase && (await appDatabase.catch(() => null)) === target)) appDatabase = null;
  if (!target.closed) await target.remove();
}
