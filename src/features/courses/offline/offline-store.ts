// Which courses the learner saved for offline use, and what each copy holds; kept in localStorage so it survives reloads offline.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SavedVideo = { url: string; bytes: number | null };

export type OfflineCopy = {
  courseId: string;
  savedAt: string;
  lessonCount: number;
  lessonBytes: number;
  videos: SavedVideo[];
  /** When the learner last opened the course's lessons (absent: not since it was saved). */
  lastOpenedAt?: string;
};

/** A copy the learner asked for that waits for Wi-Fi (their media policy on a metered connection). */
export type WaitingCopy = {
  courseId: string;
  includeVideos: boolean;
  /** The size shown when it was asked for. */
  bytes: number;
  requestedAt: string;
};

type OfflineCopies = {
  copies: Record<string, OfflineCopy>;
  waiting: Record<string, WaitingCopy>;
  saveCopy: (copy: OfflineCopy) => void;
  removeCopy: (courseId: string) => void;
  noteOpened: (courseId: string) => void;
  addWaiting: (waiting: WaitingCopy) => void;
  removeWaiting: (courseId: string) => void;
};

/** One key for every tab; the record is small (no lesson bodies: those live in RxDB). */
export const OFFLINE_COPIES_STORAGE_KEY = 'maarifa.offline-courses.v1';

export const useOfflineCopies = create<OfflineCopies>()(
  persist(
    (set) => ({
      copies: {},
      waiting: {},
      saveCopy: (copy) =>
        set((state) => {
          const waiting = { ...state.waiting };
          delete waiting[copy.courseId];
          return { copies: { ...state.copies, [copy.courseId]: copy }, waiting };
        }),
      // What profile → Data shows beside each kept course, so a learner can tell which ones they have finished with.
      noteOpened: (courseId) =>
        set((state) => {
          const copy = state.copies[courseId];
          return copy ? { copies: { ...state.copies, [courseId]: { ...copy, lastOpenedAt: new Date().toISOString() } } } : state;
        }),
      addWaiting: (entry) => set((state) => ({ waiting: { ...state.waiting, [entry.courseId]: entry } })),
      removeWaiting: (courseId) =>
        set((state) => {
          const waiting = { ...state.waiting };
          delete waiting[courseId];
          return { waiting };
        }),
      removeCopy: (courseId) =>
        set((state) => {
          const copies = { ...state.copies };
          delete copies[courseId];
          return { copies };
        }),
    }),
    { name: OFFLINE_COPIES_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

export function getCopyBytes(copy: OfflineCopy): number {
  return copy.lessonBytes + copy.videos.reduce((sum, video) => sum + (video.bytes ?? 0), 0);
}
