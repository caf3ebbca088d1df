// Unit tests of the data rules: setting × connection → start, wait or ask; connection types; Save-Data as the default; the stored shape; per-learner policies.
import { describe, expect, it } from 'vitest';
import { readStoredJson } from './stored-json';
import { classifyConnectionType, decideMediaDownload, DEFAULT_MEDIA_POLICY, getMediaPolicy, MEDIA_POLICIES, DATA_SETTINGS_STORAGE_KEY, resolveDataSaver, storedDataSettingsShape, useDataSettings, type ConnectionKind, type MediaRequest } from './data-settings';

const request = (overrides: Partial<MediaRequest>): MediaRequest => ({ policy: 'always', dataSaver: false, connection: 'unknown', confirmed: false, ...overrides });
const connections: ConnectionKind[] = ['unmetered', 'metered', 'unknown'];

describe('decideMediaDownload', () => {
  it('always: starts at once, whatever the connection, unless data saver wants a tap', () => {
    for (const connection of connections) {
      expect(decideMediaDownload(request({ policy: 'always', connection }))).toBe('start');
      expect(decideMediaDownload(request({ policy: 'always', connection, dataSaver: true }))).toBe('ask');
      expect(decideMediaDownload(request({ policy: 'always', connection, dataSaver: true, confirmed: true }))).toBe('start');
    }
  });

  it('Wi-Fi only: starts on Wi-Fi, waits on mobile data even when confirmed, asks when the browser cannot tell', () => {
    for (const confirmed of [false, true]) {
      expect(decideMediaDownload(request({ policy: 'wifi-only', connection: 'unmetered', confirmed }))).toBe('start');
      expect(decideMediaDownload(request({ policy: 'wifi-only', connection: 'metered', confirmed }))).toBe('wait');
      expect(decideMediaDownload(request({ policy: 'wifi-only', connection: 'unknown', confirmed }))).toBe('ask');
      expect(decideMediaDownload(request({ policy: 'wifi-only', connection: 'metered', confirmed, dataSaver: true }))).toBe('wait');
    }
    // Data saver on Wi-Fi: a video still waits for a tap; a confirmed download goes.
    expect(decideMediaDownload(request({ policy: 'wifi-only', connection: 'unmetered', dataSaver: true }))).toBe('ask');
    expect(decideMediaDownload(request({ policy: 'wifi-only', connection: 'unmetered', dataSaver: true, confirmed: true }))).toBe('start');
  });

  it('ask every time: asks until the learner confirms, on every connection', () => {
    for (const connection of connections) {
      for (const dataSaver of [false, true]) {
        expect(decideMediaDownload(request({ policy: 'ask', connection, dataSaver }))).toBe('ask');
        expect(decideMediaDownload(request({ policy: 'ask', connection, dataSaver, confirmed: true }))).toBe('start');
      }
    }
  });

  it('answers for every combination, and never starts unconfirmed with data saver on', () => {
    for (const policy of MEDIA_POLICIES) {
      for (const connection of connections) {
        const answer = decideMediaDownload(request({ policy, connection, dataSaver: true }));
        expect(['wait', 'ask']).toContain(answer);
      }
    }
  });
});

describe('classifyConnectionType', () => {
  it('treats Wi-Fi and wired as unmetered, cellular as metered, anything else as unknown', () => {
    expect(classifyConnectionType('wifi')).toBe('unmetered');
    expect(classifyConnectionType('ethernet')).toBe('unmetered');
    expect(classifyConnectionType('cellular')).toBe('metered');
    expect(classifyConnectionType(undefined)).toBe('unknown');
    expect(classifyConnectionType('unknown')).toBe('unknown');
    expect(classifyConnectionType('other')).toBe('unknown');
    expect(classifyConnectionType('none')).toBe('unknown');
  });
});

describe('resolveDataSaver', () => {
  it("follows the browser's Save-Data until the learner chooses", () => {
    expect(resolveDataSaver(null, true)).toBe(true);
    expect(resolveDataSaver(null, false)).toBe(false);
    expect(resolveDataSaver(false, true)).toBe(false);
    expect(resolveDataSaver(true, false)).toBe(true);
  });
});

describe('useDataSettings', () => {
  it("keeps each learner's media policy apart and forgets one learner's at sign-out, keeping data saver", () => {
    const store = useDataSettings.getState();
    store.setDataSaver(true);
    store.setMediaPolicy('learner-a', 'wifi-only');
    store.setMediaPolicy('learner-b', 'ask');
    expect(getMediaPolicy('learner-a')).toBe('wifi-only');
    expect(getMediaPolicy('learner-b')).toBe('ask');
    expect(getMediaPolicy('someone-else')).toBe(DEFAULT_MEDIA_POLICY);
    expect(getMediaPolicy(null)).toBe(DEFAULT_MEDIA_POLICY);
    useDataSettings.getState().forgetUser('learner-a');
    expect(getMediaPolicy('learner-a')).toBe(DEFAULT_MEDIA_POLICY);
    expect(getMediaPolicy('learner-b')).toBe('ask');
    expect(useDataSettings.getState().dataSaver).toBe(true);
  });
});

describe('the stored settings', () => {
  const storageWith = (value: unknown) => ({ getItem: (key: string) => (key === DATA_SETTINGS_STORAGE_KEY ? JSON.stringify(value) : null) });
  const read = (value: unknown) => readStoredJson(DATA_SETTINGS_STORAGE_KEY, storedDataSettingsShape, storageWith(value));

  it('take a stored value that passes the schema, and read anything else as nothing chosen', () => {
    expect(read({ dataSaver: true, mediaPolicies: { u1: 'wifi-only' } })).toEqual({ dataSaver: true, mediaPolicies: { u1: 'wifi-only' } });
    expect(read({ dataSaver: null, mediaPolicies: {} })).toEqual({ dataSaver: null, mediaPolicies: {} });
    expect(read({ dataSaver: 'yes', mediaPolicies: {} })).toBeNull();
    expect(read({ dataSaver: false, mediaPolicies: { u1: 'sometimes' } })).toBeNull();
    expect(read({ dataSaver: false })).toBeNull();
    expect(readStoredJson(DATA_SETTINGS_STORAGE_KEY, storedDataSettingsShape, { getItem: () => '{not json' })).toBeNull();
  });
});
