// sync_pull and sync_push per docs/sync-protocol.md: scope, paging, masking, compare-and-swap, batches, retries, out-of-order commits.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';

type Row = Record<string, unknown> & { id: string; _xid: number };
type Checkpoint = { xid: number; id: string } | null;
type PullResult = Record<string, { rows: Row[]; checkpoint: Checkpoint; more: boolean }>;
type PushResult = {
  conflicts: { table: string; id: string; row: Row | null }[];
  rejected: { table: string; id: string; code: string; message: string; row: Row | null }[];
};

let backend: TestBackend;
let teacher: TestUser;
let learner: TestUser;
let other: TestUser;
const courseId = randomUUID();
const moduleId = randomUUID();
const lessonIds = [randomUUID(), randomUUID(), randomUUID()];

async function pull(user: TestUser, checkpoints: Record<string, Checkpoint>, batchSize?: number): Promise<PullResult> {
  const { data, error } = await user.client.rpc('sync_pull', batchSize ? { checkpoints, batch_size: batchSize } : { checkpoints });
  expect(error).toBeNull();
  return data as PullResult;
}

/** Pulls one table to the end from a checkpoint, page by page. */
async function pullAll(user: TestUser, table: string, from: Checkpoint = null, batchSize = 200): Promise<{ rows: Row[]; checkpoint: Checkpoint; pages: number }> {
  const rows: Row[] = [];
  let checkpoint = from;
  let pages = 0;
  for (;;) {
    const page = (await pull(user, { [table]: checkpoint }, batchSize))[table]!;
    pages++;
    rows.push(...page.rows);
    checkpoint = page.checkpoint;
    if (!page.more) return { rows, checkpoint, pages };
  }
}

async function push(user: TestUser, changes: unknown[]): Promise<PushResult> {
  const { data, error } = await user.client.rpc('sync_push', { changes });
  expect(error).toBeNull();
  return data as PushResult;
}

const courseRow = (id: string, title: string) => ({
  id,
  instructor_id: teacher.id,
  title,
  description: 'Description long enough for the rule.',
  category: 'programming',
  difficulty: 'beginner',
  price: 0,
  status: 'draft',
  _deleted: false,
});

beforeAll(async () => {
  backend = await startTestBackend();
  [teacher, learner, other] = await Promise.all([
    createTestUser(backend, { fullName: 'Tunde Teacher', roles: ['instructor'] }),
    createTestUser(backend, { fullName: 'Lindiwe Learner' }),
    createTestUser(backend, { fullName: 'Omar Other' }),
  ]);
  const result = await push(teacher, [
    { table: 'courses', base_xid: null, row: courseRow(courseId, 'Synced course') },
    { table: 'course_modules', base_xid: null, row: { id: moduleId, course_id: courseId, title: 'Only module', order_index: 0, _deleted: false } },
    ...lessonIds.map((id, i) => ({
      table: 'lessons',
      base_xid: null,
      row: { id, module_id: moduleId, title: `Lesson ${i + 1}`, content: `Body ${i + 1}`, duration: 10, is_free: i === 0, order_index: i, _deleted: false },
    })),
  ]);
  expect(result).toMatchObject({ conflicts: [], rejected: [] });
});

afterAll(async () => {
  await backend?.stop();
});

describe('sync_pull', () => {
  it('refuses anonymous callers and unknown tables', async () => {
    const anon = await fetch(`${backend.url}/rest/v1/rpc/sync_pull`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ checkpoints: {} }),
    });
    expect(anon.status).toBe(401);
    const { error } = await learner.client.rpc('sync_pull', { checkpoints: { secrets: null } });
    expect(error?.code).toBe('22023');
    expect(error?.message).toContain('unknown table "secrets"');
  });

  it('returns only the caller\'s own profile and roles', async () => {
    const r = await pull(learner, { profiles: null, user_roles: null });
    expect(r.profiles!.rows.map((p) => p.id)).toEqual([learner.id]);
    expect(r.profiles!.rows[0]).toMatchObject({ full_name: 'Lindiwe Learner', _deleted: false });
    expect(typeof r.profiles!.rows[0]!._xid).toBe('number');
    expect(r.user_roles!.rows.map((x) => x.role)).toEqual(['learner']);
    expect(r.profiles!.checkpoint).toEqual({ xid: r.profiles!.rows[0]!._xid, id: learner.id, epoch: expect.any(String), since: expect.any(Number) });
    expect(r.profiles!.more).toBe(false);
  });

  it('gives drafts to their instructor only, and lessons only to the instructor and enrolled students', async () => {
    const t = await pull(teacher, { courses: null, course_modules: null, lessons: null });
    expect(t.courses!.rows.map((c) => c.id)).toEqual([courseId]);
    expect(t.courses!.rows[0]).toMatchObject({ instructor_name: 'Tunde Teacher', total_duration: 30, status: 'draft' });
    expect(t.course_modules!.rows.map((m) => m.id)).toEqual([moduleId]);
    expect(t.lessons!.rows.map((l) => l.id).sort()).toEqual([...lessonIds].sort());
    const l = await pull(learner, { courses: null, course_modules: null, lessons: null });
    expect(l.courses!.rows).toEqual([]);
    expect(l.course_modules!.rows).toEqual([]);
    expect(l.lessons!.rows).toEqual([]);
  });

  it('delivers a course\'s older modules once it is published, and its older lessons once the caller enrols', async () => {
    const before = await pull(learner, { courses: null, course_modules: null, lessons: null });
    const [course] = (await pull(teacher, { courses: null })).courses!.rows;
    const published = await push(teacher, [{ table: 'courses', base_xid: course!._xid, row: { ...courseRow(courseId, 'Synced course'), status: 'published' } }]);
    expect(published).toMatchObject({ conflicts: [], rejected: [] });

    const afterPublish = await pull(learner, { courses: before.courses!.checkpoint, course_modules: before.course_modules!.checkpoint, lessons: before.lessons!.checkpoint });
    expect(afterPublish.courses!.rows.map((c) => c.id)).toEqual([courseId]);
    expect(afterPublish.course_modules!.rows.map((m) => m.id)).toEqual([moduleId]);
    expect(afterPublish.lessons!.rows).toEqual([]);

    const enrolment = randomUUID();
    expect(await push(learner, [{ table: 'enrollments', base_xid: null, row: { id: enrolment, student_id: learner.id, course_id: courseId, _deleted: false } }])).toMatchObject({ conflicts: [], rejected: [] });
    const afterEnrol = await pull(learner, { lessons: afterPublish.lessons!.checkpoint, enrollments: null, courses: afterPublish.courses!.checkpoint });
    expect(afterEnrol.lessons!.rows.map((l) => l.id).sort()).toEqual([...lessonIds].sort());
    expect(afterEnrol.enrollments!.rows.map((e) => e.id)).toEqual([enrolment]);
    expect(afterEnrol.courses!.rows[0]).toMatchObject({ total_students: 1 });
    // A further pull from the new checkpoint is empty: nothing is delivered twice.
    const again = await pull(learner, { lessons: afterEnrol.lessons!.checkpoint });
    expect(again.lessons!.rows).toEqual([]);
    expect(again.lessons!.checkpoint).toEqual(afterEnrol.lessons!.checkpoint);
  });

  it('pages in (xid, id) order with more=true until the end, never repeating a row', async () => {
    const ids = Array.from({ length: 7 }, () => randomUUID());
    const changes = ids.map((id, i) => ({ table: 'discussions', base_xid: null, row: { id, author_id: other.id, title: `Thread ${i}`, content: 'text of the thread', tags: ['t'], _deleted: false } }));
    expect(await push(other, changes)).toMatchObject({ conflicts: [], rejected: [] });
    const all = await pullAll(learner, 'discussions', null, 3);
    expect(all.pages).toBe(3);
    expect(all.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const keys = all.rows.map((r) => [r._xid, r.id] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
    expect(keys).toEqual(sorted);
    expect(all.rows[0]).toMatchObject({ author_name: 'Omar Other' });
  });

  it('masks connection secrets and never returns a full API key', async () => {
    const connection = randomUUID();
    const key = randomUUID();
    expect(
      await push(learner, [
        { table: 'tech_connections', base_xid: null, row: { id: connection, user_id: learner.id, tech_id: 'openai', credentials: { apiKey: 'sk-abcdefghijklmnopqrstuvwxyz', organizationId: 'org-42' }, is_active: true, _deleted: false } },
        { table: 'api_keys', base_xid: null, row: { id: key, user_id: learner.id, name: 'Laptop', api_key_hash: 'e'.repeat(64), api_key_last4: '9f3c', is_active: true, _deleted: false } },
      ]),
    ).toMatchObject({ conflicts: [], rejected: [] });
    const r = await pull(learner, { tech_connections: null, api_keys: null });
    expect(r.tech_connections!.rows[0]!.credentials).toEqual({ apiKey: '••••wxyz', organizationId: '••••g-42' });
    expect(r.api_keys!.rows[0]).toMatchObject({ api_key_last4: '9f3c', api_key_hash: 'e'.repeat(64) });
    expect(r.api_keys!.rows[0]).not.toHaveProperty('api_key');
    const otherView = await pull(other, { tech_connections: null, api_keys: null });
    expect(otherView.tech_connections!.rows).toEqual([]);
    expect(otherView.api_keys!.rows).toEqual([]);
  });
});

describe('sync_push', () => {
  it('returns a conflict with the current row for a stale base, and applies the rest of the batch', async () => {
    const wf = randomUUID();
    const row = { id: wf, creator_id: learner.id, name: 'Remind me', description: null, trigger_type: 'time_based', trigger_config: { every: 'day' }, actions: [{ type: 'notify', config: {} }], is_active: true, _deleted: false };
    expect(await push(learner, [{ table: 'automation_workflows', base_xid: null, row }])).toMatchObject({ conflicts: [], rejected: [] });
    const v1 = (await pull(learner, { automation_workflows: null })).automation_workflows!.rows[0]!;
    // Another device edits first, based on v1.
    expect(await push(learner, [{ table: 'automation_workflows', base_xid: v1._xid, row: { ...row, name: 'Remind me daily' } }])).toMatchObject({ conflicts: [], rejected: [] });

    const progress = randomUUID();
    const newer = randomUUID();
    const badCourse = randomUUID();
    const result = await push(learner, [
      { table: 'automation_workflows', base_xid: v1._xid, row: { ...row, name: 'Remind me weekly' } },
      { table: 'lesson_progress', base_xid: null, row: { id: progress, student_id: learner.id, lesson_id: lessonIds[0], completed_at: new Date().toISOString(), _deleted: false } },
      { table: 'automation_workflows', base_xid: null, row: { ...row, id: newer, name: 'Second flow' } },
      { table: 'courses', base_xid: null, row: { ...courseRow(badCourse, 'x'), instructor_id: learner.id } },
    ]);
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]).toMatchObject({ table: 'automation_workflows', id: wf, row: { id: wf, name: 'Remind me daily' } });
    expect(result.conflicts[0]!.row!._xid).toBeGreaterThan(v1._xid);
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]).toMatchObject({ table: 'courses', id: badCourse, row: null });
    expect(['23514', '42501']).toContain(result.rejected[0]!.code);

    const now = await backend.sql<{ name: string }>('select name from automation_workflows where creator_id = $1 order by name', [learner.id]);
    expect(now.map((r) => r.name)).toEqual(['Remind me daily', 'Second flow']);
    const done = await backend.sql<{ course_id: string }>('select course_id from lesson_progress where id = $1', [progress]);
    expect(done).toEqual([{ course_id: courseId }]);
  });

  it('treats a retried push as applied, never duplicating nor conflicting', async () => {
    const id = randomUUID();
    const batch = [
      { table: 'discussions', base_xid: null, row: { id, author_id: learner.id, title: 'Retry me', content: 'once, long enough', tags: ['a', 'b'], _deleted: false } },
      { table: 'contact_messages', base_xid: null, row: { id: randomUUID(), user_id: learner.id, first_name: 'L', last_name: 'L', email: 'l@example.test', subject: 'Hi', message: 'Hello' } },
    ];
    expect(await push(learner, batch)).toMatchObject({ conflicts: [], rejected: [] });
    expect(await push(learner, batch)).toMatchObject({ conflicts: [], rejected: [] });
    const rows = await backend.sql<{ n: number }>('select (select count(*) from discussions where id = $1)::int + (select count(*) from contact_messages where user_id = $2)::int as n', [id, learner.id]);
    expect(rows[0]?.n).toBe(2);
    // An edit retried after it committed (the client never saw the answer) is also not a conflict.
    const [v1] = (await pull(learner, { discussions: null }, 1000)).discussions!.rows.filter((r) => r.id === id);
    const edit = [{ table: 'discussions', base_xid: v1!._xid, row: { ...batch[0]!.row, content: 'twice, long enough' } }];
    expect(await push(learner, edit)).toMatchObject({ conflicts: [], rejected: [] });
    expect(await push(learner, edit)).toMatchObject({ conflicts: [], rejected: [] });
  });

  it('lets exactly one of two simultaneous edits of the same base win', async () => {
    const id = randomUUID();
    const row = { id, author_id: learner.id, title: 'Race condition', content: 'version zero', tags: [], _deleted: false };
    expect(await push(learner, [{ table: 'discussions', base_xid: null, row }])).toMatchObject({ conflicts: [], rejected: [] });
    const base = (await backend.sql<{ _xid: number }>('select _xid::int as _xid from discussions where id = $1', [id]))[0]!._xid;
    const [a, b] = await Promise.all([
      push(learner, [{ table: 'discussions', base_xid: base, row: { ...row, content: 'device A wrote this' } }]),
      push(learner, [{ table: 'discussions', base_xid: base, row: { ...row, content: 'device B wrote this' } }]),
    ]);
    expect(a.conflicts.length + b.conflicts.length).toBe(1);
    expect([...a.rejected, ...b.rejected]).toEqual([]);
    const winner = a.conflicts.length ? 'device B wrote this' : 'device A wrote this';
    const [stored] = await backend.sql<{ content: string }>('select content from discussions where id = $1', [id]);
    expect(stored?.content).toBe(winner);
    expect([...a.conflicts, ...b.conflicts][0]!.row).toMatchObject({ content: winner });
  });

  it('does not call a retried edit a conflict because the server stamped updated_at', async () => {
    const id = randomUUID();
    const row = { id, user_id: learner.id, tech_id: 'slack', credentials: { webhookUrl: 'https://hooks.slack.com/a' }, is_active: true, updated_at: '2026-01-01T00:00:00Z', _deleted: false };
    expect(await push(learner, [{ table: 'tech_connections', base_xid: null, row }])).toMatchObject({ conflicts: [], rejected: [] });
    const base = (await backend.sql<{ _xid: number }>('select _xid::int as _xid from tech_connections where id = $1', [id]))[0]!._xid;
    const edit = [{ table: 'tech_connections', base_xid: base, row: { ...row, credentials: { webhookUrl: 'https://hooks.slack.com/b' }, updated_at: '2026-01-02T00:00:00Z' } }];
    expect(await push(learner, edit)).toMatchObject({ conflicts: [], rejected: [] });
    expect(await push(learner, edit)).toMatchObject({ conflicts: [], rejected: [] });
  });

  it('soft-deletes, ignores server-kept columns, and refuses rows of other people', async () => {
    const [course] = (await pull(teacher, { courses: null })).courses!.rows;
    const r1 = await push(teacher, [{ table: 'courses', base_xid: course!._xid, row: { ...courseRow(courseId, 'Synced course'), status: 'published', total_students: 500, instructor_name: 'Someone else', price: 20 } }]);
    expect(r1).toMatchObject({ conflicts: [], rejected: [] });
    const [after] = await backend.sql<{ price: string; total_students: number; instructor_name: string }>('select price::text, total_students, instructor_name from courses where id = $1', [courseId]);
    expect(after).toEqual({ price: '20.00', total_students: 1, instructor_name: 'Tunde Teacher' });

    const [profile] = (await pull(learner, { profiles: null })).profiles!.rows;
    const hijack = await push(other, [{ table: 'profiles', base_xid: profile!._xid, row: { id: learner.id, bio: 'hijacked', _deleted: false } }]);
    // A row the caller cannot see is one it never had: sent as new, and refused by row-level security.
    expect(hijack.conflicts).toEqual([]);
    expect(hijack.rejected).toMatchObject([{ table: 'profiles', id: learner.id, code: '42501', row: null }]);
    expect(await backend.sql('select bio from profiles where id = $1', [learner.id])).toEqual([{ bio: null }]);
    const stolenId = await push(other, [{ table: 'enrollments', base_xid: null, row: { id: randomUUID(), student_id: learner.id, course_id: courseId, _deleted: false } }]);
    expect(stolenId.rejected[0]?.code).toBe('42501');
    expect(stolenId.rejected[0]?.message).not.toMatch(/Payment/);

    const wfPage = (await pull(learner, { automation_workflows: null })).automation_workflows!;
    const victim = wfPage.rows.find((w) => w.name === 'Second flow')!;
    const del = await push(learner, [{ table: 'automation_workflows', base_xid: victim._xid, row: { ...victim, _deleted: true } }]);
    expect(del).toMatchObject({ conflicts: [], rejected: [] });
    const tomb = (await pull(learner, { automation_workflows: wfPage.checkpoint })).automation_workflows!.rows.find((w) => w.id === victim.id);
    expect(tomb?._deleted).toBe(true);
    // A device pulling for the first time holds nothing: a row deleted before then is not sent to it.
    expect((await pull(learner, { automation_workflows: null })).automation_workflows!.rows.some((w) => w.id === victim.id)).toBe(false);
  });

  it('rejects malformed changes individually', async () => {
    const good = randomUUID();
    const r = await push(learner, [
      { table: 'user_roles', base_xid: null, row: { id: randomUUID(), user_id: learner.id, role: 'superadmin' } },
      { table: 'lessons', base_xid: null, row: 'not an object' },
      { table: 'discussions', base_xid: null, row: { id: 'not-a-uuid', title: 'x' } },
      { table: 'discussions', base_xid: null, row: { id: good, author_id: learner.id, title: 'Fine title', content: 'Fine content', _deleted: false } },
    ]);
    expect(r.conflicts).toEqual([]);
    expect(r.rejected.map((x) => x.code)).toEqual(['22023', '22023', '22P02']);
    expect(await backend.sql('select id from discussions where id = $1', [good])).toHaveLength(1);
  });
});

describe('commit-safe pull', () => {
  it('never skips a row whose transaction commits after a later one (two PostgreSQL connections)', async (ctx) => {
    if (!backend.databaseUrl) {
      ctx.skip('needs DATABASE_URL: PGlite has a single connection, so transactions cannot commit out of order there');
      return;
    }
    const early = new pg.Client({ connectionString: backend.databaseUrl });
    const late = new pg.Client({ connectionString: backend.databaseUrl });
    await Promise.all([early.connect(), late.connect()]);
    try {
      const start = await pullAll(learner, 'discussions');
      const slow = randomUUID();
      const fast = randomUUID();
      const insert = 'insert into public.discussions (id, author_id, title, content) values ($1, $2, $3, $4)';
      // The early transaction takes its xid first but commits last.
      await early.query('begin');
      await early.query(insert, [slow, other.id, 'Slow writer', 'started first']);
      await late.query('begin');
      await late.query(insert, [fast, other.id, 'Fast writer', 'started second']);
      await late.query('commit');
      const { rows: xids } = await early.query<{ slow: number }>('select _xid::int as slow from public.discussions where id = $1', [slow]);
      const slowXid = xids[0]!.slow;
      expect(slowXid).toBeGreaterThan(0);

      // While the early transaction is open, the later commit is held back, and the checkpoint does not pass the early xid.
      const during = await pullAll(learner, 'discussions', start.checkpoint);
      expect(during.rows.map((r) => r.id)).not.toContain(slow);
      expect(during.rows.map((r) => r.id)).not.toContain(fast);
      expect(during.checkpoint?.xid ?? 0).toBeLessThan(slowXid);

      await early.query('commit');
      const after = await pullAll(learner, 'discussions', during.checkpoint);
      expect(after.rows.map((r) => r.id).sort()).toEqual([slow, fast].sort());
    } finally {
      await early.query('rollback').catch(() => undefined);
      await Promise.all([early.end(), late.end()]);
    }
  });

  it('holds back rows of open transactions on PGlite too (single connection: the horizon is the next xid)', async () => {
    const before = await pullAll(learner, 'discussions');
    const id = randomUUID();
    expect(await push(other, [{ table: 'discussions', base_xid: null, row: { id, author_id: other.id, title: 'Later', content: 'Later content', _deleted: false } }])).toMatchObject({ conflicts: [], rejected: [] });
    const after = await pullAll(learner, 'discussions', before.checkpoint);
    expect(after.rows.map((r) => r.id)).toEqual([id]);
    expect(after.checkpoint!.xid).toBeGreaterThan(before.checkpoint!.xid);
  });
});
