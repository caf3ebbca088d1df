// Starts the offline copies that wait for Wi-Fi as soon as the learner's media policy lets them (Wi-Fi found, policy changed), on any dashboard page.
import { useEffect } from 'react';
import { useSession } from '../../../auth/use-session';
import { useMaarifaDatabase } from '../../../db/index.ts';
import { decideMediaDownload, useConnection, useDataSaver, useMediaPolicy } from '../../../lib/data-settings';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { useOfflineCopies } from '../offline/offline-store.ts';
import { runOfflineCopy } from '../offline/run-offline-copy.ts';

export function WaitingCopiesRunner() {
  const db = useMaarifaDatabase();
  const waiting = useOfflineCopies((state) => state.waiting);
  const { user } = useSession();
  const policy = useMediaPolicy(user?.id);
  const dataSaver = useDataSaver();
  const { kind } = useConnection();
  const online = useOnlineStatus();
  const mayStart = online && decideMediaDownload({ policy, dataSaver, connection: kind, confirmed: true }) === 'start';
  useEffect(() => {
    if (!mayStart) return;
    // One copy after another: a new connection is not flooded, and a failed copy stays waiting for the learner's tap.
    const entries = Object.values(waiting);
    void (async () => {
      for (const entry of entries) await runOfflineCopy(db, entry.courseId, entry.includeVideos);
    })();
  }, [mayStart, waiting, db]);
  return null;
}
