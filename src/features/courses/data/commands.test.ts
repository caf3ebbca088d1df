// Unit tests of the course commands: validation messages, storage conversions, ordering, publish rule.
import { afterEach, describe, expect, it } from 'vitest';
import { createMaarifaDatabase, type MaarifaDatabase } from '../../../db/database.ts';
import { createTestDatabaseName, createTestStorage } from '../../../db/test-storage.ts';
import { addLesson, addModule, createCourse, deleteLesson, enrollInCourse, markLessonComplete, publishCourse, updateCourseSelling } from './commands.ts';

const open: MaarifaDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.remove()));
});

async function openDb(): Promise<MaarifaDatabase> {
  const db = await createMaarifaDatabase({
    name: createTestDatabaseName('courses'),
    storage: createTestStorage(),
    multiInstance: false,
    devMode: true,
    collections: ['courses', 'course_modules', 'lessons', 'learning'],
  });
  open.push(db);
  return db;
}

const validCourse = { title: 'Intro to Swahili', description: 'Learn the basics of Swahili.', category: 'other', difficulty: 'beginner' as const, price: '0', thumbnail_url: '' };

describe('course commands', () => {
  it('keeps the affiliate rate the creator sets (0 by default) and refuses one outside 0..30 (issue 24)', async () => {
    const db = await openDb();
    const plain = await createCourse(db, crypto.randomUUID(), validCourse);
    const rated = await createCourse(db, crypto.randomUUID(), { ...validCourse, price: '49', affiliate_percent: '20' });
    if (!plain.ok || !rated.ok) throw new Error('not created');
    expect((await db.courses.findOne(plain.value.id).exec())?.affiliate_percent).toBe(0);
    expect((await db.courses.findOne(rated.value.id).exec())?.toJSON()).toMatchObject({ price: 49, affiliate_percent: 20 });
    expect(await updateCourseSelling(db, rated.value.id, { price: '49', affiliate_percent: '31' })).toEqual({
      ok: false,
      error: 'Affiliate commission must be a whole number from 0 to 30',
      fieldErrors: { affiliate_percent: 'Affiliate commission must be a whole number from 0 to 30' },
    });
    expect((await updateCourseSelling(db, rated.value.id, { price: '59.5', affiliate_percent: '30' })).ok).toBe(true);
    expect((await db.courses.findOne(rated.value.id).exec())?.toJSON()).toMatchObject({ price: 59.5, affiliate_percent: 30 });
  });

  it('refuses to create a course without a signed-in user', async () => {
    const db = await openDb();
    expect(await createCourse(db, null, validCourse)).toEqual({ ok: false, error: 'You must be logged in to create a course', fieldErrors: {} });
  });

  it('validates with the spec messages', async () => {
    const db = await openDb();
    const result = await createCourse(db, crypto.randomUUID(), { ...validCourse, title: 'ab', description: 'short', category: '', price: -1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      category: 'Please select a category',
      price: 'Price must be 0 or greater',
    });
  });

  it('stores a draft with the empty thumbnail as null and lists it sorted', async () => {
    const db = await openDb();
    const result = await createCourse(db, crypto.randomUUID(), validCourse);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const course = await db.courses.findOne(result.value.id).exec();
    expect(course?.status).toBe('draft');
    expect(course?.thumbnail_url).toBeNull();
    expect(course?.price).toBe(0);
    const sorted = await db.courses.find({ selector: { status: 'draft' }, sort: [{ created_at: 'desc' }] }).exec();
    expect(sorted).toHaveLength(1);
  });

  it('orders modules and lessons from 0 and converts empty lesson fields', async () => {
    const db = await openDb();
    const course = await createCourse(db, crypto.randomUUID(), validCourse);
    if (!course.ok) throw new Error('course not created');
    expect((await publishCourse(db, course.value.id)).ok).toBe(false);
    const first = await addModule(db, course.value.id, { title: 'Greetings' });
    const second = await addModule(db, course.value.id, { title: 'Numbers' });
    if (!first.ok || !second.ok) throw new Error('modules not created');
    expect((await db.course_modules.findOne(second.value.id).exec())?.order_index).toBe(1);
    expect((await addModule(db, course.value.id, { title: '   ' })).ok).toBe(false);

    const lesson = await addLesson(db, first.value.id, { title: 'Jambo', content: '', video_url: '', duration: '' });
    if (!lesson.ok) throw new Error('lesson not created');
    const stored = await db.lessons.findOne(lesson.value.id).exec();
    expect(stored?.toJSON()).toMatchObject({ content: null, video_url: null, duration: 0, is_free: false, order_index: 0 });
    expect((await addLesson(db, first.value.id, { title: 'Habari', video_url: 'not a url' })).ok).toBe(false);

    await deleteLesson(db, lesson.value.id);
    expect(await db.lessons.findOne(lesson.value.id).exec()).toBeNull();
    expect((await publishCourse(db, course.value.id)).ok).toBe(true);
    expect((await db.courses.findOne(course.value.id).exec())?.status).toBe('published');
  });

  it('enrols a learner only once', async () => {
    const db = await openDb();
    const student = crypto.randomUUID();
    const course = crypto.randomUUID();
    const first = await enrollInCourse(db, student, course);
    const again = await enrollInCourse(db, student, course);
    expect(first.ok && again.ok && first.value.id === again.value.id).toBe(true);
  });

  it('refuses to enrol in a paid course: only the server enrols a buyer, after a verified payment', async () => {
    const db = await openDb();
    const paid = await createCourse(db, crypto.randomUUID(), { ...validCourse, price: '49' });
    if (!paid.ok) throw new Error('course not created');
    const result = await enrollInCourse(db, crypto.randomUUID(), paid.value.id);
    expect(result).toMatchObject({ ok: false, error: 'This is a paid course: buy it to enrol.' });
    expect(await db.learning.count({ selector: { kind: 'enrollment' } }).exec()).toBe(0);
  });

  it('records a lesson completion once, with its course', async () => {
    const db = await openDb();
    const student = crypto.randomUUID();
    const first = await markLessonComplete(db, student, 'lesson-1', 'course-1');
    const again = await markLessonComplete(db, student, 'lesson-1', 'course-1');
    expect(first.ok && again.ok && first.value.id === again.value.id).toBe(true);
    const rows = await db.learning.find({ selector: { kind: 'lesson_progress' } }).exec();
    expect(rows.map((row) => [row.lesson_id, row.course_id])).toEqual([['lesson-1', 'course-1']]);
  });
});
