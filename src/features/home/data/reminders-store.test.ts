// Study reminders kept on the device: one list per user, written through, deleted, marked shown, and junk read as none.
import { describe, expect, it } from 'vitest';
import { forgetUserStorage } from '../../../lib/user-storage';
import { createRemindersStore, readReminders, remindersStorageKey } from './reminders-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const request = { label: 'study', hour: 19, minute: 0, repeat: 'once' as const, startsAt: new Date(2026, 10, 24, 19, 0).toISOString(), bareHour: false };

describe('study reminders store', () => {
  it('keeps each user’s reminders under their own key, and Sign Out’s cleanup removes them', () => {
    const storage = memoryStorage();
    let n = 0;
    const a = createRemindersStore('user-a', storage, () => `r${++n}`);
    a.getState().add(request);
    a.getState().add({ ...request, label: 'revise', repeat: 'daily' });
    expect(readReminders('user-a', storage).map((reminder) => [reminder.id, reminder.label, reminder.repeat, reminder.shownAt])).toEqual([
      ['r1', 'study', 'once', null],
      ['r2', 'revise', 'daily', null],
    ]);
    expect(readReminders('user-b', storage)).toEqual([]);
    forgetUserStorage('user-a', storage);
    expect(readReminders('user-a', storage)).toEqual([]);
  });

  it('deletes a reminder and records a ring as shown', () => {
    const storage = memoryStorage();
    const store = createRemindersStore('user-a', storage, () => crypto.randomUUID());
    const first = store.getState().add(request);
    const second = store.getState().add({ ...request, label: 'read' });
    store.getState().markShown(second.id, new Date(request.startsAt));
    store.getState().remove(first.id);
    expect(createRemindersStore('user-a', storage).getState().reminders).toEqual([{ ...second, shownAt: request.startsAt }]);
    store.getState().remove(second.id);
    expect(storage.getItem(remindersStorageKey('user-a'))).toBeNull();
  });

  it('reads anything else in the slot as no reminders', () => {
    const storage = memoryStorage();
    storage.setItem(remindersStorageKey('user-a'), JSON.stringify([{ id: 'x', label: '', hour: 25 }]));
    expect(readReminders('user-a', storage)).toEqual([]);
    storage.setItem(remindersStorageKey('user-a'), '{not json');
    expect(readReminders('user-a', storage)).toEqual([]);
  });
});
