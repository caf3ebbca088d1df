// The sync engine's token gate: the session sync runs under, whether its access token may still be used, and refreshing it when not.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { isOnline } from './browser-signals.ts';
import { SyncAuthError } from './protocol-types.ts';
import type { SyncRpc } from './rpc-client.ts';

export type TokenGateOptions = {
  supabase: SupabaseClient;
  /** A token this close to expiry is not used (a request must not outlive it). */
  expiryMarginMs: number;
  now: () => number;
};

export class TokenGate {
  /** The session sync runs under; null while signed out. */
  session: Session | null = null;
  private refreshing = false;

  constructor(private readonly options: TokenGateOptions) {}

  /** Follows supabase-js's auth events; returns the unsubscribe. */
  watch(onEvent: (event: AuthChangeEvent, session: Session | null) => void): () => void {
    const { data } = this.options.supabase.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
      // supabase-js holds a lock during this callback; act after it returns.
      setTimeout(() => onEvent(event, session), 0);
    });
    return () => data.subscription.unsubscribe();
  }

  hasValidToken(): boolean {
    const session = this.session;
    if (!session?.access_token) return false;
    const expiresAtMs = getTokenExpiryMs(session);
    return expiresAtMs === null || expiresAtMs - this.options.expiryMarginMs > this.options.now();
  }

  async getAccessToken(): Promise<string> {
    if (!this.hasValidToken() || !this.session) throw new SyncAuthError('The access token has expired; sync is paused until it is refreshed.');
    return this.session.access_token;
  }

  async tryRefreshSession(): Promise<void> {
    if (this.refreshing || !this.session || !isOnline()) return;
    this.refreshing = true;
    try {
      // On success supabase-js emits TOKEN_REFRESHED, which resumes sync.
      await this.options.supabase.auth.refreshSession();
    } catch {
      // Offline or refused: stay paused; sign-in or a later refresh resumes.
    } finally {
      this.refreshing = false;
    }
  }
}

/** The same token check as the real client, for an injected rpc. */
export function guardRpc(rpc: SyncRpc, getAccessToken: () => Promise<string>): SyncRpc {
  return {
    pull: async (checkpoints, batchSize) => {
      await getAccessToken();
      return rpc.pull(checkpoints, batchSize);
    },
    push: async (changes) => {
      await getAccessToken();
      return rpc.push(changes);
    },
    recordViews: async (ids) => {
      await getAccessToken();
      return rpc.recordViews(ids);
    },
    readVersions: async (table, ids) => {
      await getAccessToken();
      return rpc.readVersions(table, ids);
    },
    callAction: async (action) => {
      await getAccessToken();
      return rpc.callAction(action);
    },
  };
}

function getTokenExpiryMs(session: Session): number | null {
  if (typeof session.expires_at === 'number') return session.expires_at * 1000;
  const payload = session.access_token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}
