// Reads the session supabase-js keeps in localStorage without loading supabase-js, so the first paint knows who is signed in.
export interface StoredSession {
  user: { id: string; email: string | null };
  /** Seconds since the epoch, as supabase-js stores it. */
  expiresAt: number | null;
}

const DEFAULT_SUPABASE_URL = 'http://localhost:54321';

/** The key supabase-js derives from the project URL (`sb-<first host label>-auth-token`). */
export function getAuthStorageKey(url: string = readSupabaseUrl()): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

function readSupabaseUrl(): string {
  const url = import.meta.env?.VITE_SUPABASE_URL as string | undefined;
  return url && url.trim() !== '' ? url : DEFAULT_SUPABASE_URL;
}

/** The stored session, whether or not its access token expired; null when none or unreadable. */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): StoredSession | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(getAuthStorageKey()) ?? null;
  } catch {
    return null;
  }
  return parseStoredSession(raw);
}

/** Deletes the session supabase-js keeps (and its companions), for a sign-out supabase-js itself could not complete. */
export function forgetStoredSession(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  const key = getAuthStorageKey();
  for (const item of [key, `${key}-code-verifier`, `${key}-user`]) {
    try {
      storage?.removeItem(item);
    } catch {
      // Storage that refuses access holds nothing we could remove.
    }
  }
}

export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { refresh_token?: unknown; expires_at?: unknown; user?: { id?: unknown; email?: unknown } };
    // Without a refresh token the session can never be renewed; supabase-js would drop it too.
    if (typeof value.refresh_token !== 'string' || typeof value.user?.id !== 'string') return null;
    return {
      user: { id: value.user.id, email: typeof value.user.email === 'string' ? value.user.email : null },
      expiresAt: typeof value.expires_at === 'number' ? value.expires_at : null,
    };
  } catch {
    return null;
  }
}

/** True when the page was opened from a mailed link that carries a session or an error in its fragment. */
export function isAuthCallbackHash(hash: string): boolean {
  return /(^|[#&])(access_token|error_description)=/.test(hash);
}
