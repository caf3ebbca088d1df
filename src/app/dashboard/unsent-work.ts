// Before a sign-out deletes local data: sends what the network allows and counts what would still be lost.
import { openDeviceSync } from '../../auth/device-data';

/** How long a sign-out waits for a last sync round before asking the user. */
const LAST_ROUND_WAIT_MS = 8_000;

/**
 * Opens the user's database (also from a public page, where it is not open yet), runs one sync round when
 * online, and returns how many local writes and queued submissions the server still lacks.
 */
export async function sendUnsentWork(waitMs: number = LAST_ROUND_WAIT_MS): Promise<number> {
  const handle = await openDeviceSync();
  if (!handle) return 0;
  if (navigator.onLine) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([handle.syncNow().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }
  return handle.countUnsent();
}
