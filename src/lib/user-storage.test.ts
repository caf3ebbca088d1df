// Unit tests: a sign-out removes exactly the signed-out user's keys.
import { describe, expect, it } from 'vitest';
import { forgetUserStorage, userStorageKey } from './user-storage';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('forgetUserStorage', () => {
  it('removes the keys of that user only', () => {
    const storage = new MemoryStorage();
    storage.setItem(userStorageKey('maarifa-wishlist', 'u1'), '["a"]');
    storage.setItem(userStorageKey('maarifa-other', 'u1'), 'x');
    storage.setItem(userStorageKey('maarifa-wishlist', 'u2'), '["b"]');
    storage.setItem('maarifa.offline-courses.v1', '{}');
    forgetUserStorage('u1', storage);
    expect(storage.getItem('maarifa-wishlist:u1')).toBeNull();
    expect(storage.getItem('maarifa-other:u1')).toBeNull();
    expect(storage.getItem('maarifa-wishlist:u2')).toBe('["b"]');
    expect(storage.getItem('maarifa.offline-courses.v1')).toBe('{}');
  });
});
