// Where the device ledger (device-ledger.ts) lives in localStorage, apart from its code, so sign-out forgets it cheaply.
export const DEVICE_LEDGER_KEY = 'maarifa-device-ledger';

/** Sign-out deletes the database on purpose: the next empty database is not one the browser wiped. */
export function forgetDeviceLedger(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(DEVICE_LEDGER_KEY);
  } catch {
    // Blocked storage kept no ledger either.
  }
}
