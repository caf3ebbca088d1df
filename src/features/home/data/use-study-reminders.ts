// The study reminders as React state: one store per signed-in user for the life of the page, kept in step across tabs.
import { useStore } from 'zustand';
import { createRemindersStore, REMINDERS_KEY_PREFIX, type RemindersState, type RemindersStore } from './reminders-store';

const stores = new Map<string, RemindersStore>();

function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(REMINDERS_KEY_PREFIX)) return;
    stores.get(event.key.slice(REMINDERS_KEY_PREFIX.length))?.getState().reload();
  });
}

function getRemindersStore(userId: string): RemindersStore {
  let store = stores.get(userId);
  if (!store) {
    if (stores.size === 0) followOtherTabs();
    store = createRemindersStore(userId);
    stores.set(userId, store);
  }
  return store;
}

// Without a user (never inside the dashboard, whose guard needs a session) nothing is kept.
const noUserStore: RemindersStore = createRemindersStore('', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });

export function useStudyReminders(userId: string | undefined): RemindersState {
  return useStore(userId ? getRemindersStore(userId) : noUserStore);
}
