// Opens the local database and starts sync for the signed-in user; the dashboard renders inside it.
import { useEffect, useState, type ReactNode } from 'react';
import { openDeviceData } from '../../auth/device-data';
import { MaarifaDatabaseProvider, type MaarifaDatabase } from '../../db';
import { PageLoading } from '../../ui/page-loading';

export function DashboardData({ children }: { children: ReactNode }) {
  const [db, setDb] = useState<MaarifaDatabase | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    openDeviceData().then(
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
