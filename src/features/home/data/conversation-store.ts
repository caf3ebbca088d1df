// The Study Buddy's conversation for as long as the page is open: kept in memory per signed-in user, so following a
// link to a lesson and coming back finds it, and a reload (or another learner on the same tab) starts afresh.
import { create } from 'zustand';
import type { BuddyReply } from '../buddy/respond';
import type { StudyReminder } from '../buddy/reminders';

export type NewBuddyMessage = { from: 'you'; text: string } | { from: 'buddy'; reply: BuddyReply | { kind: 'welcome' }; reminder?: StudyReminder };
export type BuddyMessage = NewBuddyMessage & { id: number };

type Conversations = {
  byUser: Record<string, BuddyMessage[]>;
  nextId: number;
  /** Questions asked before the device's courses were read, per user: answered as soon as they are. */
  waiting: Record<string, string[]>;
  append: (userId: string, message: NewBuddyMessage) => void;
  wait: (userId: string, question: string) => void;
  /** Empties the user's waiting questions and returns them. */
  takeWaiting: (userId: string) => string[];
};

export const WELCOME: BuddyMessage = { id: 0, from: 'buddy', reply: { kind: 'welcome' } };

export const useConversations = create<Conversations>()((set, get) => ({
  byUser: {},
  waiting: {},
  nextId: 1,
  wait: (userId, question) => set((state) => ({ waiting: { ...state.waiting, [userId]: [...(state.waiting[userId] ?? []), question] } })),
  takeWaiting: (userId) => {
    const questions = get().waiting[userId] ?? [];
    if (questions.length > 0) set((state) => ({ waiting: { ...state.waiting, [userId]: [] } }));
    return questions;
  },
  append: (userId, message) =>
    set((state) => ({
      nextId: state.nextId + 1,
      byUser: { ...state.byUser, [userId]: [...(state.byUser[userId] ?? [WELCOME]), { ...message, id: state.nextId }] },
    })),
}));
