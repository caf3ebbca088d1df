// Whether a new app version waits for the user's word; written by the service-worker module, read by the prompt.
import { createStore, useStore } from 'zustand';

export interface UpdateState {
  /** A new version is installed and waits. */
  waiting: boolean;
  accept: (() => void) | null;
}

export const updateStore = createStore<UpdateState>(() => ({ waiting: false, accept: null }));

export function useUpdatePrompt(): UpdateState {
  return useStore(updateStore);
}
