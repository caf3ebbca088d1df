// The device's copy of the XP levels and rules (src/lib/xp.ts) is what the server grants by: the same ten levels and
// the same points and daily caps, so '+N XP pending' and a level's progress never disagree with the server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { XP_LEVELS, XP_RULES } from '../../../src/lib/xp.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

it('levels and rules match the server tables', async () => {
  const levels = await backend.sql<{ level: number; title: string; min_xp: number }>('select level, title, min_xp from xp_levels order by level');
  expect(levels.map((l) => ({ level: l.level, title: l.title, minXp: l.min_xp }))).toEqual(XP_LEVELS.map((l) => ({ ...l })));
  const rules = await backend.sql<{ kind: string; points: number; daily_cap: number | null }>('select kind, points, daily_cap from xp_rules order by kind');
  expect(Object.fromEntries(rules.map((r) => [r.kind, { points: r.points, dailyCap: r.daily_cap }]))).toEqual(XP_RULES);
});
