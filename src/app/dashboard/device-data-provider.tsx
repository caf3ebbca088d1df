// The database context for the parts of the dashboard that read it; its own chunk, so the shell paints before RxDB loads.
import type { ReactNode } from 'react';
import { MaarifaDatabaseProvider, type MaarifaDatabase } from '../../db';

export default function DeviceDataProvider({ db, children }: { db: MaarifaDatabase; children: ReactNode }) {
  return <MaarifaDatabaseProvider database={db as never}>{children}</MaarifaDatabaseProvider>;
}
