// loadWhenOnline: retries with growing waits online, waits for `online` offline, never rejects, warns when online tries run out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

const connection = { onLine: true };
const windowEvents = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers();
  connection.onLine = true;
  vi.stubGlobal('navigator', connection);
  vi.stubGlobal('window', windowEvents);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A load that fails `failures` times, then resolves with 'code'. */
function flakyLoad(failures: number) {
  return vi.fn(() => (failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve('code')));
}

describe('loadWhenOnline', () => {
  it('resolves at once when the first load succeeds', async () => {
    const load = flakyLoad(0);
    await expect(loadWhenOnline(load)).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('online, tries again after 0.5, 1 and 2 s until a load succeeds', async () => {
    const load = flakyLoad(3);
    const loaded = loadWhenOnline(load);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('offline, waits for the connection instead of rejecting, then loads, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    connection.onLine = false;
    const load = flakyLoad(1);
    let settled = false;
    const loaded = loadWhenOnline(load).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    connection.onLine = true;
    windowEvents.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after the last online retry it warns, waits for the next online event, and starts over then', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = flakyLoad(6);
    const loaded = loadWhenOnline(load);
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000 + 4000 + 7999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBeInstanceOf(TypeError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(6);
    windowEvents.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(7);
  });
});
