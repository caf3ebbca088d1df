// The signed-in user's roles, so role gating works offline: from the device database, or before it opens from the
// snapshot of the last visit.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useSyncStatus } from '../db';
import { useOnlineStatus } from '../ui/use-online-status';
import type { Role } from './roles';
import { readRolesSnapshot, rolesStore } from './roles-store';
import { useSession } from './use-session';

export interface RolesState {
  roles: Role[];
  /** False until the roles are known: some are stored, or a sync round finished, or sync cannot run now. */
  ready: boolean;
}

export function useRoles(): RolesState {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const device = useStore(rolesStore);
  const snapshot = useMemo(() => (userId ? readRolesSnapshot(userId) : null), [userId]);
  const syncSettled = useSyncStatus((s) => s.lastSyncedAt !== null || s.state === 'offline' || s.state === 'error');
  const online = useOnlineStatus();
  if (userId && device.userId === userId) {
    // Every account holds at least one role (new users get learner), so an empty list before the first pull means "unknown".
    return { roles: device.roles, ready: device.roles.length > 0 || syncSettled || !online };
  }
  return { roles: snapshot ?? [], ready: snapshot !== null && snapshot.length > 0 };
}
