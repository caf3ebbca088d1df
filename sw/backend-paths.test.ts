// Proves the service worker leaves the Supabase API and the mailbox to the network.
import { describe, expect, it } from 'vitest';
import { isBackendPath } from './backend-paths';

describe('isBackendPath', () => {
  it.each(['/auth/v1/token', '/rest/v1/rpc/sync_pull', '/rest/v1', '/storage/v1/object/x.png', '/mailbox'])('keeps %s out of every cache', (path) => {
    expect(isBackendPath(path)).toBe(true);
  });

  it.each(['/', '/auth', '/auth/reset-password', '/dashboard/courses', '/assets/index.js', '/icons/icon-192.png'])('lets the app route %s be cached', (path) => {
    expect(isBackendPath(path)).toBe(false);
  });
});
