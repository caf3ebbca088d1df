// The device's data-saver setting and each learner's media policy (always / Wi-Fi only / ask), the connection as the browser reports it, and the pure rule of when a media download may start.
import * as v from 'valibot';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { readStoredJson, writeStoredJson } from './stored-json';

export const MEDIA_POLICIES = ['always', 'wifi-only', 'ask'] as const;
export type MediaPolicy = (typeof MEDIA_POLICIES)[number];
/** A device with no choice made yet behaves as the app always did: media downloads when asked for. */
export const DEFAULT_MEDIA_POLICY: MediaPolicy = 'always';

/** Wi-Fi and wired cost the learner nothing per byte; cellular does; anything else the browser does not say. */
export type ConnectionKind = 'unmetered' | 'metered' | 'unknown';
export type ConnectionInfo = { kind: ConnectionKind; saveData: boolean };

export type MediaDecision = 'start' | 'wait' | 'ask';

export type MediaRequest = {
  policy: MediaPolicy;
  dataSaver: boolean;
  connection: ConnectionKind;
  /** The learner has just said "download this" after seeing its size (a Download button), not merely opened a page. */
  confirmed: boolean;
};

/**
 * When a media download (a lesson video, an offline copy) may start: at once, after waiting for an unmetered
 * connection, or after asking. A "Download now" tap overrides every answer, so it is not an input here.
 */
export function decideMediaDownload({ policy, dataSaver, connection, confirmed }: MediaRequest): MediaDecision {
  if (policy === 'wifi-only') {
    if (connection === 'metered') return 'wait';
    // A browser that does not say what the connection is cannot promise Wi-Fi: the learner decides.
    if (connection === 'unknown') return 'ask';
    return confirmed || !dataSaver ? 'start' : 'ask';
  }
  if (confirmed) return 'start';
  if (policy === 'ask') return 'ask';
  // Data saver: nothing large arrives without a tap.
  return dataSaver ? 'ask' : 'start';
}

export function classifyConnectionType(type: string | undefined): ConnectionKind {
  if (type === 'wifi' || type === 'ethernet') return 'unmetered';
  if (type === 'cellular' || type === 'wimax' || type === 'bluetooth') return 'metered';
  return 'unknown';
}

type NetworkInformationLike = EventTarget & { type?: string; saveData?: boolean };

function getNetworkInformation(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

export function readConnection(): ConnectionInfo {
  const connection = getNetworkInformation();
  return { kind: classifyConnectionType(connection?.type), saveData: connection?.saveData === true };
}

function subscribeToConnection(onChange: () => void): () => void {
  const connection = getNetworkInformation();
  if (typeof connection?.addEventListener !== 'function') return () => undefined;
  connection.addEventListener('change', onChange);
  return () => connection.removeEventListener('change', onChange);
}

// A string snapshot stays equal between reads, which useSyncExternalStore needs.
const connectionKey = (): string => {
  const { kind, saveData } = readConnection();
  return `${kind}|${saveData ? '1' : '0'}`;
};

export function useConnection(): ConnectionInfo {
  const key = useSyncExternalStore(subscribeToConnection, connectionKey, () => 'unknown|0');
  const [kind, saveData] = key.split('|');
  return { kind: kind as ConnectionKind, saveData: saveData === '1' };
}

/** Calls `onChange` whenever the browser reports a different connection (Wi-Fi found, mobile data again). */
export function onConnectionChange(onChange: (info: ConnectionInfo) => void): () => void {
  return subscribeToConnection(() => onChange(readConnection()));
}

export const storedDataSettingsShape = v.object({
  /** null: not chosen on this device, so the browser's Save-Data preference decides. */
  dataSaver: v.nullable(v.boolean()),
  /** Keyed by user id: two learners sharing a phone keep their own choice. */
  mediaPolicies: v.record(v.pipe(v.string(), v.maxLength(64)), v.picklist(MEDIA_POLICIES)),
});
type StoredDataSettings = v.InferOutput<typeof storedDataSettingsShape>;

const defaults: StoredDataSettings = { dataSaver: null, mediaPolicies: {} };

type DataSettingsState = StoredDataSettings & {
  setDataSaver: (on: boolean) => void;
  setMediaPolicy: (userId: string, policy: MediaPolicy) => void;
  /** At sign-out: the next person on a shared phone finds no trace of this user (data saver, a device setting, stays). */
  forgetUser: (userId: string) => void;
};

export const DATA_SETTINGS_STORAGE_KEY = 'maarifa.data-settings.v1';

// Read and written through stored-json rather than zustand's persist middleware: public pages carry this store (course
// images wait for a tap there too), and the middleware's code would cost every first visit.
const initialSettings = readStoredJson(DATA_SETTINGS_STORAGE_KEY, storedDataSettingsShape) ?? defaults;

export const useDataSettings = create<DataSettingsState>()((set) => ({
  ...initialSettings,
  setDataSaver: (on) => set({ dataSaver: on }),
  setMediaPolicy: (userId, policy) => set((state) => ({ mediaPolicies: { ...state.mediaPolicies, [userId]: policy } })),
  forgetUser: (userId) =>
    set((state) => {
      const mediaPolicies = { ...state.mediaPolicies };
      delete mediaPolicies[userId];
      return { mediaPolicies };
    }),
}));

useDataSettings.subscribe((state, previous) => {
  if (state.dataSaver === previous.dataSaver && state.mediaPolicies === previous.mediaPolicies) return;
  writeStoredJson(DATA_SETTINGS_STORAGE_KEY, { dataSaver: state.dataSaver, mediaPolicies: state.mediaPolicies } satisfies StoredDataSettings);
});

// Another tab changed a setting: this one follows, so two open tabs never disagree about data saver.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== DATA_SETTINGS_STORAGE_KEY) return;
    useDataSettings.setState(readStoredJson(DATA_SETTINGS_STORAGE_KEY, storedDataSettingsShape) ?? defaults);
  });
}

/** The chosen setting, or the browser's Save-Data preference when none was chosen on this device. */
export function resolveDataSaver(chosen: boolean | null, browserSaveData: boolean): boolean {
  return chosen ?? browserSaveData;
}

export function isDataSaverOn(): boolean {
  return resolveDataSaver(useDataSettings.getState().dataSaver, readConnection().saveData);
}

export function useDataSaver(): boolean {
  const chosen = useDataSettings((state) => state.dataSaver);
  const { saveData } = useConnection();
  return resolveDataSaver(chosen, saveData);
}

export function useMediaPolicy(userId: string | null | undefined): MediaPolicy {
  return useDataSettings((state) => (userId ? state.mediaPolicies[userId] : undefined) ?? DEFAULT_MEDIA_POLICY);
}

export function getMediaPolicy(userId: string | null | undefined): MediaPolicy {
  return (userId ? useDataSettings.getState().mediaPolicies[userId] : undefined) ?? DEFAULT_MEDIA_POLICY;
}
