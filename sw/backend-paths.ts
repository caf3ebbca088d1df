// Which request paths belong to the Supabase API (or the local mailbox): the service worker never caches them.
export const BACKEND_PATH_PATTERN = /^\/(auth|rest|storage|realtime|functions)\/v1(\/|$)|^\/mailbox(\/|$)/;

/** Data lives in RxDB; a cached auth or table answer would be stale, or someone else's. */
export function isBackendPath(pathname: string): boolean {
  return BACKEND_PATH_PATTERN.test(pathname);
}
