// Unit tests of the spec §5 storage conversions.
import { describe, expect, it } from 'vitest';
import { convertDurationToMinutes, convertEmptyToNull, splitSkills } from './conversions.ts';

describe('storage conversions', () => {
  it('stores empty thumbnail, video and content as null', () => {
    expect(convertEmptyToNull('')).toBeNull();
    expect(convertEmptyToNull('   ')).toBeNull();
    expect(convertEmptyToNull(undefined)).toBeNull();
    expect(convertEmptyToNull('https://x.test/a.png')).toBe('https://x.test/a.png');
  });

  it('stores an empty duration as 0', () => {
    expect(convertDurationToMinutes('')).toBe(0);
    expect(convertDurationToMinutes(undefined)).toBe(0);
    expect(convertDurationToMinutes('15')).toBe(15);
    expect(convertDurationToMinutes(7)).toBe(7);
  });

  it('splits skills by commas, trims them and drops empties', () => {
    expect(splitSkills(' react, ,typescript ,, sql ')).toEqual(['react', 'typescript', 'sql']);
    expect(splitSkills('')).toEqual([]);
  });
});
