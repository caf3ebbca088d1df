// The device's data for a signed-in period: the app's one database and its one sync engine, opened on demand.
import type { MaarifaDatabase } from '../db';
import { clearLocalDataOnce, loadAuthClient } from './session-store';

let opening: Promise<MaarifaDatabase> | null = null;

/**
 * Opens the database and starts sync once (two engines on one database would replicate twice). A sign-out closes
 * the database, and the next call opens a new one. Signed out, the engine waits: nothing leaves without a token.
 */
export function openDeviceData(): Promise<MaarifaDatabase> {
  opening ??= (async () => {
    const [{ openMaarifaDatabase, startSync, getSyncHandle }, supabase] = await Promise.all([import('../db'), loadAuthClient()]);
    const db = await openMaarifaDatabase();
    if (!getSyncHandle(db)) startSync({ db, supabase, onSignedOut: () => clearLocalDataOnce() });
    db.onClose.push(() => {
      opening = null;
    });
    return db;
  })().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** How many of the device's changes the server does not have yet (see SyncHandle.countUnsent). */
export async function countUnsentChanges(): Promise<number> {
  const [db, { getSyncHandle }] = await Promise.all([openDeviceData(), import('../db')]);
  return (await getSyncHandle(db)?.countUnsent()) ?? 0;
}
