// Opens the local database and starts sync for the signed-in user; the dashboard renders inside it.
import { useEffect, useState, type ReactNode } from 'react';
import { clearLocalDataOnce, loadAuthClient } from '../../auth/session-store';
import { MaarifaDatabaseProvider, openMaarifaDatabase, startSync, type MaarifaDatabase } from '../../db';
import { PageLoading } from '../../ui/page-loading';

let booting: Promise<MaarifaDatabase> | null = null;

/** One database and one sync engine per signed-in period; a sign-out closes the database, and the next boot opens a new one. */
export function bootDashboardData(): Promise<MaarifaDatabase> {
  booting ??= (async () => {
    const supabase = loadAuthClient();
    const db = await openMaarifaDatabase();
    db.onClose.push(() => {
      booting = null;
    });
    // The screens read the device, not the network: they render as soon as the database is open, and sync joins
    // when supabase-js (~50 KiB of script) has loaded.
    void supabase.then(
      (client) => !db.closed && startSync({ db, supabase: client, onSignedOut: () => clearLocalDataOnce() }),
      (error: unknown) => console.warn('Sync could not start', error),
    );
    return db;
  })().catch((error: unknown) => {
    booting = null;
    throw error;
  });
  return booting;
}

export function DashboardData({ children }: { children: ReactNode }) {
  const [db, setDb] = useState<MaarifaDatabase | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    bootDashboardData().then(
      (opened) => active && setDb(opened),
      (failure: unknown) => active && setError(failure),
    );
    return () => {
      active = false;
    };
  }, []);

  if (error) throw error;
  if (!db || db.closed) return <PageLoading />;
  return <MaarifaDatabaseProvider database={db as never}>{children}</MaarifaDatabaseProvider>;
}
