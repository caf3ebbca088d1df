// The offline session read straight from storage: known at first paint, kept when the access token expired, gone on sign-out.
import { describe, expect, it } from 'vitest';
import { forgetStoredSession, getAuthStorageKey, isAuthCallbackHash, parseStoredSession, readStoredSession } from './stored-session';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
}

const user = { id: '00000000-0000-4000-a000-000000000001', email: 'learner@maarifa.test' };
const session = (expiresAt: number) => JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: expiresAt, user });

describe('the stored session', () => {
  it('derives supabase-js storage key from the project URL', () => {
    expect(getAuthStorageKey('http://localhost:54321')).toBe('sb-localhost-auth-token');
    expect(getAuthStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });

  it('keeps a session whose access token expired days ago: the refresh token can still renew it', () => {
    const daysAgo = Math.floor(Date.now() / 1000) - 5 * 24 * 3600;
    expect(parseStoredSession(session(daysAgo))).toEqual({ user, expiresAt: daysAgo });
  });

  it('reads it from storage under the project key', () => {
    const storage = memoryStorage({ [getAuthStorageKey()]: session(1) });
    expect(readStoredSession(storage)?.user.id).toBe(user.id);
    expect(readStoredSession(memoryStorage())).toBeNull();
  });

  it('has no session without a refresh token or a user, or when the value is not JSON', () => {
    expect(parseStoredSession(JSON.stringify({ access_token: 'a', user }))).toBeNull();
    expect(parseStoredSession(JSON.stringify({ refresh_token: 'r' }))).toBeNull();
    expect(parseStoredSession('{not json')).toBeNull();
    expect(parseStoredSession(null)).toBeNull();
  });

  it('is forgotten with its companions, and other keys stay', () => {
    const key = getAuthStorageKey();
    const storage = memoryStorage({ [key]: session(1), [`${key}-code-verifier`]: 'v', [`${key}-user`]: '{}', sidebar: 'x' });
    forgetStoredSession(storage);
    expect([...storage.items.keys()]).toEqual(['sidebar']);
    expect(readStoredSession(storage)).toBeNull();
  });

  it('tells a mailed link with a session or an error in its fragment from an ordinary anchor', () => {
    expect(isAuthCallbackHash('#access_token=x&type=recovery')).toBe(true);
    expect(isAuthCallbackHash('#error_description=Link+expired')).toBe(true);
    expect(isAuthCallbackHash('#faq')).toBe(false);
    expect(isAuthCallbackHash('')).toBe(false);
  });
});
