// The signed-in user's marketplace wishlist, kept on this device in localStorage under one key per user: a few ids
// need no database collection (that budget is full), survive reloads and work offline. Not synced to the server.
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';
import { userStorageKey } from '../../../lib/user-storage';

export const WISHLIST_KEY_PREFIX = 'maarifa-wishlist:';

/** One key per user (src/lib/user-storage's convention), so that signing out removes it from a shared phone. */
export function wishlistStorageKey(userId: string): string {
  return userStorageKey('maarifa-wishlist', userId);
}

// Anything else in the slot (another app's data, a hand edit, an older shape) reads as an empty wishlist.
const storedWishlistSchema = v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.maxLength(1000));

export function readWishlist(userId: string, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  return [...new Set(readStoredJson(wishlistStorageKey(userId), storedWishlistSchema, storage) ?? [])];
}

/** Storage full or blocked (private mode): the wishlist still works for this visit. */
export function writeWishlist(userId: string, productIds: readonly string[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  writeStoredJson(wishlistStorageKey(userId), productIds.length === 0 ? null : productIds, storage);
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
