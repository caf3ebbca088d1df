// The device's data for a signed-in period: the app's one database and its one sync engine, opened on demand.
import type { MaarifaDatabase, SyncHandle } from '../db';
import { followDeviceRoles } from './roles-store';
import { clearLocalDataOnce, loadAuthClient } from './auth-client';
import { areDownloadsStopped, onDownloadsResumed } from '../lib/data-usage-store.ts';
import { checkForWipedData, followDeviceLedger } from './device-ledger';
import { readStoredSession } from './stored-session';

type DeviceData = { db: MaarifaDatabase; sync: Promise<SyncHandle | undefined> };
let opening: Promise<DeviceData> | null = null;

/**
 * Opens the database, and starts sync once (two engines on one database would replicate twice). The screens read
 * the device, not the network: the database resolves as soon as it is open, and sync joins when supabase-js has
 * loaded. A sign-out closes the database, and the next call opens a new one. Signed out, the engine waits: nothing
 * leaves without a token.
 */
function openDevice(): Promise<DeviceData> {
  opening ??= (async () => {
    const { openMaarifaDatabase, startSync, getSyncHandle } = await import('../db');
    const supabase = loadAuthClient();
    const db = await openMaarifaDatabase();
    db.onClose.push(() => {
      opening = null;
    });
    // Before sync refills it: a database the browser emptied under a live session is noticed, not taken for a new one.
    const userId = readStoredSession()?.user.id ?? null;
    await checkForWipedData(db, userId).catch(() => null);
    followDeviceRoles(db);
    const sync = supabase.then(
      (client) => {
        if (db.closed) return undefined;
        const existing = getSyncHandle(db);
        if (existing) return existing;
        const handle = startSync({
          db,
          supabase: client,
          onSignedOut: () => clearLocalDataOnce(),
          // The learner's monthly data cap (profile's usage meter) holds pulls back; their own writes still go.
          pullsHeld: areDownloadsStopped,
          onPullsResumed: onDownloadsResumed,
        });
        if (userId) db.onClose.push(followDeviceLedger({ db, sync: handle, userId, status: handle.status }));
        return handle;
      },
      (error: unknown) => {
        console.warn('Sync could not start', error);
        return undefined;
      },
    );
    return { db, sync };
  })().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function openDeviceData(): Promise<MaarifaDatabase> {
  return (await openDevice()).db;
}

/** The running sync engine of the device's database (undefined when supabase-js could not load). */
export async function openDeviceSync(): Promise<SyncHandle | undefined> {
  return (await openDevice()).sync;
}

/** How many of the device's changes the server does not have yet (see SyncHandle.countUnsent). */
export async function countUnsentChanges(): Promise<number> {
  return (await (await openDeviceSync())?.countUnsent()) ?? 0;
}
