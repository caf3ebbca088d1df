// Asking the browser to keep the site's data: once per reason, never when it is kept already, and the ask remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistAskStore, readPersistAsk, requestPersistentStorage } from './persistent-storage';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
}

function stubStorageManager(persisted: boolean, grants: boolean) {
  const manager = { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grants), estimate: vi.fn(async () => ({ usage: 1, quota: 2 })) };
  vi.stubGlobal('navigator', { storage: manager });
  return manager;
}

afterEach(() => {
  vi.unstubAllGlobals();
  persistAskStore.setState({ last: null });
});

describe('requestPersistentStorage', () => {
  it('asks once per reason while the data is not kept, remembers the answer and says why', async () => {
    const manager = stubStorageManager(false, false);
    const storage = memoryStorage();
    expect(await requestPersistentStorage('offline-course', storage)).toBe(false);
    expect(await requestPersistentStorage('offline-course', storage)).toBeNull();
    expect(manager.persist).toHaveBeenCalledTimes(1);
    expect(readPersistAsk(storage)).toMatchObject({ reason: 'offline-course', granted: false });
    expect(persistAskStore.getState().last).toMatchObject({ reason: 'offline-course' });
    // The other moment that matters asks again.
    expect(await requestPersistentStorage('unsent-work', storage)).toBe(false);
    expect(manager.persist).toHaveBeenCalledTimes(2);
  });

  it('does not ask when the browser keeps the data already, or once it granted', async () => {
    const kept = stubStorageManager(true, true);
    expect(await requestPersistentStorage('unsent-work', memoryStorage())).toBeNull();
    expect(kept.persist).not.toHaveBeenCalled();

    const granting = stubStorageManager(false, true);
    const storage = memoryStorage();
    expect(await requestPersistentStorage('offline-course', storage)).toBe(true);
    expect(await requestPersistentStorage('unsent-work', storage)).toBeNull();
    expect(granting.persist).toHaveBeenCalledTimes(1);
  });
});
