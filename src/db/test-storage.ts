// Test-only: Dexie storage over fake-indexeddb, so Node tests run the same storage code as browsers.
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

export function createTestStorage() {
  return getRxStorageDexie({ indexedDB, IDBKeyRange });
}

let counter = 0;
/** A database name no other test in this process uses. */
export function createTestDatabaseName(prefix = 'test'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}
