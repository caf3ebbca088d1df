import { describe, expect, it } from 'vitest';
import { getLevelProgress, getLevelTitle, getPendingXp } from './xp';

describe('getLevelProgress', () => {
  it('places XP in the ten levels of spec §3', () => {
    expect(getLevelProgress(0)).toMatchObject({ level: 1, title: 'Beginner', toNext: 100, percent: 0, nextTitle: 'Learner' });
    expect(getLevelProgress(3450)).toMatchObject({ level: 7, title: 'Expert', toNext: 550, percent: 45, nextMinXp: 4000 });
    expect(getLevelProgress(4000)).toMatchObject({ level: 8, title: 'Master', toNext: 2000, percent: 0 });
    expect(getLevelProgress(12000)).toMatchObject({ level: 10, title: 'Legend', toNext: 0, percent: 100, nextMinXp: null });
  });
  it('names levels', () => {
    expect(getLevelTitle(9)).toBe('Guru');
    expect(getLevelTitle(42)).toBe('Beginner');
  });
});

describe('getPendingXp', () => {
  it('adds the points of unsent writes, each kind within its daily cap', () => {
    expect(getPendingXp({ lesson_completed: 1, comment_written: 1 })).toBe(15);
    expect(getPendingXp({ discussion_started: 9 })).toBe(75);
    expect(getPendingXp({})).toBe(0);
  });
});
