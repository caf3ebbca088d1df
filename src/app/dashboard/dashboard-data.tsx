// The device's database for the dashboard: parts that read it render once it is open; the shell around them does not
// wait, and does not load the database code (RxDB) either.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { openDeviceData } from '../../auth/device-data';
import type { MaarifaDatabase } from '../../db';

const DeviceDataProvider = lazy(() => import('./device-data-provider'));

function useDeviceDatabase(): { db: MaarifaDatabase | null; error: unknown } {
  const [state, setState] = useState<{ db: MaarifaDatabase | null; error: unknown }>({ db: null, error: null });
  useEffect(() => {
    let active = true;
    openDeviceData().then(
      (db) => active && setState({ db, error: null }),
      (error: unknown) => active && setState({ db: null, error }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** Renders `children` with the database once it is open, `fallback` until then. */
export function DeviceData({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { db, error } = useDeviceDatabase();
  if (error) throw error;
  if (!db || db.closed) return fallback;
  return (
    <Suspense fallback={fallback}>
      <DeviceDataProvider db={db}>{children}</DeviceDataProvider>
    </Suspense>
  );
}
