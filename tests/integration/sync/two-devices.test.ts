// Two devices of one instructor against the real local backend: offline creation, edits and deletes cross over; conflicts keep the losing version.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLesson, addModule, createCourse, deleteLesson, publishCourse } from '../../../src/features/courses/data/commands.ts';
import { reapplyConflict } from '../../../src/db/conflicts.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, waitFor, waitForState, type TestDevice } from './devices.ts';

let backend: TestBackend;
let user: TestUser;
const devices: TestDevice[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  user = await createTestUser(backend, { roles: ['instructor'], fullName: 'Amina Okafor' });
});
afterEach(async () => {
  for (const device of devices.splice(0)) await device.close();
});
afterAll(async () => {
  await backend?.stop();
});

async function open(): Promise<TestDevice> {
  const device = await openDevice(backend, user);
  devices.push(device);
  await waitForState(device, 'up-to-date');
  return device;
}

const courseInput = { title: 'Intro to Swahili', description: 'Greetings, numbers and everyday phrases.', category: 'other', difficulty: 'beginner' as const, price: '12.50', thumbnail_url: '' };

describe('two devices', () => {
  it('carries a course made offline on A, with modules and lessons, to B; then edits and deletes', async () => {
    const a = await open();
    const b = await open();
    a.network.offline = true;
    const course = await createCourse(a.db, user.id, courseInput);
    if (!course.ok) throw new Error(course.error);
    const module = await addModule(a.db, course.value.id, { title: 'Greetings' });
    if (!module.ok) throw new Error(module.error);
    const lessonOne = await addLesson(a.db, module.value.id, { title: 'Jambo', content: 'Hello!', duration: '5' });
    const lessonTwo = await addLesson(a.db, module.value.id, { title: 'Habari', video_url: 'https://video.example/habari.mp4', duration: '' });
    if (!lessonOne.ok || !lessonTwo.ok) throw new Error('lessons not created');
    await a.sync.syncNow();
    expect(a.sync.status.getState().state).toBe('offline');
    expect(a.sync.status.getState().pending).toBeGreaterThan(0);

    a.network.offline = false;
    await a.sync.syncNow();
    await waitForState(a, 'up-to-date');
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.lessons.count().exec()) === 2, 'lessons on B');
    const courseOnB = await b.db.courses.findOne(course.value.id).exec();
    expect(courseOnB?.toJSON()).toMatchObject({ title: 'Intro to Swahili', price: 12.5, status: 'draft', thumbnail_url: null, instructor_name: 'Amina Okafor' });
    expect((await b.db.lessons.findOne(lessonTwo.value.id).exec())?.toJSON()).toMatchObject({ duration: 0, content: null, video_url: 'https://video.example/habari.mp4', order_index: 1 });

    await (await a.db.courses.findOne(course.value.id).exec())!.incrementalPatch({ title: 'Swahili for travellers' });
    await deleteLesson(a.db, lessonOne.value.id);
    await a.sync.syncNow();
    await waitForState(a, 'up-to-date');
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.courses.findOne(course.value.id).exec())?.title === 'Swahili for travellers', 'edit on B');
    await waitFor(async () => (await b.db.lessons.findOne(lessonOne.value.id).exec()) === null, 'delete on B');
    expect(await a.db.conflicts.count().exec()).toBe(0);
    expect(await b.db.conflicts.count().exec()).toBe(0);
    const [row] = await backend.sql<{ title: string }>('select title from public.courses where id = $1', [course.value.id]);
    expect(row?.title).toBe('Swahili for travellers');
  });

  it('lets the server version win on both devices and keeps A\'s losing version in A\'s conflicts list', async () => {
    const a = await open();
    const b = await open();
    const course = await createCourse(a.db, user.id, courseInput);
    if (!course.ok) throw new Error(course.error);
    await a.sync.syncNow();
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.courses.findOne(course.value.id).exec()) !== null, 'course on B');

    a.network.offline = true;
    b.network.offline = true;
    await (await a.db.courses.findOne(course.value.id).exec())!.incrementalPatch({ title: 'Title written on A' });
    await (await b.db.courses.findOne(course.value.id).exec())!.incrementalPatch({ title: 'Title written on B' });
    b.network.offline = false;
    await b.sync.syncNow();
    await waitForState(b, 'up-to-date');
    a.network.offline = false;
    await a.sync.syncNow();
    await waitFor(async () => (await a.db.courses.findOne(course.value.id).exec())?.title === 'Title written on B', 'server version on A');
    await waitForState(a, 'up-to-date');
    await b.sync.syncNow();
    expect((await b.db.courses.findOne(course.value.id).exec())?.title).toBe('Title written on B');

    const conflicts = (await a.db.conflicts.find().exec()).map((doc) => doc.toJSON());
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ collection_name: 'courses', doc_id: course.value.id, reason: 'conflict' });
    expect((conflicts[0]!.local as { title: string }).title).toBe('Title written on A');
    expect((conflicts[0]!.server as { title: string }).title).toBe('Title written on B');
    expect(a.sync.status.getState().conflicts).toBe(1);
    expect(await b.db.conflicts.count().exec()).toBe(0);
  });

  it('publishes a course that was created, filled and published while offline', async () => {
    const a = await open();
    const b = await open();
    a.network.offline = true;
    const course = await createCourse(a.db, user.id, { ...courseInput, title: 'Published offline' });
    if (!course.ok) throw new Error(course.error);
    const module = await addModule(a.db, course.value.id, { title: 'Week one' });
    if (!module.ok) throw new Error(module.error);
    await addLesson(a.db, module.value.id, { title: 'Welcome', duration: 3 });
    expect((await publishCourse(a.db, course.value.id)).ok).toBe(true);
    a.network.offline = false;
    await a.sync.syncNow();
    await waitFor(async () => (await backend.sql<{ status: string }>('select status from public.courses where id = $1', [course.value.id]))[0]?.status === 'published', 'published on the server');
    await waitForState(a, 'up-to-date');
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.courses.findOne(course.value.id).exec())?.status === 'published', 'published on B');
    expect((await a.db.courses.findOne(course.value.id).exec())?.status).toBe('published');
    expect(await a.db.conflicts.count().exec()).toBe(0);
  });

  it('keeps a change the server refuses in the conflicts list with its message, and re-applies it after the fix', async () => {
    const a = await open();
    const course = await createCourse(a.db, user.id, { ...courseInput, title: 'Refused publish' });
    if (!course.ok) throw new Error(course.error);
    await a.sync.syncNow();
    // An older client could publish without a module; the database refuses it.
    await (await a.db.courses.findOne(course.value.id).exec())!.incrementalPatch({ status: 'published' });
    await a.sync.syncNow();
    await waitFor(async () => (await a.db.conflicts.count().exec()) === 1, 'rejection recorded', 30_000);
    await waitFor(async () => (await a.db.courses.findOne(course.value.id).exec())?.status === 'draft', 'server version restored');
    const [conflict] = await a.db.conflicts.find().exec();
    expect(conflict?.toJSON()).toMatchObject({ reason: 'rejected', code: '23514', message: 'A course needs at least one module before it can be published' });
    expect((conflict!.local as { status: string }).status).toBe('published');

    await addModule(a.db, course.value.id, { title: 'Now with a module' });
    await a.sync.syncNow();
    await waitForState(a, 'up-to-date');
    await reapplyConflict(a.db, conflict!.id);
    await a.sync.syncNow();
    await waitFor(async () => (await backend.sql<{ status: string }>('select status from public.courses where id = $1', [course.value.id]))[0]?.status === 'published', 'published after re-apply');
    expect(await a.db.conflicts.count().exec()).toBe(0);
  }, 60_000);
});
