// The signed-in user's roles as app state: from the device database once it is open, and before that from the
// snapshot the last visit left in localStorage, so the dashboard shell shows the right links at its first paint.
import * as v from 'valibot';
import { createStore } from 'zustand';
import type { MaarifaDatabase } from '../db';
import { readStoredJson, writeStoredJson } from '../lib/stored-json';
import { userStorageKey } from '../lib/user-storage';
import { isRole, ROLES, type Role } from './roles';
import { sessionStore } from './session-store';

export interface DeviceRoles {
  /** Whose roles these are; null until the database answered for a user. */
  userId: string | null;
  roles: Role[];
}

export const rolesStore = createStore<DeviceRoles>(() => ({ userId: null, roles: [] }));

const snapshotSchema = v.array(v.picklist(ROLES));

function snapshotKey(userId: string): string {
  return userStorageKey('maarifa-roles', userId);
}

/** The roles the device last knew for the user, or null when it never knew any. */
export function readRolesSnapshot(userId: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Role[] | null {
  return readStoredJson(snapshotKey(userId), snapshotSchema, storage);
}

/**
 * Follows the session user's roles in the database until it closes: the store and the snapshot follow every grant
 * and revocation that sync brings.
 */
export function followDeviceRoles(db: MaarifaDatabase): void {
  const profiles = db.collections.profiles;
  if (!profiles) return;
  let unsubscribeQuery: (() => void) | null = null;
  const follow = (userId: string | null) => {
    unsubscribeQuery?.();
    unsubscribeQuery = null;
    rolesStore.setState({ userId: null, roles: [] });
    if (!userId || db.closed) return;
    const subscription = profiles.findOne(userId).$.subscribe((profile) => {
      const current = (profile?.roles ?? []).filter(isRole).sort();
      rolesStore.setState({ userId, roles: current });
      // An empty list before the first pull says nothing; keep the last known roles for the next visit then.
      if (current.length > 0) writeStoredJson(snapshotKey(userId), current);
    });
    unsubscribeQuery = () => subscription.unsubscribe();
  };
  let followed = sessionStore.getState().user?.id ?? null;
  follow(followed);
  const unsubscribeSession = sessionStore.subscribe((state) => {
    const next = state.user?.id ?? null;
    if (next === followed) return;
    followed = next;
    follow(next);
  });
  db.onClose.push(() => {
    unsubscribeSession();
    unsubscribeQuery?.();
    rolesStore.setState({ userId: null, roles: [] });
  });
}
