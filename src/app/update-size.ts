// What an update costs: the files of the waiting version that the device does not already hold from the running one.

/** One file a version keeps: its URL, its revision (null when the name carries a hash) and its bytes on the wire. */
export interface VersionFile {
  url: string;
  revision: string | null;
  bytes: number;
  /** Part of the dashboard's core, which only a device that has signed in keeps. */
  core: boolean;
}

/**
 * Bytes the update downloads: every file of `next` whose URL and revision the running version did not have. The
 * dashboard's core counts only on a device that keeps it (it is fetched again at the next sign-in or dashboard visit).
 */
export function updateBytes(current: readonly VersionFile[], next: readonly VersionFile[], coreKept: boolean): number {
  const held = new Set(current.map((file) => `${file.url}#${file.revision ?? ''}`));
  let total = 0;
  for (const file of next) {
    if (file.core && !coreKept) continue;
    if (!held.has(`${file.url}#${file.revision ?? ''}`)) total += file.bytes;
  }
  return total;
}
