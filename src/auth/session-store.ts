// The session as app state: known at first paint from storage, then kept in step with supabase-js (auth-client.ts, loaded
// on demand: a signed-out visitor's page carries none of it).
import { createStore, useStore } from 'zustand';
import { isAuthCallbackHash, readStoredSession, type StoredSession } from './stored-session';

export interface SessionUser {
  id: string;
  email: string | null;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  /** 'loading' only while a mailed link's session is being read; a stored session is known at once. */
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * True while the user is signed in on the strength of the stored session alone: the network is down and the
   * access token could not be renewed. Local data stays usable; sync waits for a fresh token.
   */
  offlineSession: boolean;
  /** Set when the page was opened from a password-recovery mail; the user may now choose a new password. */
  passwordRecovery: boolean;
}

// Captured before supabase-js reads (and clears) the fragment of a mailed link.
const initialHash = typeof window === 'undefined' ? '' : window.location.hash;

function createInitialState(stored: StoredSession | null, hash: string): SessionState {
  if (stored) return { status: 'signed-in', user: stored.user, offlineSession: false, passwordRecovery: /type=recovery/.test(hash) };
  return { status: isAuthCallbackHash(hash) ? 'loading' : 'signed-out', user: null, offlineSession: false, passwordRecovery: /type=recovery/.test(hash) };
}

// Prerendered pages show the signed-out view. zustand hands React the store's initial state while it hydrates them
// (useSyncExternalStore's server snapshot) and the stored session right after, so the HTML matches and Sign Out follows.
export const sessionStore = createStore<SessionState>(() => createInitialState(null, ''));
sessionStore.setState(createInitialState(typeof window === 'undefined' ? null : readStoredSession(), initialHash));

/** The fragment the page was opened with (a mailed link's session or error). */
export function getInitialUrlHash(): string {
  return initialHash;
}

/**
 * Starts following the session: at once when there is one to renew or a mailed link to read, otherwise on demand.
 * `loadAuthClient` comes from the caller because the auth client imports this store, not the other way round.
 */
export function startSessionTracking(loadAuthClient: () => Promise<unknown>): void {
  if (sessionStore.getState().status !== 'signed-out') void loadAuthClient();
}

export function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
