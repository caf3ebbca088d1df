// Whether the service worker may download an update by itself: the page writes it (data saver, the connection, the
// learner's "Download" tap), the worker reads it when a new version starts to install. Kept in Cache Storage, which both see.
import * as v from 'valibot';

const POLICY_CACHE = 'maarifa-update-policy';
const POLICY_URL = '/__maarifa/update-policy';
const DEFERRED_URL = '/__maarifa/deferred-update';

/** Updates above this wait for Wi-Fi or a tap while data saver is on: about three days of use with data saver. */
export const LARGE_UPDATE_BYTES = 50 * 1024;

const policyShape = v.object({
  /** Data saver is on and the connection is not known to be Wi-Fi. */
  deferLarge: v.boolean(),
  /** The learner tapped "Download" on a deferred update; cleared once a version has installed. */
  approved: v.boolean(),
});
export type UpdatePolicy = v.InferOutput<typeof policyShape>;

const NO_DEFERRAL: UpdatePolicy = { deferLarge: false, approved: false };

export async function readUpdatePolicy(): Promise<UpdatePolicy> {
  try {
    const response = await (await caches.open(POLICY_CACHE)).match(POLICY_URL);
    const parsed = v.safeParse(policyShape, response ? await response.json() : null);
    return parsed.success ? parsed.output : NO_DEFERRAL;
  } catch {
    return NO_DEFERRAL;
  }
}

export async function writeUpdatePolicy(change: Partial<UpdatePolicy>): Promise<void> {
  if (typeof caches === 'undefined') return;
  const next = { ...(await readUpdatePolicy()), ...change };
  await (await caches.open(POLICY_CACHE)).put(POLICY_URL, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
}

/** Whether a new version that would download `bytes` installs now or waits for the learner. */
export function mayInstallUpdate(policy: UpdatePolicy, bytes: number): boolean {
  return !policy.deferLarge || policy.approved || bytes <= LARGE_UPDATE_BYTES;
}

/**
 * The files of a version that waits for the learner's word before downloading (kept so a page opened later still
 * offers it), or null. The list is `VersionFile`-shaped; the page sizes it.
 */
export async function readDeferredUpdate(): Promise<unknown[] | null> {
  try {
    const response = await (await caches.open(POLICY_CACHE)).match(DEFERRED_URL);
    const files: unknown = response ? await response.json() : null;
    return Array.isArray(files) ? files : null;
  } catch {
    return null;
  }
}

export async function writeDeferredUpdate(files: unknown[] | null): Promise<void> {
  const cache = await caches.open(POLICY_CACHE);
  if (files === null) await cache.delete(DEFERRED_URL);
  else await cache.put(DEFERRED_URL, new Response(JSON.stringify(files), { headers: { 'content-type': 'application/json' } }));
}
