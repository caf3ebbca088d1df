// Whether a new app version waits for the user's word; written by the service-worker module, read by the prompt.
import { createStore, useStore } from 'zustand';

export interface UpdateState {
  /** A new version is installed and waits. */
  waiting: boolean;
  /** A new version was found but not downloaded (data saver off Wi-Fi): `accept` downloads it. */
  deferred: boolean;
  accept: (() => void) | null;
  /** What the update downloads, once both versions have said what they keep; null until then or when unknown. */
  bytes: number | null;
}

export const updateStore = createStore<UpdateState>(() => ({ waiting: false, deferred: false, accept: null, bytes: null }));

export function useUpdatePrompt(): UpdateState {
  return useStore(updateStore);
}
