// The signed-in user as React state, for every screen (public header, guards, features).
import { useMemo } from 'react';
import { useSessionState, type SessionState as StoreState, type SessionUser } from './session-store';

export type { SessionUser };

export interface SessionState {
  /** 'loading' while a mailed link's session is being read. */
  status: StoreState['status'];
  user: SessionUser | null;
  /** Signed in from the stored session while the network is down; data is local until a fresh token arrives. */
  offlineSession: boolean;
}

export function useSession(): SessionState {
  // Three plain selectors and a memo rather than zustand's shallow compare, which every public page would load for this.
  const status = useSessionState((s) => s.status);
  const user = useSessionState((s) => s.user);
  const offlineSession = useSessionState((s) => s.offlineSession);
  return useMemo(() => ({ status, user, offlineSession }), [status, user, offlineSession]);
}
