// The update's size: only what the waiting version adds, and the core only where it is kept.
import { describe, expect, it } from 'vitest';
import { updateBytes, type VersionFile } from './update-size';

const file = (url: string, bytes: number, revision: string | null = null, core = false): VersionFile => ({ url, revision, bytes, core });

describe('updateBytes', () => {
  const current = [file('index.html', 5000, 'a'), file('assets/vendor-1.js', 90000), file('assets/home-1.js', 4000, null, true)];

  it('counts a file whose hash or revision changed, and nothing that stayed the same', () => {
    const next = [file('index.html', 5100, 'b'), file('assets/vendor-1.js', 90000), file('assets/home-1.js', 4000, null, true)];
    expect(updateBytes(current, next, true)).toBe(5100);
  });

  it('counts new core files only on a device that keeps the core', () => {
    const next = [file('index.html', 5000, 'a'), file('assets/vendor-1.js', 90000), file('assets/home-2.js', 4200, null, true)];
    expect(updateBytes(current, next, true)).toBe(4200);
    expect(updateBytes(current, next, false)).toBe(0);
  });

  it('counts everything when the running version told nothing', () => {
    expect(updateBytes([], [file('index.html', 5000, 'a'), file('assets/vendor-1.js', 90000)], false)).toBe(95000);
  });
});
