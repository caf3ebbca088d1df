// supabase-js's auth client and the session it keeps in step (session-store.ts): loaded when there is a session to
// renew or a mailed link to read, and by every auth command; a signed-out visitor's public page never loads it.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import type * as KeptWorkModule from './kept-work';
import { sessionStore } from './session-store';
import { readStoredSession } from './stored-session';
import { forgetDeviceLedger } from './device-ledger-key';

let authClient: Promise<SupabaseClient> | null = null;
let explicitSignOut = false;

/** Loads supabase-js and follows its auth events; every auth command and the sync engine go through this. */
export function loadAuthClient(): Promise<SupabaseClient> {
  // The kept-work record matters only once auth events arrive; its valibot schema stays off the public pages' boot.
  authClient ??= Promise.all([import('../lib/supabase-client'), import('./kept-work')]).then(([{ getSupabaseClient }, keptWork]) => {
    const client = getSupabaseClient();
    client.auth.onAuthStateChange((event, session) => {
      // supabase-js holds its lock during this callback; anything that calls back into auth must wait.
      setTimeout(() => applyAuthEvent(event, session, keptWork), 0);
    });
    watchConnectivity(client);
    return client;
  });
  return authClient;
}

function applyAuthEvent(event: AuthChangeEvent, session: Session | null, { forgetKeptWork, readKeptWork, rememberKeptWork }: typeof KeptWorkModule): void {
  if (event === 'PASSWORD_RECOVERY') sessionStore.setState({ passwordRecovery: true });
  if (session) {
    // The user whose work the device kept is back: the engine sends it now.
    if (readKeptWork()?.userId === session.user.id) forgetKeptWork();
    sessionStore.setState({ status: 'signed-in', user: { id: session.user.id, email: session.user.email ?? null }, offlineSession: false });
    return;
  }
  if (event === 'SIGNED_OUT') {
    const endedByServer = !explicitSignOut;
    explicitSignOut = false;
    const previous = sessionStore.getState().user;
    sessionStore.setState({ status: 'signed-out', user: null, offlineSession: false, passwordRecovery: false });
    // supabase-js signs out by itself only when the server refused the refresh token (revoked, or a retried refresh
    // the server took for reuse). The local data stays, unsent writes included, for the same user's next sign-in.
    if (endedByServer && previous) rememberKeptWork({ userId: previous.id, email: previous.email });
    return;
  }
  // No usable session, yet supabase-js kept the stored one: the refresh failed on the network, not on the server.
  const stored = readStoredSession();
  if (stored) {
    sessionStore.setState({ status: 'signed-in', user: stored.user, offlineSession: true });
  } else {
    sessionStore.setState({ status: 'signed-out', user: null, offlineSession: false });
  }
}

function watchConnectivity(client: SupabaseClient): void {
  if (typeof window === 'undefined') return;
  // Back online: renew a stale token now rather than at supabase-js's next timer tick, so sync resumes promptly.
  window.addEventListener('online', () => {
    if (sessionStore.getState().status !== 'signed-in') return;
    void client.auth.getSession().then(({ data }) => {
      if (data.session) sessionStore.setState({ offlineSession: false });
    });
  });
}

/** Marks the coming SIGNED_OUT event as the user's own (local data is cleared by the sign-out command). */
export function markExplicitSignOut(): void {
  explicitSignOut = true;
}

let clearing: Promise<void> | null = null;

/** Deletes the local database once, however many sign-out paths ask for it at the same moment. */
export function clearLocalDataOnce(): Promise<void> {
  forgetDeviceLedger();
  clearing ??= import('../db')
    .then(({ clearLocalData }) => clearLocalData())
    .catch((error: unknown) => console.warn('Could not clear local data', error))
    .finally(() => {
      clearing = null;
    });
  return clearing;
}
