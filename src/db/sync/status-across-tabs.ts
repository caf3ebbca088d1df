// The sync status across a database's tabs: the leader replicates and posts its status, the other tabs show it.
import type { MaarifaDatabase } from '../database.ts';
import type { SyncStatus, SyncStatusStore } from './sync-status-store.ts';

/**
 * Only the leader tab replicates; the other tabs show its status. The leader posts every
 * change; a tab that opens asks once for the current one. Returns the unsubscribe.
 */
export function mirrorStatusAcrossTabs(db: MaarifaDatabase, status: SyncStatusStore, isLeader: () => boolean): () => void {
  if (!db.multiInstance || typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(`maarifa-sync-status:${db.name}`);
  channel.onmessage = (event: MessageEvent<{ type: 'status'; status: SyncStatus } | { type: 'ask' }>) => {
    if (event.data.type === 'ask') {
      if (isLeader()) channel.postMessage({ type: 'status', status: status.getState() });
    } else if (!isLeader()) {
      status.setState(event.data.status);
    }
  };
  const unsubscribe = status.subscribe((next) => {
    if (isLeader()) channel.postMessage({ type: 'status', status: next });
  });
  channel.postMessage({ type: 'ask' });
  return () => {
    unsubscribe();
    channel.close();
  };
}
