// Auth commands: the one place the app calls supabase-js auth (sign in, sign up, reset, new password, sign out).
import { useDataSettings } from '../lib/data-settings';
import { forgetUserStorage } from '../lib/user-storage';
import { forgetKeptWork, isAnotherUser, readKeptWork } from './kept-work';
import { attachReferralAfterSignIn, attachReferralAfterSignUp } from './referral-sync';
import { clearLocalDataOnce, loadAuthClient, markExplicitSignOut } from './auth-client';
import { sessionStore } from './session-store';
import { forgetStoredSession } from './stored-session';

export interface AuthResult {
  /** The server's message, or null on success. */
  error: string | null;
}

function getSiteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** Where a password-recovery mail leads: the page that sets the new password. */
export const PASSWORD_RECOVERY_PATH = '/auth/reset-password';

export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  const client = await loadAuthClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (!error) attachReferralAfterSignIn(email);
  return { error: error ? error.message : null };
}

/** Signs up; `signedIn` is true when the backend confirms addresses automatically and returned a session. */
export async function signUp(email: string, password: string): Promise<AuthResult & { signedIn: boolean }> {
  const client = await loadAuthClient();
  const { data, error } = await client.auth.signUp({ email, password, options: { emailRedirectTo: getSiteUrl('/dashboard') } });
  // The affiliate link this visitor followed goes with the new account; a refusal is the server's business, never shown.
  if (!error) attachReferralAfterSignUp(email, Boolean(data.session));
  return { error: error ? error.message : null, signedIn: Boolean(data.session) };
}

export async function requestPasswordReset(email: string): Promise<AuthResult> {
  const client = await loadAuthClient();
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: getSiteUrl(PASSWORD_RECOVERY_PATH) });
  return { error: error ? error.message : null };
}

export async function updatePassword(password: string): Promise<AuthResult> {
  const client = await loadAuthClient();
  const { error } = await client.auth.updateUser({ password });
  if (!error) sessionStore.setState({ passwordRecovery: false });
  return { error: error ? error.message : null };
}

/**
 * Ends this device's session and deletes its local data (the user asked for it). Only this device's session: signing
 * out on one phone never signs the user out on another. Offline, the server cannot be told; the refresh token then
 * expires on the server in time.
 */
export async function signOut(): Promise<void> {
  const client = await loadAuthClient();
  const userId = sessionStore.getState().user?.id;
  markExplicitSignOut();
  const { error } = await client.auth.signOut({ scope: 'local' });
  // Offline with a token due for renewal, supabase-js fails to load the session it should drop: drop it from storage.
  if (error) forgetStoredSession();
  sessionStore.setState({ status: 'signed-out', user: null, offlineSession: false, passwordRecovery: false });
  forgetKeptWork();
  if (userId) {
    forgetUserStorage(userId);
    useDataSettings.getState().forgetUser(userId);
  }
  await clearLocalDataOnce();
}

/** The work kept on this device for a user whose session the server ended, with how many changes wait; null if none. */
export async function readKeptWorkWithCount(): Promise<{ email: string | null; count: number } | null> {
  const work = readKeptWork();
  if (!work) return null;
  const { countUnsentChanges } = await import('./device-data');
  return { email: work.email, count: await countUnsentChanges() };
}

/** Whether signing in as `email` would delete another user's kept work (the caller asks the user first). */
export function wouldReplaceKeptWork(email: string): boolean {
  const work = readKeptWork();
  return work !== null && isAnotherUser(work, email);
}

/** Deletes the kept work of the previous user, before someone else signs in on this device. */
export async function discardKeptWork(): Promise<void> {
  forgetKeptWork();
  await clearLocalDataOnce();
}
