// The signed-in user as React state, for every screen (public header, guards, features).
import { useShallow } from 'zustand/react/shallow';
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
  return useSessionState(useShallow((s) => ({ status: s.status, user: s.user, offlineSession: s.offlineSession })));
}
