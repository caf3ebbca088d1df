// When an update may download by itself: always, except a large one while data saver is on off Wi-Fi and not approved.
import { describe, expect, it } from 'vitest';
import { LARGE_UPDATE_BYTES, mayInstallUpdate } from './update-policy';

describe('mayInstallUpdate', () => {
  it('installs any update when the learner is not saving data', () => {
    expect(mayInstallUpdate({ deferLarge: false, approved: false }, 5 * LARGE_UPDATE_BYTES)).toBe(true);
  });

  it('saving data off Wi-Fi, a small update installs and a large one waits', () => {
    expect(mayInstallUpdate({ deferLarge: true, approved: false }, LARGE_UPDATE_BYTES)).toBe(true);
    expect(mayInstallUpdate({ deferLarge: true, approved: false }, LARGE_UPDATE_BYTES + 1)).toBe(false);
  });

  it('a large update the learner tapped Download for installs', () => {
    expect(mayInstallUpdate({ deferLarge: true, approved: true }, 10 * LARGE_UPDATE_BYTES)).toBe(true);
  });
});
