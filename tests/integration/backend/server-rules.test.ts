// The hardening rules the database enforces whatever a client sends: what each role may call, server-kept columns,
// masked secrets, removals reaching devices, rows that become visible, and checkpoints from another history.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_KEPT_COLUMNS } from '../../../src/db/sync/server-kept-columns.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { pull, pullToEnd, push } from '../support/sync-calls.ts';

let backend: TestBackend;
let author: TestUser;
let reader: TestUser;
let teacher: TestUser;
let admin: TestUser;

async function createPublishedCourse(owner: TestUser, price = 0): Promise<{ courseId: string; moduleId: string; lessonId: string }> {
  const courseId = randomUUID();
  const moduleId = randomUUID();
  const lessonId = randomUUID();
  const c = owner.client;
  expect(
    (await c.from('courses').insert({ id: courseId, instructor_id: owner.id, title: 'Rules course', description: 'Long enough description.', category: 'programming', price }))
      .error,
  ).toBeNull();
  expect((await c.from('course_modules').insert({ id: moduleId, course_id: courseId, title: 'Module', order_index: 0 })).error).toBeNull();
  expect((await c.from('lessons').insert({ id: lessonId, module_id: moduleId, title: 'Lesson one', content: 'v1', order_index: 0 })).error).toBeNull();
  expect((await c.from('courses').update({ status: 'published' }).eq('id', courseId)).error).toBeNull();
  return { courseId, moduleId, lessonId };
}

beforeAll(async () => {
  backend = await startTestBackend();
  [author, reader, teacher, admin] = await Promise.all([
    createTestUser(backend, { fullName: 'Amina Author' }),
    createTestUser(backend, { fullName: 'Rafiki Reader' }),
    createTestUser(backend, { fullName: 'Tunde Teacher', roles: ['instructor'] }),
    createTestUser(backend, { fullName: 'Ada Admin', roles: ['admin'] }),
  ]);
});

afterAll(async () => {
  await backend?.stop();
});

describe('functions callable through the API', () => {
  const allowList = {
    anon: ['course_outline', 'record_referral_click', 'verify_api_key'],
    authenticated: ['admin_overview', 'attach_referral', 'course_outline', 'moderate_content', 'record_discussion_views', 'record_referral_click', 'request_refund', 'review_application', 'search_people', 'set_user_role', 'sync_pull', 'sync_push', 'verify_api_key'],
  };

  it('each role can execute exactly its allow-listed functions in the exposed schema', async () => {
    for (const [role, allowed] of Object.entries(allowList)) {
      const rows = await backend.sql<{ name: string }>(
        `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and has_function_privilege($1, p.oid, 'execute') order by 1`,
        [role],
      );
      expect(rows.map((r) => r.name), role).toEqual(allowed);
    }
  });

  it('internal helpers answer 404 over /rest/v1/rpc, for anon and signed-in users alike', async () => {
    const anon = createTestClient(backend);
    for (const [name, args] of [
      ['has_role', { _role: 'admin', _user_id: admin.id }],
      ['is_admin', {}],
      ['profile_card', { _id: admin.id }],
      ['sync_row_json', { _table: 'courses', _row: {} }],
    ] as const) {
      expect((await anon.rpc(name, args)).status, `anon ${name}`).toBe(404);
      expect((await reader.client.rpc(name, args)).status, `authenticated ${name}`).toBe(404);
    }
  });
});

describe('server-kept columns', () => {
  it('are listed once: the database list equals the client list', async () => {
    const rows = await backend.sql<{ table_name: string; column_name: string }>('select table_name, column_name from private.server_kept_columns');
    const fromDatabase: Record<string, string[]> = {};
    for (const row of rows) (fromDatabase[row.table_name] ??= []).push(row.column_name);
    const sorted = (lists: Record<string, readonly string[]>) => Object.fromEntries(Object.entries(lists).map(([table, columns]) => [table, [...columns].sort()]));
    expect(sorted(fromDatabase)).toEqual(sorted(SERVER_KEPT_COLUMNS));
  });

  it('an author cannot pin or inflate their discussion, by REST or by sync', async () => {
    const id = randomUUID();
    const inserted = await author.client.from('discussions').insert({ id, author_id: author.id, title: 'Inflated?', content: 'Body text here', upvotes: 500, view_count: 9000, is_pinned: true });
    expect(inserted.error).toBeNull();
    const read = async () => (await backend.sql<{ upvotes: number; view_count: number; is_pinned: boolean }>('select upvotes, view_count, is_pinned from discussions where id = $1', [id]))[0];
    expect(await read()).toEqual({ upvotes: 0, view_count: 0, is_pinned: false });

    expect((await author.client.from('discussions').update({ upvotes: 77, view_count: 77, is_pinned: true }).eq('id', id)).error).toBeNull();
    expect(await read()).toEqual({ upvotes: 0, view_count: 0, is_pinned: false });

    const [current] = await backend.sql<{ _xid: string }>('select _xid from discussions where id = $1', [id]);
    const pushed = await push(author, [{ table: 'discussions', base_xid: Number(current!._xid), row: { id, author_id: author.id, title: 'Inflated?', content: 'Edited body text', upvotes: 42, is_pinned: true } }]);
    expect(pushed).toMatchObject({ conflicts: [], rejected: [] });
    expect(await read()).toEqual({ upvotes: 0, view_count: 0, is_pinned: false });

    // Admins moderate: they may pin (and the counters still stay the server's).
    expect((await admin.client.from('discussions').update({ is_pinned: true, upvotes: 3 }).eq('id', id)).error).toBeNull();
    expect(await read()).toEqual({ upvotes: 0, view_count: 0, is_pinned: true });
  });

  it('an application starts pending whatever the applicant sends', async () => {
    const id = randomUUID();
    const res = await reader.client.from('instructor_applications').insert({
      id, user_id: reader.id, full_name: 'Rafiki', email: 'rafiki@example.test', expertise: 'x', experience: 'y', course_topics: 'z', why_teach: 'w', status: 'approved',
    });
    expect(res.error).toBeNull();
    expect(await backend.sql('select status from instructor_applications where id = $1', [id])).toEqual([{ status: 'pending' }]);
    const viaSync = randomUUID();
    await push(reader, [{ table: 'affiliate_applications', base_xid: null, row: { id: viaSync, user_id: reader.id, full_name: 'R', email: 'r@example.test', platform_type: 'blog', audience_size: '1k', niche: 'n', marketing_experience: 'm', why_affiliate: 'w', status: 'approved' } }]);
    expect(await backend.sql('select status from affiliate_applications where id = $1', [viaSync])).toEqual([{ status: 'pending' }]);
  });

  it('re-activating a deleted enrolment of a paid course passes the paid-course check again', async () => {
    const { courseId } = await createPublishedCourse(teacher, 30);
    const enrollmentId = randomUUID();
    // Made on the server side (a refund or a past payment), then ended.
    await backend.sql('insert into enrollments (id, student_id, course_id, _deleted) values ($1, $2, $3, true)', [enrollmentId, reader.id, courseId]);
    const res = await reader.client.from('enrollments').update({ _deleted: false }).eq('id', enrollmentId);
    expect(res.error?.message).toMatch(/paid course/);
    expect(await backend.sql('select _deleted from enrollments where id = $1', [enrollmentId])).toEqual([{ _deleted: true }]);
  });

  it('a retried push whose server-kept column a trigger rewrote counts as applied, not as a conflict', async () => {
    const { courseId, lessonId } = await createPublishedCourse(teacher);
    await reader.client.from('enrollments').insert({ student_id: reader.id, course_id: courseId });
    const id = randomUUID();
    const change = { table: 'lesson_progress', base_xid: null, row: { id, student_id: reader.id, lesson_id: lessonId, course_id: null, completed_at: '2026-11-22T08:00:00.000Z' } };
    expect(await push(reader, [change])).toMatchObject({ conflicts: [], rejected: [] });
    expect(await backend.sql('select course_id from lesson_progress where id = $1', [id])).toEqual([{ course_id: courseId }]);
    expect(await push(reader, [change])).toMatchObject({ conflicts: [], rejected: [] });
  });
});

describe('masked secrets', () => {
  it('a masked or absent credential pushed back leaves the stored secret intact; a typed one replaces it', async () => {
    const id = randomUUID();
    const secret = 'sk-live-0123456789abcdefWXYZ';
    await push(reader, [{ table: 'tech_connections', base_xid: null, row: { id, user_id: reader.id, tech_id: 'ai', credentials: { apiKey: secret, model: 'gpt-4o' }, is_active: true } }]);
    const pulled = (await pull(reader, { tech_connections: null })).tech_connections!.rows.find((r) => r.id === id)!;
    expect(pulled.credentials).toEqual({ apiKey: '••••WXYZ', model: '••••t-4o' });

    // A device edits the row it received (masked values) and pushes it back.
    const echoed = await push(reader, [{ table: 'tech_connections', base_xid: pulled._xid, row: { id, user_id: reader.id, tech_id: 'ai', credentials: pulled.credentials, is_active: false } }]);
    expect(echoed).toMatchObject({ conflicts: [], rejected: [] });
    expect(await backend.sql('select credentials, is_active from tech_connections where id = $1', [id])).toEqual([{ credentials: { apiKey: secret, model: 'gpt-4o' }, is_active: false }]);

    // REST: an absent key keeps its value, a typed one replaces only itself.
    expect((await reader.client.from('tech_connections').update({ credentials: { model: 'gpt-5' } }).eq('id', id)).error).toBeNull();
    expect(await backend.sql('select credentials from tech_connections where id = $1', [id])).toEqual([{ credentials: { apiKey: secret, model: 'gpt-5' } }]);
  });
});

describe('removals and visibility reach devices', () => {
  it('a hard delete reaches other devices as a removal; an owner-only delete reaches only its owner', async () => {
    const id = randomUUID();
    await author.client.from('discussions').insert({ id, author_id: author.id, title: 'To be deleted', content: 'A body long enough' });
    const before = await pullToEnd(reader, 'discussions');
    expect(before.byId.get(id)?._deleted).toBe(false);
    expect((await author.client.from('discussions').delete().eq('id', id)).error).toBeNull();
    const after = await pullToEnd(reader, 'discussions', before.checkpoint);
    expect(after.byId.get(id)).toMatchObject({ id, _deleted: true });

    const keyId = randomUUID();
    await author.client.from('api_keys').insert({ id: keyId, user_id: author.id, name: 'k', api_key_hash: 'a'.repeat(64), api_key_last4: 'aaaa' });
    const authorKeys = await pullToEnd(author, 'api_keys');
    const readerKeys = await pullToEnd(reader, 'api_keys');
    await author.client.from('api_keys').delete().eq('id', keyId);
    expect((await pullToEnd(author, 'api_keys', authorKeys.checkpoint)).byId.get(keyId)).toMatchObject({ _deleted: true });
    expect((await pullToEnd(reader, 'api_keys', readerKeys.checkpoint)).byId.has(keyId)).toBe(false);
  });

  it('a course deleted with its account (cascade) is removed from other devices', async () => {
    const gone = await createTestUser(backend, { roles: ['instructor'] });
    const { courseId, moduleId } = await createPublishedCourse(gone);
    const courses = await pullToEnd(reader, 'courses');
    const modules = await pullToEnd(reader, 'course_modules');
    expect(courses.byId.has(courseId)).toBe(true);
    await backend.sql('delete from auth.users where id = $1', [gone.id]);
    expect((await pullToEnd(reader, 'courses', courses.checkpoint)).byId.get(courseId)).toMatchObject({ _deleted: true });
    expect((await pullToEnd(reader, 'course_modules', modules.checkpoint)).byId.get(moduleId)).toMatchObject({ _deleted: true });
  });

  it('an unpublished course leaves learners’ devices but stays on its instructor’s, and comes back when republished', async () => {
    const { courseId, moduleId, lessonId } = await createPublishedCourse(teacher);
    await reader.client.from('enrollments').insert({ student_id: reader.id, course_id: courseId });
    const learnerLessons = await pullToEnd(reader, 'lessons');
    const learnerCourses = await pullToEnd(reader, 'courses');
    const teacherCourses = await pullToEnd(teacher, 'courses');
    const learnerModules = await pullToEnd(reader, 'course_modules');
    expect(learnerLessons.byId.get(lessonId)?.content).toBe('v1');

    expect((await teacher.client.from('courses').update({ status: 'draft' }).eq('id', courseId)).error).toBeNull();
    // Edited while the learner cannot see it: RLS hides it from their pulls.
    expect((await teacher.client.from('lessons').update({ content: 'v2' }).eq('id', lessonId)).error).toBeNull();
    const hiddenCourses = await pullToEnd(reader, 'courses', learnerCourses.checkpoint);
    const hiddenLessons = await pullToEnd(reader, 'lessons', learnerLessons.checkpoint);
    expect(hiddenCourses.byId.get(courseId)).toMatchObject({ _deleted: true });
    expect(hiddenLessons.byId.get(lessonId)).toMatchObject({ _deleted: true });
    const modulesRemoved = await pullToEnd(reader, 'course_modules', learnerModules.checkpoint);
    expect(modulesRemoved.byId.get(moduleId)).toMatchObject({ _deleted: true });
    expect((await pullToEnd(teacher, 'courses', teacherCourses.checkpoint)).byId.get(courseId)).toMatchObject({ _deleted: false, status: 'draft' });

    expect((await teacher.client.from('courses').update({ status: 'published' }).eq('id', courseId)).error).toBeNull();
    const back = await pullToEnd(reader, 'lessons', hiddenLessons.checkpoint);
    expect(back.byId.get(lessonId)).toMatchObject({ _deleted: false, content: 'v2' });
    expect((await pullToEnd(reader, 'courses', hiddenCourses.checkpoint)).byId.get(courseId)).toMatchObject({ _deleted: false });
  });

  it('an ended enrolment removes the course’s lessons from the learner’s device', async () => {
    const { courseId, lessonId } = await createPublishedCourse(teacher);
    const enrollmentId = randomUUID();
    await reader.client.from('enrollments').insert({ id: enrollmentId, student_id: reader.id, course_id: courseId });
    const lessons = await pullToEnd(reader, 'lessons');
    expect(lessons.byId.get(lessonId)?._deleted).toBe(false);
    await reader.client.from('enrollments').update({ _deleted: true }).eq('id', enrollmentId);
    expect((await pullToEnd(reader, 'lessons', lessons.checkpoint)).byId.get(lessonId)).toMatchObject({ _deleted: true });
  });
});

describe('server epoch', () => {
  it('a checkpoint from another epoch, or beyond this history, is answered from the start with reset', async () => {
    const first = (await pull(reader, { profiles: null })).profiles!;
    expect(first.reset).toBe(false);
    expect(first.checkpoint?.epoch).toMatch(/^[0-9a-f-]{36}$/);
    const same = (await pull(reader, { profiles: first.checkpoint })).profiles!;
    expect(same).toMatchObject({ rows: [], reset: false });

    const foreign = (await pull(reader, { profiles: { ...first.checkpoint!, epoch: randomUUID() } })).profiles!;
    expect(foreign.reset).toBe(true);
    expect(foreign.rows.map((r) => r.id)).toEqual([reader.id]);
    expect(foreign.checkpoint?.epoch).toBe(first.checkpoint?.epoch);

    const future = (await pull(reader, { profiles: { ...first.checkpoint!, xid: 2 ** 52 } })).profiles!;
    expect(future.reset).toBe(true);
    expect(future.rows.map((r) => r.id)).toEqual([reader.id]);
  });

  it('a write based on a row this database never had is inserted (the server was reset), not refused', async () => {
    const id = randomUUID();
    const result = await push(author, [{ table: 'discussions', base_xid: 987654, row: { id, author_id: author.id, title: 'Written before the reset', content: 'kept as it was' } }]);
    expect(result).toMatchObject({ conflicts: [], rejected: [] });
    expect(await backend.sql('select title from discussions where id = $1', [id])).toEqual([{ title: 'Written before the reset' }]);
    // A row this database did remove stays removed: that write is a conflict.
    await author.client.from('discussions').delete().eq('id', id);
    const again = await push(author, [{ table: 'discussions', base_xid: 987654, row: { id, author_id: author.id, title: 'Edited after it was deleted', content: 'A body long enough' } }]);
    expect(again.conflicts).toEqual([{ table: 'discussions', id, row: null }]);
  });
});
