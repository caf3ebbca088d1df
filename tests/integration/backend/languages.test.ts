// Languages in the data (issue 25, supabase/schemas/01_roles_and_profiles.sql): profiles.language (one of the ten shipped languages or
// null, its owner's to write and read) and courses.language (one of the ten, English by default), through REST and sync.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../src/lib/i18n/locales.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { pull, pullToEnd, push } from '../support/sync-calls.ts';

let backend: TestBackend;
let learner: TestUser;
let other: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  [learner, other, teacher] = await Promise.all([
    createTestUser(backend, { fullName: 'Lina Learner' }),
    createTestUser(backend, { fullName: 'Omar Other' }),
    createTestUser(backend, { fullName: 'Tumi Teacher', roles: ['instructor'] }),
  ]);
});
afterAll(async () => {
  await backend?.stop();
});

async function profileLanguage(id: string): Promise<unknown> {
  const rows = await backend.sql<{ language: unknown }>('select language from public.profiles where id = $1', [id]);
  return rows[0]?.language;
}

describe('profiles.language', () => {
  it('is null until the learner picks a language', async () => {
    expect(await profileLanguage(learner.id)).toBeNull();
  });

  it('the check constraint lists exactly the ten shipped languages', async () => {
    for (const code of LOCALE_CODES) {
      await backend.sql('update public.profiles set language = $2 where id = $1', [learner.id, code]);
      expect(await profileLanguage(learner.id)).toBe(code);
    }
    await expect(backend.sql("update public.profiles set language = 'de' where id = $1", [learner.id])).rejects.toThrow(/profiles_language_shipped/);
    await backend.sql('update public.profiles set language = null where id = $1', [learner.id]);
    expect(await profileLanguage(learner.id)).toBeNull();
  });

  it('its owner writes it over REST; an unshipped code is refused with 23514', async () => {
    const ok = await learner.client.from('profiles').update({ language: 'sw' }).eq('id', learner.id).select('language');
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual([{ language: 'sw' }]);
    const bad = await learner.client.from('profiles').update({ language: 'xx' }).eq('id', learner.id);
    expect(bad.error?.code).toBe('23514');
    expect(await profileLanguage(learner.id)).toBe('sw');
  });

  it('nobody else reads or writes it', async () => {
    const read = await other.client.from('profiles').select('id, language').eq('id', learner.id);
    expect(read.data).toEqual([]);
    const write = await other.client.from('profiles').update({ language: 'fr' }).eq('id', learner.id).select('id');
    expect(write.data).toEqual([]);
    const anon = await createTestClient(backend).from('profiles').update({ language: 'fr' }).eq('id', learner.id).select('id');
    expect(anon.data ?? []).toEqual([]);
    expect(await profileLanguage(learner.id)).toBe('sw');
  });

  it('travels through sync: pushed by its owner, pulled by the same account on another device', async () => {
    const { byId } = await pullToEnd(learner, 'profiles');
    const row = byId.get(learner.id)!;
    expect(row.language).toBe('sw');
    const pushed = await push(learner, [{ table: 'profiles', base_xid: Number(row._xid), row: { id: learner.id, language: 'ha', _deleted: false } }]);
    expect(pushed.conflicts).toEqual([]);
    expect(pushed.rejected).toEqual([]);
    expect(await profileLanguage(learner.id)).toBe('ha');
    const fresh = await pull(learner, { profiles: null });
    expect(fresh.profiles!.rows.find((r) => r.id === learner.id)?.language).toBe('ha');
  });

  it('an unshipped code pushed by sync is rejected, and the stored language stays', async () => {
    const { byId } = await pullToEnd(learner, 'profiles');
    const row = byId.get(learner.id)!;
    const pushed = await push(learner, [{ table: 'profiles', base_xid: Number(row._xid), row: { id: learner.id, language: 'klingon', _deleted: false } }]);
    expect(pushed.rejected).toMatchObject([{ table: 'profiles', id: learner.id, code: '23514' }]);
    expect(await profileLanguage(learner.id)).toBe('ha');
  });
});

const courseRow = (patch: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  instructor_id: teacher.id,
  title: 'Kilimo cha mboga',
  description: 'Vegetable growing for small plots, in Kiswahili.',
  category: 'other',
  difficulty: 'beginner',
  price: 0,
  status: 'draft',
  _deleted: false,
  ...patch,
});

async function courseLanguage(id: string): Promise<unknown> {
  const rows = await backend.sql<{ language: unknown }>('select language from public.courses where id = $1', [id]);
  return rows[0]?.language;
}

describe('courses.language', () => {
  it('is English when the device does not send one (courses made before the column existed)', async () => {
    const row = courseRow();
    const pushed = await push(teacher, [{ table: 'courses', base_xid: null, row }]);
    expect(pushed.rejected).toEqual([]);
    expect(await courseLanguage(row.id)).toBe('en');
  });

  it('keeps the language the creator chose, and pulls it back', async () => {
    const row = courseRow({ language: 'sw' });
    const pushed = await push(teacher, [{ table: 'courses', base_xid: null, row }]);
    expect(pushed.rejected).toEqual([]);
    expect(await courseLanguage(row.id)).toBe('sw');
    const { byId } = await pullToEnd(teacher, 'courses');
    expect(byId.get(row.id)?.language).toBe('sw');
  });

  it('refuses a language Maarifa does not ship, and no language at all', async () => {
    const unshipped = courseRow({ language: 'de' });
    const missing = courseRow({ language: null });
    const pushed = await push(teacher, [
      { table: 'courses', base_xid: null, row: unshipped },
      { table: 'courses', base_xid: null, row: missing },
    ]);
    expect(pushed.rejected.map((r) => [r.id, r.code])).toEqual([
      [unshipped.id, '23514'],
      [missing.id, '23502'],
    ]);
    expect(await backend.sql('select id from public.courses where id = any($1::uuid[])', [[unshipped.id, missing.id]])).toEqual([]);
    await expect(backend.sql("update public.courses set language = 'EN' where instructor_id = $1", [teacher.id])).rejects.toThrow(/courses_language_shipped/);
  });

  it('the creator changes it over REST; visitors read it with the catalogue', async () => {
    const row = courseRow();
    await push(teacher, [{ table: 'courses', base_xid: null, row }]);
    const changed = await teacher.client.from('courses').update({ language: 'fr' }).eq('id', row.id).select('language');
    expect(changed.error).toBeNull();
    expect(changed.data).toEqual([{ language: 'fr' }]);
    const refused = await teacher.client.from('courses').update({ language: 'french' }).eq('id', row.id);
    expect(refused.error?.code).toBe('23514');
    // Only published courses are public; the constraint's column is part of what visitors may select.
    const published = await createTestClient(backend).from('courses').select('id, language').eq('status', 'published').limit(5);
    expect(published.error).toBeNull();
    for (const course of published.data ?? []) expect(LOCALE_CODES).toContain(course.language);
  });
});
