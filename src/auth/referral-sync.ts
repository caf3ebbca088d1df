// Sends the device's referral to the server: the link's click when the page opens (best effort, never blocking it) and
// the sign-up attribution once the new account is signed in. The referral itself lives in lib/referral.
import {
  attachPendingReferral,
  captureReferral,
  hasPendingAttach,
  hasPendingClick,
  markAttachPending,
  removeReferralParam,
  sendPendingClick,
  type ReferralRpc,
} from '../lib/referral';
import { loadAuthClient } from './auth-client';
import { sessionStore } from './session-store';

const rpc: ReferralRpc = async (name, args) => {
  const client = await loadAuthClient();
  const { error, status } = await client.rpc(name, args);
  return { error, status: status ?? 0 };
};

function whenOnline(task: () => Promise<unknown>): void {
  const run = () => void task().catch((error: unknown) => console.warn('Referral not sent yet', error));
  if (typeof navigator === 'undefined' || navigator.onLine) run();
  else window.addEventListener('online', run, { once: true });
}

function attachFor(email: string | null): void {
  whenOnline(() => attachPendingReferral(rpc, email));
}

/**
 * At app entry, before the router reads the address: keeps `?ref=` (first click wins) and takes it out of the address
 * bar, so a prerendered page still hydrates and the code is not shared on; then sends what waits.
 */
export function startReferralTracking(): void {
  const url = new URL(window.location.href);
  captureReferral(url);
  const clean = removeReferralParam(url);
  if (clean) window.history.replaceState(window.history.state, '', clean);
  if (hasPendingClick()) whenOnline(() => sendPendingClick(rpc));
  if (!hasPendingAttach()) return;
  // A sign-up confirmed by mail, or one that went offline: attach once that account is signed in.
  const current = sessionStore.getState();
  if (current.status === 'signed-in') {
    attachFor(current.user?.email ?? null);
    return;
  }
  const stop = sessionStore.subscribe((state) => {
    if (state.status !== 'signed-in') return;
    stop();
    attachFor(state.user?.email ?? null);
  });
}

/** After a successful sign-up: the kept referral goes with the new account (now, or once it is signed in). */
export function attachReferralAfterSignUp(email: string, signedIn: boolean): void {
  if (!markAttachPending(email)) return;
  if (signedIn) attachFor(email);
}

/** After a sign-in: a sign-up of this account on this device may still wait for its referral. */
export function attachReferralAfterSignIn(email: string): void {
  if (hasPendingAttach()) attachFor(email);
}
