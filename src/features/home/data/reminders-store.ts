// The signed-in learner's study reminders, kept on this device in localStorage under one key per user (src/lib/user-storage's
// convention, so Sign Out removes them from a shared phone). Not an RxDB collection: the collection budget is spent
// (ARCHITECTURE §10), a few small records need no query engine, and reminders are about this phone, so they are not synced.
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';
import { userStorageKey } from '../../../lib/user-storage';
import { studyReminderSchema, type ReminderRequest, type StudyReminder } from '../buddy/reminders';

export const REMINDERS_KEY_PREFIX = 'maarifa-study-reminders:';
/** A learner needs a handful; the cap keeps a runaway loop from filling the storage quota. */
export const MAX_REMINDERS = 20;

export function remindersStorageKey(userId: string): string {
  return userStorageKey('maarifa-study-reminders', userId);
}

// Anything else in the slot (a hand edit, an older shape) reads as no reminders rather than breaking the home feed.
const storedRemindersSchema = v.pipe(v.array(studyReminderSchema), v.maxLength(MAX_REMINDERS));

export function readReminders(userId: string, storage: Pick<Storage, 'getItem'> = localStorage): StudyReminder[] {
  return readStoredJson(remindersStorageKey(userId), storedRemindersSchema, storage) ?? [];
}

export function writeReminders(userId: string, reminders: readonly StudyReminder[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  writeStoredJson(remindersStorageKey(userId), reminders.length === 0 ? null : reminders, storage);
}

export interface RemindersState {
  reminders: readonly StudyReminder[];
  /** Saves a reminder (the oldest goes when the list is full) and returns it. */
  add: (request: ReminderRequest) => StudyReminder;
  remove: (id: string) => void;
  /** Records that the ring at `ring` was shown, so it is not shown again. */
  markShown: (id: string, ring: Date) => void;
  /** Reads the stored list again (another tab changed it). */
  reload: () => void;
}

export type RemindersStore = StoreApi<RemindersState>;

export function createRemindersStore(userId: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage, newId: () => string = () => crypto.randomUUID()): RemindersStore {
  return createStore<RemindersState>((set, get) => {
    function save(reminders: StudyReminder[]) {
      writeReminders(userId, reminders, storage);
      set({ reminders });
    }
    return {
      reminders: readReminders(userId, storage),
      add(request) {
        const reminder: StudyReminder = { id: newId(), label: request.label, hour: request.hour, minute: request.minute, repeat: request.repeat, startsAt: request.startsAt, shownAt: null };
        save([...get().reminders, reminder].slice(-MAX_REMINDERS));
        return reminder;
      },
      remove(id) {
        save(get().reminders.filter((reminder) => reminder.id !== id));
      },
      markShown(id, ring) {
        save(get().reminders.map((reminder) => (reminder.id === id ? { ...reminder, shownAt: ring.toISOString() } : reminder)));
      },
      reload() {
        set({ reminders: readReminders(userId, storage) });
      },
    };
  });
}
