// Where the device keeps its referral (issue 24), and whether there is anything to do with it: read at app entry
// without loading the referral code itself, which only a `?ref=` visit or a referral still to send needs.
export const REFERRAL_KEY = 'maarifa.referral.v1';
/** The click of the kept referral, until the server has answered it (offline visits record it later). */
export const CLICK_PENDING_KEY = 'maarifa.referral.click-pending.v1';
/** A sign-up whose referral is still to be attached: the account could not be signed in yet (mail to confirm, offline). */
export const ATTACH_PENDING_KEY = 'maarifa.referral.attach-pending.v1';

/** True when the address carries `ref` or a click or sign-up waits to be sent. */
export function hasReferralWork(location: Pick<Location, 'search'>, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  if (new URLSearchParams(location.search).has('ref')) return true;
  try {
    return storage?.getItem(CLICK_PENDING_KEY) != null || storage?.getItem(ATTACH_PENDING_KEY) != null;
  } catch {
    return false;
  }
}
