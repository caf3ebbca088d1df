// The device's database for the dashboard: parts that read it render once it is open; the shell around them does not wait.
import { useEffect, useState, type ReactNode } from 'react';
import { openDeviceData } from '../../auth/device-data';
import { MaarifaDatabaseProvider, type MaarifaDatabase } from '../../db';

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
  return <MaarifaDatabaseProvider database={db as never}>{children}</MaarifaDatabaseProvider>;
}
