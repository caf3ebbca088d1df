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
  if (!navigator.onLine) return handle.countUnsent();
  const deadline = Date.now() + waitMs;
  const withinDeadline = async (work: Promise<unknown>) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([work.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))))]);
    clearTimeout(timer);
  };
  // A tab that just opened the dashboard may not run replication yet (leader election), or may be in its first pull,
  // whose documents count as unsent until their server versions are recorded: one more round settles both.
  await withinDeadline(handle.whenLeader().then(() => handle.syncNow()));
  let count = await handle.countUnsent();
  if (count > 0 && Date.now() < deadline) {
    await withinDeadline(handle.syncNow());
    count = await handle.countUnsent();
  }
  return count;
}
