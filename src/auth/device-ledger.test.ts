// A database the browser wiped under a live session is told apart from a new device's, with the unsent work it lost.
import { afterEach, describe, expect, it } from 'vitest';
import { createMaarifaDatabase, type MaarifaDatabase } from '../db';
import { createTestDatabaseName, createTestStorage } from '../db/test-storage';
import { checkForWipedData, readDeviceLedger, wipedDataStore, writeDeviceLedger } from './device-ledger';
import { forgetDeviceLedger } from './device-ledger-key';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
}

const opened: MaarifaDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.remove();
  wipedDataStore.setState({ wiped: null });
});

async function openDevice(withProfileOf?: string): Promise<MaarifaDatabase> {
  const db = await createMaarifaDatabase({ name: createTestDatabaseName('ledger'), storage: createTestStorage(), multiInstance: false, collections: ['profiles'] });
  opened.push(db);
  if (withProfileOf) {
    await db.profiles.insert({ id: withProfileOf, full_name: 'Amina', email: null, bio: null, country: null, skills: [], avatar_url: null, rating: null, created_at: new Date().toISOString(), roles: [], xp_total: 0, level: 1, server_xid: 1, server_modified: null });
  }
  return db;
}

describe('checkForWipedData', () => {
  it('tells a database emptied under a live session, with the unsent writes it held, once', async () => {
    const storage = memoryStorage();
    writeDeviceLedger({ userId: 'u1', hadData: true, unsent: 2 }, storage);
    const db = await openDevice();
    expect(await checkForWipedData(db, 'u1', storage)).toEqual({ lost: 2 });
    expect(wipedDataStore.getState().wiped).toEqual({ lost: 2 });
    // Told once: the ledger now describes the empty database that sync refills.
    expect(readDeviceLedger(storage)).toEqual({ userId: 'u1', hadData: false, unsent: 0 });
    expect(await checkForWipedData(db, 'u1', storage)).toBeNull();
  });

  it("says nothing for a database that has the user's data, a new device, another user, or after sign-out", async () => {
    const storage = memoryStorage();
    writeDeviceLedger({ userId: 'u1', hadData: true, unsent: 1 }, storage);
    expect(await checkForWipedData(await openDevice('u1'), 'u1', storage)).toBeNull();
    expect(await checkForWipedData(await openDevice(), 'u2', storage)).toBeNull();
    writeDeviceLedger({ userId: 'u1', hadData: false, unsent: 0 }, storage);
    expect(await checkForWipedData(await openDevice(), 'u1', storage)).toBeNull();
    writeDeviceLedger({ userId: 'u1', hadData: true, unsent: 1 }, storage);
    forgetDeviceLedger(storage);
    expect(await checkForWipedData(await openDevice(), 'u1', storage)).toBeNull();
    expect(wipedDataStore.getState().wiped).toBeNull();
  });
});
