// The device wishlist: what it accepts from storage, that each user has a key of their own, and that a toggle is kept.
import { describe, expect, it } from 'vitest';
import { createWishlistStore, readWishlist, wishlistStorageKey, writeWishlist } from './wishlist-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('readWishlist', () => {
  it('reads back what was written', () => {
    const storage = memoryStorage();
    writeWishlist('user-a', ['course-launch-planner', 'creator-starter-kit'], storage);
    expect(readWishlist('user-a', storage)).toEqual(['course-launch-planner', 'creator-starter-kit']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"productIds":["course-launch-planner"]}'],
    ['numbers', '[1,2,3]'],
    ['a mixed list', '["course-launch-planner", null]'],
    ['an empty id', '[""]'],
    ['a string', '"course-launch-planner"'],
    ['null', 'null'],
  ])('treats %s in storage as an empty wishlist', (_label, stored) => {
    const storage = memoryStorage({ [wishlistStorageKey('user-a')]: stored });
    expect(readWishlist('user-a', storage)).toEqual([]);
  });

  it('drops repeated ids', () => {
    const storage = memoryStorage({ [wishlistStorageKey('user-a')]: '["a","b","a"]' });
    expect(readWishlist('user-a', storage)).toEqual(['a', 'b']);
  });

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readWishlist('user-a', storage)).toEqual([]);
  });
});

describe('createWishlistStore', () => {
  it('keeps each user’s wishlist under a key of their own', () => {
    const storage = memoryStorage();
    createWishlistStore('user-a', storage).getState().toggle('course-launch-planner');
    createWishlistStore('user-b', storage).getState().toggle('creator-starter-kit');

    expect(wishlistStorageKey('user-a')).not.toBe(wishlistStorageKey('user-b'));
    expect(readWishlist('user-a', storage)).toEqual(['course-launch-planner']);
    expect(readWishlist('user-b', storage)).toEqual(['creator-starter-kit']);
    expect(createWishlistStore('user-b', storage).getState().productIds).toEqual(['creator-starter-kit']);
  });

  it('saves on the first toggle, removes on the second, and clears the key when empty', () => {
    const storage = memoryStorage();
    const store = createWishlistStore('user-a', storage);
    store.getState().toggle('swahili-tech-glossary');
    expect(store.getState().productIds).toEqual(['swahili-tech-glossary']);
    expect(createWishlistStore('user-a', storage).getState().productIds).toEqual(['swahili-tech-glossary']);

    store.getState().toggle('swahili-tech-glossary');
    expect(store.getState().productIds).toEqual([]);
    expect(storage.items.has(wishlistStorageKey('user-a'))).toBe(false);
  });

  it('reload picks up what another tab wrote', () => {
    const storage = memoryStorage();
    const store = createWishlistStore('user-a', storage);
    writeWishlist('user-a', ['data-analysis-python'], storage);
    store.getState().reload();
    expect(store.getState().productIds).toEqual(['data-analysis-python']);
  });

  it('still toggles for this visit when storage refuses the write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createWishlistStore('user-a', storage);
    store.getState().toggle('creator-starter-kit');
    expect(store.getState().productIds).toEqual(['creator-starter-kit']);
  });
});
