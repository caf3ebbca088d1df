// The signed-in user's roles from the local user_roles collection, so role gating works offline.
import { useMemo } from 'react';
import { useLiveRxQuery } from 'rxdb/plugins/react';
import { useMaarifaDatabase, useSyncStatus } from '../db';
import type { UserRoleDoc } from '../db/schemas/user-roles';
import { useOnlineStatus } from '../ui/use-online-status';
import { isRole, type Role } from './roles';
import { useSession } from './use-session';

export interface RolesState {
  roles: Role[];
  /** False until the roles are known: some are stored, or a sync round finished, or sync cannot run now. */
  ready: boolean;
}

export function useRoles(): RolesState {
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const query = useMemo(() => ({ selector: { user_id: userId } }), [userId]);
  const { results, loading } = useLiveRxQuery<UserRoleDoc>({ collection: db.user_roles as never, query });
  const syncSettled = useSyncStatus((s) => s.lastSyncedAt !== null || s.state === 'offline' || s.state === 'error');
  const online = useOnlineStatus();
  const roles = useMemo(() => results.map((doc) => doc.role).filter(isRole), [results]);
  // Every account holds at least one role (new users get learner), so an empty list before the first pull means "unknown".
  return { roles, ready: !loading && (roles.length > 0 || syncSettled || !online) };
}
