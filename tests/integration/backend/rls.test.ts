// Row-level security through supabase-js: owners only, roles granted by superadmins, published-only catalogue, hidden paid lessons, select-only views, grants per policy, deleted rows unreadable by others.
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

  it('a learner cannot enrol themselves in a paid course (it is bought, never self-enrolled)', async () => {
    const { error } = await bob.client.from('enrollments').insert({ student_id: bob.id, course_id: courseId });
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/A paid course is enrolled in by buying it/);
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
    const grant = await boss.client.from('user_roles').insert({ user_id: alice.id, role: 'instructor' }).select('id, role').single();
    expect(grant.error).toBeNull();
    const created = await alice.client.from('courses').insert({ ...course(randomUUID(), 'Alice teaches'), instructor_id: alice.id }).select('instructor_name').single();
    expect(created.error).toBeNull();
    expect(created.data?.instructor_name).toBe('Alice Achieng');
    const before = (await alice.client.rpc('sync_pull', { checkpoints: { user_roles: null } })).data.user_roles.checkpoint;
    const revoke = await boss.client.from('user_roles').delete().eq('user_id', alice.id).eq('role', 'instructor');
    expect(revoke.error).toBeNull();
    const denied = await alice.client.from('courses').insert({ ...course(randomUUID(), 'Alice again'), instructor_id: alice.id });
    expect(denied.error?.code).toBe('42501');
    // The revocation stays as a tombstone (id and deletion only, like every deleted row a pull sends), so that devices
    // pulling user_roles learn of it; a device's first pull, holding nothing, is not sent what was deleted before it.
    // On a shared PostgreSQL cluster another database's open transaction can hold the pull horizon back a moment.
    let rows: unknown[] = [];
    for (const started = Date.now(); rows.length === 0 && Date.now() - started < 10_000; ) {
      rows = (await alice.client.rpc('sync_pull', { checkpoints: { user_roles: before } })).data.user_roles.rows as unknown[];
    }
    expect(rows).toEqual([{ id: grant.data?.id, _deleted: true, _xid: expect.any(Number) }]);
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
    // anon may send but not read: no policy lets it, and no grant either (401).
    expect((await anon.from('contact_messages').select('id')).status).toBe(401);
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

/** Runs `statement` in one transaction as `role` (with `uid`'s claims when given), as PostgREST would; rolls back a write that got through. */
async function tryAs(role: 'anon' | 'authenticated', uid: string | null, statement: string): Promise<string> {
  const claims = JSON.stringify(uid ? { sub: uid, role } : { role }).replace(/'/g, "''");
  try {
    await backend.sql(
      `do $try$ begin
         perform set_config('request.jwt.claims', '${claims}', true);
         execute 'set local role ${role}';
         execute ${`'${statement.replace(/'/g, "''")}'`};
         raise exception 'the write went through' using errcode = 'P0001';
       end $try$`,
    );
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return 'no error';
}

describe('views and grants', () => {
  it('no view of the exposed schema can be written by anon or a signed-in user, whatever view a migration adds', async () => {
    const views = await backend.sql<{ name: string; col: string }>(
      `select v.table_name as name,
              (select c.column_name from information_schema.columns c
               where c.table_schema = 'public' and c.table_name = v.table_name order by c.ordinal_position desc limit 1) as col
       from information_schema.views v where v.table_schema = 'public' order by 1`,
    );
    expect(views.map((v) => v.name)).toContain('public_profiles');
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    for (const { name, col } of views) {
      for (const [role, uid] of [['anon', null], ['authenticated', alice.id]] as const) {
        for (const statement of [
          `insert into public.${quote(name)} default values`,
          `update public.${quote(name)} set ${quote(col)} = null`,
          `delete from public.${quote(name)}`,
        ]) {
          expect(await tryAs(role, uid, statement), `${role}: ${statement}`).toBe('42501');
        }
        const [privileges] = await backend.sql<Record<string, boolean>>(
          `select ${['insert', 'update', 'delete', 'truncate', 'references', 'trigger'].map((p) => `has_table_privilege($1, $2, '${p}') as "${p}"`).join(', ')}`,
          [role, `public.${quote(name)}`],
        );
        expect(privileges, `${role} on ${name}`).toEqual({ insert: false, update: false, delete: false, truncate: false, references: false, trigger: false });
      }
    }
    // Nothing was changed through the view: every profile is still there, with its name.
    expect(await backend.sql('select count(*)::int as n from public.profiles where full_name is null')).toEqual([{ n: 0 }]);
  });

  it('public_profiles shows other people only their public card, to signed-in users, and not deleted accounts', async () => {
    const { data, error } = await bob.client.from('public_profiles').select('*').eq('id', alice.id);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: alice.id, full_name: 'Alice Achieng', avatar_url: null }]);
    expect((await anon.from('public_profiles').select('id')).status).toBe(401);
  });

  it('no API role holds TRUNCATE, REFERENCES or TRIGGER on any table or view, and no default privilege hands them out', async () => {
    const held = await backend.sql<{ role: string; rel: string; privilege: string }>(
      `select r.role, n.nspname || '.' || c.relname as rel, p.privilege
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['anon', 'authenticated', 'service_role']) r(role)
       cross join unnest(array['truncate', 'references', 'trigger']) p(privilege)
       where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p', 'f')
         and has_table_privilege(r.role, c.oid, p.privilege)`,
    );
    expect(held).toEqual([]);
    // The defaults of the role the migrations create tables as (the owner of public.profiles). On Supabase's layout
    // supabase_admin has defaults of its own that hand the API roles everything; only the platform creates tables as
    // supabase_admin, and a project's postgres cannot change them.
    const defaults = await backend.sql<{ acl: string }>(
      `select d.defaclacl::text as acl from pg_default_acl d join pg_namespace n on n.oid = d.defaclnamespace
       where n.nspname = 'public' and d.defaclobjtype = 'r'
         and d.defaclrole = (select relowner from pg_class where oid = 'public.profiles'::regclass)
         and exists (select 1 from aclexplode(d.defaclacl) a join pg_roles g on g.oid = a.grantee where g.rolname in ('anon', 'authenticated'))`,
    );
    expect(defaults).toEqual([]);
  });

  it('each API role holds on each table exactly the verbs its policies use', async () => {
    const rows = await backend.sql<{ role: string; rel: string; verbs: string }>(
      `select r.role, c.relname as rel,
              concat_ws(',', case when has_table_privilege(r.role, c.oid, 'select') then 'select' end,
                             case when has_table_privilege(r.role, c.oid, 'insert') then 'insert' end,
                             case when has_table_privilege(r.role, c.oid, 'update') then 'update' end,
                             case when has_table_privilege(r.role, c.oid, 'delete') then 'delete' end) as verbs
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['anon', 'authenticated']) r(role)
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by 1, 2`,
    );
    const held = (role: string) => Object.fromEntries(rows.filter((r) => r.role === role && r.verbs !== '').map((r) => [r.rel, r.verbs]));
    // The public content (the catalogue, discussions and their comments, the XP tables) and sending a contact message.
    // Comments have no anon policy: a visitor reads no rows of them, rather than an error.
    expect(held('anon')).toEqual({
      contact_messages: 'insert',
      course_modules: 'select',
      courses: 'select',
      discussion_comments: 'select',
      discussions: 'select',
      lessons: 'select',
      xp_levels: 'select',
      xp_rules: 'select',
    });
    const all = 'select,insert,update,delete';
    const signedIn = held('authenticated');
    expect(signedIn).toMatchObject({
      affiliate_applications: 'select,insert,update',
      api_keys: all,
      audit_log: 'select',
      automation_workflows: all,
      contact_messages: 'select,insert',
      course_modules: all,
      courses: all,
      discussion_comments: all,
      discussion_votes: all,
      discussions: all,
      enrollments: all,
      instructor_applications: 'select,insert,update',
      lesson_progress: all,
      lessons: all,
      profiles: 'select,insert,update',
      public_profiles: 'select',
      // Secrets: only the named columns are readable (column grants), so the table-wide check says no select.
      tech_connections: 'insert,update,delete',
      user_roles: all,
      xp_events: 'select',
      xp_levels: 'select',
      xp_rules: 'select',
    });
  });
});

describe('deleted content', () => {
  it('a soft-deleted discussion or comment is read by nobody but its author and admins (REST)', async () => {
    const discussionId = randomUUID();
    const commentId = randomUUID();
    const keptCommentId = randomUUID();
    expect((await alice.client.from('discussions').insert({ id: discussionId, author_id: alice.id, title: 'Call me please', content: 'My number is +255 700 000 000' })).error).toBeNull();
    expect((await bob.client.from('discussion_comments').insert({ id: commentId, discussion_id: discussionId, author_id: bob.id, content: 'Mine is +255 711 111 111' })).error).toBeNull();
    expect((await bob.client.from('discussion_comments').insert({ id: keptCommentId, discussion_id: discussionId, author_id: bob.id, content: 'A kept reply' })).error).toBeNull();

    // The comment's author deletes it: the discussion's author no longer reads it, its own author still does.
    expect((await bob.client.from('discussion_comments').update({ _deleted: true }).eq('id', commentId)).error).toBeNull();
    expect((await alice.client.from('discussion_comments').select('id').eq('discussion_id', discussionId)).data).toEqual([{ id: keptCommentId }]);
    expect((await bob.client.from('discussion_comments').select('id').eq('id', commentId)).data).toEqual([{ id: commentId }]);

    // The discussion's author deletes it: nobody else reads it nor any comment on it, in full or by filter.
    expect((await alice.client.from('discussions').update({ _deleted: true }).eq('id', discussionId)).error).toBeNull();
    for (const client of [anon, bob.client, teacher.client]) {
      expect((await client.from('discussions').select('*').eq('id', discussionId)).data).toEqual([]);
      expect((await client.from('discussions').select('id').ilike('content', '%255%')).data).toEqual([]);
    }
    expect((await bob.client.from('discussion_comments').select('id').eq('discussion_id', discussionId)).data).toEqual([]);
    expect((await alice.client.from('discussions').select('id, _deleted').eq('id', discussionId)).data).toEqual([{ id: discussionId, _deleted: true }]);
    expect((await boss.client.from('discussions').select('id').eq('id', discussionId)).data).toEqual([{ id: discussionId }]);
    expect((await boss.client.from('discussion_comments').select('id').eq('discussion_id', discussionId).order('id')).data?.length).toBe(2);
  });

  it('a soft-deleted course, module or lesson is read only by its instructor (and admins)', async () => {
    const [cId, mId, goneModuleId, lId, goneLessonId, inGoneModuleId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const t = teacher.client;
    expect((await t.from('courses').insert({ ...course(cId, 'Course to retire'), price: 0 })).error).toBeNull();
    expect((await t.from('course_modules').insert([
      { id: mId, course_id: cId, title: 'Kept', order_index: 0 },
      { id: goneModuleId, course_id: cId, title: 'Dropped', order_index: 1 },
    ])).error).toBeNull();
    expect((await t.from('lessons').insert([
      { id: lId, module_id: mId, title: 'Kept lesson', content: 'kept body', is_free: true, order_index: 0 },
      { id: goneLessonId, module_id: mId, title: 'Dropped lesson', content: 'dropped body', is_free: true, order_index: 1 },
      { id: inGoneModuleId, module_id: goneModuleId, title: 'In a dropped module', content: 'orphan body', is_free: true, order_index: 0 },
    ])).error).toBeNull();
    expect((await t.from('courses').update({ status: 'published' }).eq('id', cId)).error).toBeNull();

    expect((await t.from('lessons').update({ _deleted: true }).eq('id', goneLessonId)).error).toBeNull();
    expect((await t.from('course_modules').update({ _deleted: true }).eq('id', goneModuleId)).error).toBeNull();
    for (const client of [anon, bob.client]) {
      expect((await client.from('course_modules').select('id').eq('course_id', cId)).data).toEqual([{ id: mId }]);
      expect((await client.from('lessons').select('id').in('module_id', [mId, goneModuleId])).data).toEqual([{ id: lId }]);
    }
    expect((await t.from('lessons').select('id').in('module_id', [mId, goneModuleId])).data?.length).toBe(3);

    expect((await t.from('courses').update({ _deleted: true }).eq('id', cId)).error).toBeNull();
    for (const client of [anon, bob.client]) {
      expect((await client.from('courses').select('id').eq('id', cId)).data).toEqual([]);
      expect((await client.from('course_modules').select('id').eq('course_id', cId)).data).toEqual([]);
      expect((await client.from('lessons').select('id').eq('module_id', mId)).data).toEqual([]);
    }
    expect((await t.from('courses').select('id, _deleted').eq('id', cId)).data).toEqual([{ id: cId, _deleted: true }]);
  });
});
