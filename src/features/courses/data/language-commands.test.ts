// The course's language (issue 25): the creator's interface language by default, their choice otherwise, shipped languages only.
import { afterEach, describe, expect, it } from 'vitest';
import { createMaarifaDatabase, type MaarifaDatabase } from '../../../db/database.ts';
import { createTestDatabaseName, createTestStorage } from '../../../db/test-storage.ts';
import { activateLocale } from '../../../lib/i18n/i18n.ts';
import { createCourse, updateCourseLanguage } from './commands.ts';

const open: MaarifaDatabase[] = [];
afterEach(async () => {
  await activateLocale('en');
  await Promise.all(open.splice(0).map((db) => db.remove()));
});

async function openDb(): Promise<MaarifaDatabase> {
  const db = await createMaarifaDatabase({ name: createTestDatabaseName('course-language'), storage: createTestStorage(), multiInstance: false, devMode: true, collections: ['courses'] });
  open.push(db);
  return db;
}

const validCourse = { title: 'Kilimo bora', description: 'Kilimo cha mboga kwa wakulima wadogo.', category: 'other', price: '0', thumbnail_url: '' };

async function languageOf(db: MaarifaDatabase, result: Awaited<ReturnType<typeof createCourse>>): Promise<string | undefined> {
  if (!result.ok) throw new Error(result.error);
  return (await db.courses.findOne(result.value.id).exec())?.language;
}

describe('course language', () => {
  it("defaults to the creator's interface language", async () => {
    const db = await openDb();
    expect(await languageOf(db, await createCourse(db, crypto.randomUUID(), validCourse))).toBe('en');
    await activateLocale('sw');
    expect(await languageOf(db, await createCourse(db, crypto.randomUUID(), validCourse))).toBe('sw');
  });

  it('keeps the language the creator chose, and refuses one Maarifa does not ship', async () => {
    const db = await openDb();
    expect(await languageOf(db, await createCourse(db, crypto.randomUUID(), { ...validCourse, language: 'fr' }))).toBe('fr');
    const refused = await createCourse(db, crypto.randomUUID(), { ...validCourse, language: 'de' as never });
    expect(refused).toEqual({ ok: false, error: 'Choose one of the listed languages.', fieldErrors: { language: 'Choose one of the listed languages.' } });
  });

  it('the creator changes it in the editor', async () => {
    const db = await openDb();
    const created = await createCourse(db, crypto.randomUUID(), validCourse);
    if (!created.ok) throw new Error(created.error);
    expect(await updateCourseLanguage(db, created.value.id, 'yo')).toEqual({ ok: true, value: { id: created.value.id } });
    expect((await db.courses.findOne(created.value.id).exec())?.language).toBe('yo');
    expect((await updateCourseLanguage(db, created.value.id, 'xx')).ok).toBe(false);
    expect((await db.courses.findOne(created.value.id).exec())?.language).toBe('yo');
  });
});
