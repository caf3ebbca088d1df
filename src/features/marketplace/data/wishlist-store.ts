// The signed-in user's marketplace wishlist, kept on this device in localStorage under one key per user: a few ids
// need no database collection (that budget is full), survive reloads and work offline. Not synced to the server.
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand';
import { userStorageKey } from '../../../lib/user-storage';

export const WISHLIST_KEY_PREFIX = 'maarifa-wishlist:';

/** One key per user (src/lib/user-storage's convention), so that signing out removes it from a shared phone. */
export function wishlistStorageKey(userId: string): string {
  return userStorageKey('maarifa-wishlist', userId);
}

// Anything else in the slot (another app's data, a hand edit, an older shape) reads as an empty wishlist.
const storedWishlistSchema = v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.maxLength(1000));

export function readWishlist(userId: string, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const parsed = v.safeParse(storedWishlistSchema, JSON.parse(storage.getItem(wishlistStorageKey(userId)) ?? '[]'));
    return parsed.success ? [...new Set(parsed.output)] : [];
  } catch {
    return [];
  }
}

export function writeWishlist(userId: string, productIds: readonly string[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  try {
    if (productIds.length === 0) storage.removeItem(wishlistStorageKey(userId));
    else storage.setItem(wishlistStorageKey(userId), JSON.stringify(productIds));
  } catch {
    // Storage full or blocked (private mode): the wishlist still works for this visit.
  }
}

export interface WishlistState {
  productIds: readonly string[];
  /** Saves the product, or removes it when already saved, and writes the list through to storage. */
  toggle: (productId: string) => void;
  /** Reads the stored list again (another tab changed it). */
  reload: () => void;
}

export type WishlistStore = StoreApi<WishlistState>;

export function createWishlistStore(userId: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage): WishlistStore {
  return createStore<WishlistState>((set, get) => ({
    productIds: readWishlist(userId, storage),
    toggle(productId) {
      const current = get().productIds;
      const next = current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId];
      writeWishlist(userId, next, storage);
      set({ productIds: next });
    },
    reload() {
      set({ productIds: readWishlist(userId, storage) });
    },
  }));
}
