// The wishlist as React state: one store per signed-in user for the life of the page, kept in step across tabs.
import { useStore } from 'zustand';
import { createWishlistStore, WISHLIST_KEY_PREFIX, type WishlistState, type WishlistStore } from './wishlist-store';

const stores = new Map<string, WishlistStore>();

function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(WISHLIST_KEY_PREFIX)) return;
    stores.get(event.key.slice(WISHLIST_KEY_PREFIX.length))?.getState().reload();
  });
}

function getWishlistStore(userId: string): WishlistStore {
  let store = stores.get(userId);
  if (!store) {
    if (stores.size === 0) followOtherTabs();
    store = createWishlistStore(userId);
    stores.set(userId, store);
  }
  return store;
}

// Without a user (never inside the dashboard, whose guard needs a session) nothing can be saved.
const noUserStore: WishlistStore = createWishlistStore('', {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
});

export function useWishlist(userId: string | undefined): WishlistState {
  return useStore(userId ? getWishlistStore(userId) : noUserStore);
}
