// Row-level security through supabase-js: owners only, roles granted by superadmins, published-only catalogue, hidden paid lessons.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';

let backend: TestBackend;
let alice: TestUser; // learner, enrolled
let bob: TestUser; // learner, not enrolled
let teacher: TestUser; // instructor
let boss: TestUser; // superadmin
let anon: SupabaseClient;
const courseId = randomUUID();
const draftId = randomUUID();
const moduleId = randomUUID();
const freeLessonId = randomUUID();
const paidLessonId = randomUUID();

const course = (id: string, title: string) => ({
  id,
  instructor_id: teacher.id,
  title,
  description: 'A course long enough to pass the description rule.',
  category: 'programming',
  difficulty: 'beginner',
  price: 25,
});

beforeAll(async () => {
  backend = await startTestBackend();
  [alice, bob, teacher, boss] = await Promise.all([
    createTestUser(backend, { fullName: 'Alice Achieng' }),
    createTestUser(backend, { fullName: 'Bob Banda' }),
    createTestUser(backend, { fullName: 'Tendai Moyo', roles: ['instructor'] }),
    createTestUser(backend, { fullName: 'Sade Adeyemi', roles: ['superadmin'] }),
  ]);
  anon = createTestClient(backend);
  const t = teacher.client;
  expect((await t.from('courses').insert([course(courseId, 'Published course'), course(draftId, 'Draft course')])).error).toBeNull();
  expect((await t.from('course_modules').insert({ id: moduleId, course_id: courseId, title: 'Basics', order_index: 0 })).error).toBeNull();
  expect(
    (
      await t.from('lessons').insert([
        { id: freeLessonId, module_id: moduleId, title: 'Free preview', content: 'free body', duration: 10, is_free: true, order_index: 0 },
        { id: paidLessonId, module_id: moduleId, title: 'Paid lesson', content: 'paid body', duration: 20, is_free: false, order_index: 1 },
      ])
    ).error,
  ).toBeNull();
  expect((await t.from('courses').update({ status: 'published' }).eq('id', courseId)).error).toBeNull();
  // The course is paid and payment does not exist yet, so the enrolment is made on the server side.
  await backend.sql('insert into public.enrollments (student_id, course_id) values ($1, $2)', [alice.id, courseId]);
});

afterAll(async () => {
  await backend?.stop();
});

describe('courses', () => {
  it('anon sees published courses only, with derived totals and the instructor name', async () => {
    const { data, error } = await anon.from('courses').select('id, status, total_duration, total_students, instructor_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: courseId, status: 'published', total_duration: 30, total_students: 1, instructor_name: 'Tendai Moyo' }]);
  });

  it('the instructor sees their draft too', async () => {
    const { data } = await teacher.client.from('courses').select('id').order('title');
    expect(data?.map((c) => c.id).sort()).toEqual([courseId, draftId].sort());
  });

  it('a learner cannot create a course', async () => {
    const { error, status } = await alice.client.from('courses').insert({ ...course(randomUUID(), 'Sneaky course'), instructor_id: alice.id });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/row-level security/);
  });

  it('a learner cannot publish or edit someone else\'s course', async () => {
    const publish = await alice.client.from('courses').update({ status: 'published' }).eq('id', draftId).select();
    expect(publish.error).toBeNull();
    expect(publish.data).toEqual([]);
    const edit = await alice.client.from('courses').update({ title: 'Hijacked' }).eq('id', courseId).select();
    expect(edit.data).toEqual([]);
    const del = await alice.client.from('courses').delete().eq('id', courseId).select();
    expect(del.data).toEqual([]);
    const rows = await backend.sql<{ title: string; status: string }>('select title, status from public.courses where id in ($1, $2) order by title', [courseId, draftId]);
    expect(rows).toEqual([
      { title: 'Draft course', status: 'draft' },
      { title: 'Published course', status: 'published' },
    ]);
  });

  it('anon cannot write courses (401)', async () => {
    const { status, error } = await anon.from('courses').insert(course(randomUUID(), 'Anonymous course'));
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('the instructor cannot overwrite server-kept totals', async () => {
    const { data } = await teacher.client.from('courses').update({ total_students: 9999, total_duration: 1 }).eq('id', courseId).select('total_students, total_duration').single();
    expect(data).toEqual({ total_students: 1, total_duration: 30 });
  });
});

describe('lessons', () => {
  it('non-enrolled users and anon see only the free preview', async () => {
    for (const client of [anon, bob.client]) {
      const { data, error } = await client.from('lessons').select('id, content').eq('module_id', moduleId);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: freeLessonId, content: 'free body' }]);
    }
  });

  it('enrolled students and the instructor see every lesson body', async () => {
    for (const client of [alice.client, teacher.client]) {
      const { data } = await client.from('lessons').select('id, content').eq('module_id', moduleId).order('order_index');
      expect(data).toEqual([
        { id: freeLessonId, content: 'free body' },
        { id: paidLessonId, content: 'paid body' },
      ]);
    }
  });

  it('anyone reads the outline of a published course, without bodies', async () => {
    const { data, error } = await anon.rpc('course_outline', { p_course_id: courseId });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: moduleId,
        title: 'Basics',
        order_index: 0,
        lessons: [
          { id: freeLessonId, title: 'Free preview', duration: 10, is_free: true, order_index: 0, has_video: false },
          { id: paidLessonId, title: 'Paid lesson', duration: 20, is_free: false, order_index: 1, has_video: false },
        ],
      },
    ]);
    const draft = await anon.rpc('course_outline', { p_course_id: draftId });
    expect(draft.data).toEqual([]);
  });

  it('only the instructor writes lessons', async () => {
    const { error, status } = await alice.client.from('lessons').insert({ module_id: moduleId, title: 'Intruder lesson' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });
});

describe('owner-only records', () => {
  const ids = { progress: randomUUID(), workflow: randomUUID(), connection: randomUUID(), key: randomUUID() };

  beforeAll(async () => {
    const a = alice.client;
    expect((await a.from('lesson_progress').insert({ id: ids.progress, student_id: alice.id, lesson_id: freeLessonId })).error).toBeNull();
    expect((await a.from('automation_workflows').insert({ id: ids.workflow, creator_id: alice.id, name: 'Nudge', trigger_type: 'user_inactive' })).error).toBeNull();
    expect((await a.from('tech_connections').insert({ id: ids.connection, user_id: alice.id, tech_id: 'stripe', credentials: { secretKey: 'sk_test_1234567890abcdefgh' } })).error).toBeNull();
    expect((await a.from('api_keys').insert({ id: ids.key, user_id: alice.id, name: 'CI key', api_key_hash: 'a'.repeat(64), api_key_last4: 'abcd' })).error).toBeNull();
  });

  it('the owner reads their own rows, with progress tied to its course', async () => {
    const progress = await alice.client.from('lesson_progress').select('id, course_id').single();
    expect(progress.data).toEqual({ id: ids.progress, course_id: courseId });
    for (const table of ['enrollments', 'automation_workflows', 'tech_connections', 'api_keys', 'profiles']) {
      const { data } = await alice.client.from(table).select('id');
      expect(data?.length, table).toBe(1);
    }
  });

  it('another user can neither read nor change them', async () => {
    const b = bob.client;
    for (const table of ['enrollments', 'lesson_progress', 'automation_workflows', 'tech_connections', 'api_keys']) {
      const read = await b.from(table).select('id');
      expect(read.data, table).toEqual([]);
      const change = await b.from(table).update({ _deleted: true }).neq('id', randomUUID()).select('id');
      expect(change.data, table).toEqual([]);
      const del = await b.from(table).delete().neq('id', randomUUID()).select('id');
      expect(del.data, table).toEqual([]);
    }
    const profile = await b.from('profiles').select('id').eq('id', alice.id);
    expect(profile.data).toEqual([]);
    const editProfile = await b.from('profiles').update({ bio: 'hacked' }).eq('id', alice.id).select();
    expect(editProfile.data).toEqual([]);
    const counts = await backend.sql<{ n: number }>(
      `select ((select count(*) from enrollments where student_id = $1 and not _deleted) + (select count(*) from lesson_progress where student_id = $1 and not _deleted)
        + (select count(*) from automation_workflows where creator_id = $1 and not _deleted) + (select count(*) from tech_connections where user_id = $1 and not _deleted)
        + (select count(*) from api_keys where user_id = $1 and not _deleted))::int as n`,
      [alice.id],
    );
    expect(counts[0]?.n).toBe(5);
  });

  it('nobody can write a row in someone else\'s name', async () => {
    const b = bob.client;
    const enrol = await b.from('enrollments').insert({ student_id: alice.id, course_id: courseId });
    expect(enrol.status).toBe(403);
    const key = await b.from('api_keys').insert({ user_id: alice.id, name: 'x', api_key_hash: 'b'.repeat(64), api_key_last4: 'wxyz' });
    expect(key.error?.code).toBe('42501');
  });

  it('a learner cannot enrol themselves in a paid course (payment does not exist yet)', async () => {
    const { error } = await bob.client.from('enrollments').insert({ student_id: bob.id, course_id: courseId });
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/Payment is not available yet/);
    const rows = await backend.sql('select 1 from public.enrollments where student_id = $1', [bob.id]);
    expect(rows).toHaveLength(0);
  });

  it('enrolling needs a published course', async () => {
    const { error } = await bob.client.from('enrollments').insert({ student_id: bob.id, course_id: draftId });
    expect(error?.code).toBe('42501');
  });
});

describe('roles', () => {
  it('a user reads only their own roles and cannot grant any', async () => {
    const own = await alice.client.from('user_roles').select('user_id, role');
    expect(own.data).toEqual([{ user_id: alice.id, role: 'learner' }]);
    const grant = await alice.client.from('user_roles').insert({ user_id: alice.id, role: 'superadmin' });
    expect(grant.status).toBe(403);
    expect(grant.error?.code).toBe('42501');
    const admin = await teacher.client.from('user_roles').insert({ user_id: alice.id, role: 'instructor' });
    expect(admin.error?.code).toBe('42501');
  });

  it('a superadmin grants and revokes, and the grant takes effect at once', async () => {
    const grant = await boss.client.from('user_roles').insert({ user_id: alice.id, role: 'instructor' }).select('role').single();
    expect(grant.error).toBeNull();
    const created = await alice.client.from('courses').insert({ ...course(randomUUID(), 'Alice teaches'), instructor_id: alice.id }).select('instructor_name').single();
    expect(created.error).toBeNull();
    expect(created.data?.instructor_name).toBe('Alice Achieng');
    const before = (await alice.client.rpc('sync_pull', { checkpoints: { user_roles: null } })).data.user_roles.checkpoint;
    const revoke = await boss.client.from('user_roles').delete().eq('user_id', alice.id).eq('role', 'instructor');
    expect(revoke.error).toBeNull();
    const denied = await alice.client.from('courses').insert({ ...course(randomUUID(), 'Alice again'), instructor_id: alice.id });
    expect(denied.error?.code).toBe('42501');
    // The revocation stays as a tombstone, so that devices pulling user_roles learn of it; a device's first pull,
    // holding nothing, is not sent what was deleted before it.
    const pulled = await alice.client.rpc('sync_pull', { checkpoints: { user_roles: before } });
    const roles = (pulled.data.user_roles.rows as { role: string; _deleted: boolean }[]).map((r) => `${r.role}:${r._deleted}`).sort();
    expect(roles).toEqual(['instructor:true']);
    const first = await alice.client.rpc('sync_pull', { checkpoints: { user_roles: null } });
    expect((first.data.user_roles.rows as { role: string; _deleted: boolean }[]).map((r) => `${r.role}:${r._deleted}`)).toEqual(['learner:false']);
    // Re-granting revives the same row.
    const regrant = await boss.client.from('user_roles').upsert({ user_id: alice.id, role: 'instructor', _deleted: false }, { onConflict: 'user_id,role' }).select('role, _deleted');
    expect(regrant.data).toEqual([{ role: 'instructor', _deleted: false }]);
    const allowed = await alice.client.from('courses').insert({ ...course(randomUUID(), 'Alice once more'), instructor_id: alice.id });
    expect(allowed.error).toBeNull();
  });
});

describe('outbox tables', () => {
  it('anyone may send a contact message; only admins read them', async () => {
    const sent = await anon.from('contact_messages').insert({ first_name: 'Ngozi', last_name: 'Obi', email: 'ngozi@example.test', subject: 'Hello', message: 'Do you teach in Igbo?' });
    expect(sent.error).toBeNull();
    expect(sent.status).toBe(201);
    expect((await anon.from('contact_messages').select('id')).data).toEqual([]);
    expect((await alice.client.from('contact_messages').select('id')).data).toEqual([]);
    expect((await boss.client.from('contact_messages').select('subject')).data).toEqual([{ subject: 'Hello' }]);
  });

  it('applications are inserted as oneself and read by the applicant and admins', async () => {
    const app = { full_name: 'Bob Banda', email: 'bob@example.test', expertise: 'Farming', experience: '5 years', course_topics: 'Irrigation', why_teach: 'To share' };
    expect((await bob.client.from('instructor_applications').insert({ ...app, user_id: bob.id })).error).toBeNull();
    expect((await bob.client.from('instructor_applications').insert({ ...app, user_id: alice.id })).error?.code).toBe('42501');
    expect((await alice.client.from('instructor_applications').select('id')).data).toEqual([]);
    expect((await bob.client.from('instructor_applications').select('full_name')).data).toEqual([{ full_name: 'Bob Banda' }]);
    expect((await boss.client.from('instructor_applications').select('full_name')).data).toEqual([{ full_name: 'Bob Banda' }]);
  });
});
