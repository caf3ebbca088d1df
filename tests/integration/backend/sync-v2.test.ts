// Sync v2 (docs/sync-protocol.md): grouped pushes answering xid, modified, kept and unchanged; pulls that leave out
// the pulling device's own writes; the partial discussions scope with comments and votes; the server_views table.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import type { Checkpoint, Row } from '../support/sync-calls.ts';

type V2Checkpoint = (NonNullable<Checkpoint> & { versions?: Record<string, number>; checked?: Record<string, { at: number; own: number }> }) | null;
type Page = { rows: Row[]; checkpoint: V2Checkpoint; more: boolean; reset: boolean };
type PushAnswer = {
  conflicts: { table: string; id: string; row: Row | null }[];
  rejected: { table: string; id: string; code: string; message: string; row: Row | null }[];
  xid: number | null;
  modified: string;
  kept: Record<string, Record<string, Record<string, unknown>>>;
  unchanged: { table: string; id: string; _xid: number; _modified: string; kept?: Record<string, unknown> }[];
};

let backend: TestBackend;
let teacher: TestUser;
let learner: TestUser;
let other: TestUser;
let courseId: string;
let lessonIds: string[];

async function push(user: TestUser, changes: unknown[], deviceId?: string): Promise<PushAnswer> {
  const { data, error } = await user.client.rpc('sync_push', deviceId ? { changes, device_id: deviceId } : { changes });
  expect(error).toBeNull();
  return data as PushAnswer;
}

async function pull(user: TestUser, checkpoints: Record<string, V2Checkpoint>, deviceId?: string, batchSize = 200): Promise<Record<string, Page>> {
  const { data, error } = await user.client.rpc('sync_pull', { checkpoints, batch_size: batchSize, ...(deviceId ? { device_id: deviceId } : {}) });
  expect(error).toBeNull();
  return data as Record<string, Page>;
}

/** Pulls one table to its end: the latest entry per id, and the final checkpoint. */
async function pullToEnd(user: TestUser, table: string, from: V2Checkpoint = null, deviceId?: string, batchSize = 200) {
  const byId = new Map<string, Row>();
  let checkpoint = from;
  for (;;) {
    const page = (await pull(user, { [table]: checkpoint }, deviceId, batchSize))[table]!;
    for (const row of page.rows) byId.set(row.id, row);
    checkpoint = page.checkpoint;
    if (!page.more) return { byId, checkpoint };
  }
}

async function ownKeptColumns(table: string): Promise<string[]> {
  const rows = await backend.sql<{ column_name: string }>('select column_name from private.server_kept_columns where table_name = $1 order by 1', [table]);
  return rows.map((r) => r.column_name);
}

async function publishedCourse(owner: TestUser, lessons: number): Promise<{ courseId: string; lessonIds: string[] }> {
  const id = randomUUID();
  const moduleId = randomUUID();
  const ids = Array.from({ length: lessons }, () => randomUUID());
  const c = owner.client;
  expect((await c.from('courses').insert({ id, instructor_id: owner.id, title: 'V2 course', description: 'Long enough description.', category: 'programming', price: 0 })).error).toBeNull();
  expect((await c.from('course_modules').insert({ id: moduleId, course_id: id, title: 'Module', order_index: 0 })).error).toBeNull();
  expect((await c.from('lessons').insert(ids.map((lid, i) => ({ id: lid, module_id: moduleId, title: `Lesson ${i + 1}`, content: 'text', order_index: i })))).error).toBeNull();
  expect((await c.from('courses').update({ status: 'published' }).eq('id', id)).error).toBeNull();
  return { courseId: id, lessonIds: ids };
}

const discussionRow = (id: string, author: TestUser, title = 'A v2 question') => ({ id, author_id: author.id, title, content: 'Body text here', tags: ['v2'], _deleted: false });

beforeAll(async () => {
  backend = await startTestBackend();
  [teacher, learner, other] = await Promise.all([
    createTestUser(backend, { fullName: 'Tunde Teacher', roles: ['instructor'] }),
    createTestUser(backend, { fullName: 'Lindiwe Learner' }),
    createTestUser(backend, { fullName: 'Omar Other' }),
  ]);
  ({ courseId, lessonIds } = await publishedCourse(teacher, 2));
});

afterAll(async () => {
  await backend?.stop();
});

describe('sync_push v2', () => {
  it('expands grouped items, stamps every written row with the answer’s xid, and answers kept values read after deferred triggers', async () => {
    const [profile] = (await pull(learner, { profiles: null })).profiles!.rows;
    const [d1, d2, enrolment, progress, flow, legacyNoBase] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const changes = [
      { table: 'enrollments', rows: [{ id: enrolment, student_id: learner.id, course_id: courseId, _deleted: false }] },
      { table: 'discussions', rows: [discussionRow(d1, learner), discussionRow(d2, learner, 'Second')], base_xids: [null, null] },
      { table: 'profiles', rows: [{ id: learner.id, bio: 'Grouped bio', _deleted: false }], base_xids: [profile!._xid] },
      { table: 'lesson_progress', rows: [{ id: progress, student_id: learner.id, lesson_id: lessonIds[0], completed_at: '2026-04-01T08:00:00.000Z', _deleted: false }] },
      // The legacy shape, with and without base_xid.
      { table: 'automation_workflows', base_xid: null, row: { id: flow, creator_id: learner.id, name: 'Legacy', trigger_type: 'time_based', trigger_config: {}, actions: [], is_active: true, _deleted: false } },
      { table: 'automation_workflows', row: { id: legacyNoBase, creator_id: learner.id, name: 'No base', trigger_type: 'time_based', trigger_config: {}, actions: [], is_active: true, _deleted: false } },
    ];
    const answer = await push(learner, changes);
    expect(answer).toMatchObject({ conflicts: [], rejected: [], unchanged: [] });
    expect(typeof answer.xid).toBe('number');
    expect(Number.isNaN(Date.parse(answer.modified))).toBe(false);

    const stamps = await backend.sql<{ t: string; id: string; xid: string; modified: string }>(
      `select 'discussions' as t, id::text, _xid::text as xid, _modified::text as modified from discussions where id = any($1::uuid[])
       union all select 'enrollments', id::text, _xid::text, _modified::text from enrollments where id = $2
       union all select 'profiles', id::text, _xid::text, _modified::text from profiles where id = $3
       union all select 'lesson_progress', id::text, _xid::text, _modified::text from lesson_progress where id = $4
       union all select 'automation_workflows', id::text, _xid::text, _modified::text from automation_workflows where id = any($5::uuid[])`,
      [[d1, d2], enrolment, learner.id, progress, [flow, legacyNoBase]],
    );
    expect(stamps).toHaveLength(7);
    for (const s of stamps) expect(Number(s.xid), `${s.t} ${s.id}`).toBe(answer.xid);
    for (const s of stamps) expect(Date.parse(answer.modified)).toBeLessThanOrEqual(new Date(s.modified).getTime());

    // kept: only tables with their own server-kept columns, exactly those columns and _modified.
    expect(Object.keys(answer.kept).sort()).toEqual(['discussions', 'lesson_progress', 'profiles']);
    expect(Object.keys(answer.kept.discussions!).sort()).toEqual([d1, d2].sort());
    const discussionKeys = [...(await ownKeptColumns('discussions')), '_modified'].sort();
    expect(Object.keys(answer.kept.discussions![d1]!).sort()).toEqual(discussionKeys);
    expect(answer.kept.discussions![d1]).toMatchObject({ author_name: 'Lindiwe Learner', author_avatar_url: null, comment_count: 0, upvotes: 0, view_count: 0 });
    expect(answer.kept.lesson_progress![progress]).toMatchObject({ course_id: courseId });

    // The lesson completion's XP reaches profiles.xp_total in a deferred trigger: kept shows it (10 for the lesson,
    // 15 for each discussion started).
    const [stored] = await backend.sql<{ xp_total: number; level: number; modified: string }>('select xp_total, level, _modified::text as modified from profiles where id = $1', [learner.id]);
    expect(stored!.xp_total).toBe(40);
    expect(Object.keys(answer.kept.profiles![learner.id]!).sort()).toEqual([...(await ownKeptColumns('profiles')), '_modified'].sort());
    expect(answer.kept.profiles![learner.id]).toMatchObject({ xp_total: 40, level: stored!.level, email: learner.email, roles: ['learner'] });
    expect(new Date(answer.kept.profiles![learner.id]!._modified as string).getTime()).toBe(new Date(stored!.modified).getTime());

    // The same push again: nothing is written, every row is listed as unchanged with its server stamps.
    const retry = await push(learner, changes);
    expect(retry).toMatchObject({ conflicts: [], rejected: [], xid: null, kept: {} });
    const expected = stamps.map((s) => `${s.t}:${s.id}`).sort();
    expect(retry.unchanged.map((u) => `${u.table}:${u.id}`).sort()).toEqual(expected);
    for (const u of retry.unchanged) {
      expect(u._xid).toBe(answer.xid);
      const s = stamps.find((x) => x.id === u.id)!;
      expect(new Date(u._modified).getTime(), u.table).toBeGreaterThanOrEqual(new Date(s.modified).getTime());
    }
    expect(retry.unchanged.find((u) => u.id === d1)!.kept).toMatchObject({ author_name: 'Lindiwe Learner' });
  });

  it('refuses a grouped item whose base_xids do not match its rows, or whose rows are not a list (400, 22023), writing nothing', async () => {
    const id = randomUUID();
    const legacy = randomUUID();
    for (const item of [
      { table: 'discussions', rows: [discussionRow(id, learner)], base_xids: [null, null] },
      { table: 'discussions', rows: [discussionRow(id, learner)], base_xids: 7 },
      { table: 'discussions', rows: discussionRow(id, learner) },
    ]) {
      const res = await learner.client.rpc('sync_push', { changes: [{ table: 'discussions', row: discussionRow(legacy, learner) }, item] });
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.error?.code).toBe('22023');
    }
    expect(await backend.sql('select id from discussions where id = any($1::uuid[])', [[id, legacy]])).toEqual([]);
    const wrongLength = await learner.client.rpc('sync_push', { changes: [{ table: 'discussions', rows: [discussionRow(id, learner)], base_xids: [] }] });
    expect(wrongLength.error?.message).toContain('1 rows but 0 base_xids');
  });

  it('refuses a malformed device_id (400, 22P02)', async () => {
    const p = await learner.client.rpc('sync_push', { changes: [], device_id: 'not-a-uuid' });
    expect(p.status).toBe(400);
    expect(p.error?.code).toBe('22P02');
    const q = await learner.client.rpc('sync_pull', { checkpoints: {}, device_id: 'not-a-uuid' });
    expect(q.status).toBe(400);
    expect(q.error?.code).toBe('22P02');
  });
});

describe('sync_pull with device_id', () => {
  it('leaves out the pushing device’s own rows but moves its checkpoint past them; other devices and other users get them', async () => {
    const deviceA = randomUUID();
    const deviceB = randomUUID();
    const { courseId: freshCourse } = await publishedCourse(teacher, 1);
    const tables = ['discussions', 'enrollments', 'courses'] as const;
    const before: Record<string, V2Checkpoint> = {};
    for (const t of tables) before[t] = (await pullToEnd(learner, t, null, deviceA)).checkpoint;
    const otherBefore = (await pullToEnd(other, 'discussions', null, deviceA)).checkpoint;

    const d = randomUUID();
    const enrolment = randomUUID();
    const answer = await push(learner, [
      { table: 'discussions', rows: [discussionRow(d, learner, 'Written on device A')] },
      { table: 'enrollments', rows: [{ id: enrolment, student_id: learner.id, course_id: freshCourse, _deleted: false }] },
    ], deviceA);
    expect(answer).toMatchObject({ conflicts: [], rejected: [] });
    expect(await backend.sql('select rows from private.sync_push_log where device_id = $1 and xid = $2 and user_id = $3', [deviceA, answer.xid, learner.id]))
      .toEqual([{ rows: { discussions: [d], enrollments: [enrolment] } }]);

    const onA = await pull(learner, before, deviceA);
    expect(onA.discussions!.rows.map((r) => r.id)).not.toContain(d);
    expect(onA.enrollments!.rows).toEqual([]);
    expect(onA.discussions!.checkpoint).toMatchObject({ xid: answer.xid, id: d });
    expect(onA.enrollments!.checkpoint).toMatchObject({ xid: answer.xid, id: enrolment });
    // What the push's triggers changed besides is still delivered: the course's total_students.
    expect(onA.courses!.rows.find((c) => c.id === freshCourse)).toMatchObject({ total_students: 1, _xid: answer.xid });
    const again = await pull(learner, { discussions: onA.discussions!.checkpoint, enrollments: onA.enrollments!.checkpoint }, deviceA);
    expect(again.discussions!.rows).toEqual([]);
    expect(again.enrollments!.rows).toEqual([]);

    for (const device of [deviceB, undefined]) {
      const elsewhere = await pull(learner, { discussions: before.discussions!, enrollments: before.enrollments! }, device);
      expect(elsewhere.discussions!.rows.map((r) => r.id), String(device)).toContain(d);
      expect(elsewhere.enrollments!.rows.map((r) => r.id)).toEqual([enrolment]);
    }
    // Only the same user's log counts: another user pulling with the same device id gets the discussion.
    expect((await pullToEnd(other, 'discussions', otherBefore, deviceA)).byId.has(d)).toBe(true);

    // A later change by someone else (a comment moves comment_count) reaches device A.
    expect((await other.client.from('discussion_comments').insert({ discussion_id: d, author_id: other.id, content: 'Welcome' })).error).toBeNull();
    const later = await pull(learner, { discussions: again.discussions!.checkpoint }, deviceA);
    expect(later.discussions!.rows.find((r) => r.id === d)).toMatchObject({ comment_count: 1 });
  });

  it('a row a trigger stored differently from what the device sent (is_pinned for a non-admin) comes back to that device', async () => {
    const device = randomUUID();
    const before = (await pullToEnd(learner, 'discussions', null, device)).checkpoint;
    const [pinned, plain] = [randomUUID(), randomUUID()];
    const answer = await push(learner, [{ table: 'discussions', rows: [{ ...discussionRow(pinned, learner, 'Pin me'), is_pinned: true }, discussionRow(plain, learner, 'Plain')] }], device);
    expect(answer).toMatchObject({ conflicts: [], rejected: [] });
    expect(await backend.sql('select rows from private.sync_push_log where device_id = $1', [device])).toEqual([{ rows: { discussions: [plain] } }]);
    const { byId } = await pullToEnd(learner, 'discussions', before, device);
    expect(byId.get(pinned)).toMatchObject({ is_pinned: false, _xid: answer.xid });
    expect(byId.has(plain)).toBe(false);
  });

  it('a device’s log entries older than a day are pruned at its next push; the log is not readable by API roles', async () => {
    const device = randomUUID();
    const first = await push(learner, [{ table: 'discussions', rows: [discussionRow(randomUUID(), learner, 'Old push')] }], device);
    await backend.sql(`update private.sync_push_log set created_at = now() - interval '25 hours' where device_id = $1`, [device]);
    const second = await push(learner, [{ table: 'discussions', rows: [discussionRow(randomUUID(), learner, 'New push')] }], device);
    const xids = await backend.sql<{ xid: string }>('select xid::text from private.sync_push_log where device_id = $1', [device]);
    expect(xids.map((x) => Number(x.xid))).toEqual([second.xid]);
    expect(first.xid).not.toBe(second.xid);
    // Nothing written, nothing logged.
    const nothing = await push(learner, [], device);
    expect(nothing.xid).toBeNull();
    expect(await backend.sql('select count(*)::int as n from private.sync_push_log where device_id = $1', [device])).toEqual([{ n: 1 }]);

    const [grants] = await backend.sql<Record<string, boolean>>(
      `select has_table_privilege('authenticated', 'private.sync_push_log', 'select') as auth_select,
              has_table_privilege('anon', 'private.sync_push_log', 'select') as anon_select,
              has_function_privilege('anon', 'public.sync_pull(jsonb, integer, uuid)', 'execute') as anon_pull,
              has_function_privilege('anon', 'public.sync_push(jsonb, uuid)', 'execute') as anon_push,
              has_function_privilege('authenticated', 'public.sync_push(jsonb, uuid)', 'execute') as auth_push,
              has_function_privilege('anon', 'private.record_sync_push(uuid, bigint, jsonb)', 'execute') as anon_record,
              has_function_privilege('anon', 'private.sync_device_echoes(uuid, text)', 'execute') as anon_echoes`);
    expect(grants).toEqual({ auth_select: false, anon_select: false, anon_pull: false, anon_push: false, auth_push: true, anon_record: false, anon_echoes: false });
  });
});

describe('discussion comments and votes', () => {
  it('are pushed and pulled; a vote reaches only its voter', async () => {
    const d = randomUUID();
    expect(await push(other, [{ table: 'discussions', rows: [discussionRow(d, other, 'Vote for me')] }])).toMatchObject({ conflicts: [], rejected: [] });
    const comment = randomUUID();
    const vote = randomUUID();
    const answer = await push(learner, [
      { table: 'discussion_comments', rows: [{ id: comment, discussion_id: d, author_id: learner.id, content: 'Pushed comment', _deleted: false }] },
      { table: 'discussion_votes', rows: [{ id: vote, discussion_id: d, user_id: learner.id, _deleted: false }] },
    ]);
    expect(answer).toMatchObject({ conflicts: [], rejected: [] });
    expect(answer.kept.discussion_comments![comment]).toMatchObject({ author_name: 'Lindiwe Learner' });
    expect(answer.kept.discussion_votes).toBeUndefined();
    expect(await backend.sql('select upvotes, comment_count from discussions where id = $1', [d])).toEqual([{ upvotes: 1, comment_count: 1 }]);

    const mine = await pull(learner, { discussion_comments: null, discussion_votes: null }, undefined, 1000);
    expect(mine.discussion_comments!.rows.find((r) => r.id === comment)).toMatchObject({ content: 'Pushed comment', discussion_id: d });
    expect(mine.discussion_votes!.rows.map((r) => r.id)).toContain(vote);
    expect(mine.discussion_votes!.rows.every((r) => r.user_id === learner.id)).toBe(true);
    const theirs = await pull(other, { discussion_comments: null, discussion_votes: null }, undefined, 1000);
    expect(theirs.discussion_comments!.rows.map((r) => r.id)).toContain(comment);
    expect(theirs.discussion_votes!.rows.map((r) => r.id)).not.toContain(vote);

    // Un-voting is an update of the same row.
    const [v] = mine.discussion_votes!.rows.filter((r) => r.id === vote);
    expect(await push(learner, [{ table: 'discussion_votes', base_xid: v!._xid, row: { id: vote, discussion_id: d, user_id: learner.id, _deleted: true } }])).toMatchObject({ conflicts: [], rejected: [] });
    expect(await backend.sql('select upvotes from discussions where id = $1', [d])).toEqual([{ upvotes: 0 }]);
  });

  it('commenting on or voting for an old discussion (outside the newest 200) brings it and its older comments on the next pull', async () => {
    // Two old discussions with old comments by others, then 200 newer ones.
    const [oldA, oldB] = [randomUUID(), randomUUID()];
    await backend.sql(
      `insert into discussions (id, author_id, title, content, created_at) values ($1, $3, 'Old A', 'x', now() - interval '400 days'), ($2, $3, 'Old B', 'x', now() - interval '399 days')`,
      [oldA, oldB, other.id]);
    const oldComments = await backend.sql<{ id: string; discussion_id: string }>(
      `insert into discussion_comments (discussion_id, author_id, content, created_at)
       select d, $3, 'An old comment ' || g, now() - interval '300 days' from unnest(array[$1::uuid, $2::uuid]) d, generate_series(1, 2) g
       returning id::text, discussion_id::text`, [oldA, oldB, teacher.id]);
    await backend.sql(
      `insert into discussions (author_id, title, content, created_at) select $1, 'Filler ' || g, 'x', now() - interval '1 day' - g * interval '1 minute' from generate_series(1, 200) g`,
      [teacher.id]);
    // A newer comment in the learner's scope, so that the learner's checkpoints pass the old rows' xids.
    await backend.sql(`insert into discussion_comments (discussion_id, author_id, content) select id, $1, 'Fresh reply' from discussions where title = 'Filler 1'`, [other.id]);

    const discussions = await pullToEnd(learner, 'discussions', null, undefined, 1000);
    const comments = await pullToEnd(learner, 'discussion_comments', null, undefined, 1000);
    expect(discussions.byId.has(oldA) || discussions.byId.has(oldB)).toBe(false);
    expect(oldComments.some((c) => comments.byId.has(c.id))).toBe(false);
    const { newest } = (await backend.sql<{ newest: string }>('select max(_xid)::text as newest from discussion_comments where discussion_id = any($1::uuid[])', [[oldA, oldB]]))[0]!;
    expect(comments.checkpoint!.xid).toBeGreaterThan(Number(newest));
    expect(discussions.checkpoint!.xid).toBeGreaterThan(Number(newest));

    const mine = randomUUID();
    expect(await push(learner, [
      { table: 'discussion_comments', rows: [{ id: mine, discussion_id: oldA, author_id: learner.id, content: 'Reviving this', _deleted: false }] },
      { table: 'discussion_votes', rows: [{ id: randomUUID(), discussion_id: oldB, user_id: learner.id, _deleted: false }] },
    ])).toMatchObject({ conflicts: [], rejected: [] });

    const nextDiscussions = await pullToEnd(learner, 'discussions', discussions.checkpoint, undefined, 1000);
    const nextComments = await pullToEnd(learner, 'discussion_comments', comments.checkpoint, undefined, 1000);
    expect(nextDiscussions.byId.get(oldA)).toMatchObject({ title: 'Old A', comment_count: 3 });
    expect(nextDiscussions.byId.get(oldB)).toMatchObject({ title: 'Old B', upvotes: 1 });
    expect([...nextComments.byId.keys()].sort()).toEqual([...oldComments.map((c) => c.id), mine].sort());
    // Delivered once: the next pull from there is empty.
    expect((await pull(learner, { discussion_comments: nextComments.checkpoint })).discussion_comments!.rows).toEqual([]);
    // Someone else (not engaged) still does not get them.
    const bystander = await pullToEnd(await createTestUser(backend), 'discussion_comments', null, undefined, 1000);
    expect(oldComments.some((c) => bystander.byId.has(c.id))).toBe(false);
  });
});

describe('server_views', () => {
  const viewId = (name: string) => {
    const h = createHash('md5').update(`server_view:${name}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };

  it('sends every view first, none while nothing changed, and a view again once it changed', async () => {
    const user = await createTestUser(backend, { fullName: 'Viewer Vee' });
    const names = (await backend.sql<{ n: string[] }>('select private.server_view_names() as n'))[0]!.n;
    const first = (await pull(user, { server_views: null })).server_views!;
    expect(first.rows.map((r) => r.name)).toEqual(names);
    expect(first.more).toBe(false);
    expect(first.reset).toBe(false);
    for (const row of first.rows) {
      expect(row.id).toBe(viewId(row.name as string));
      expect(row._xid).toBe(row.version);
      expect(row._deleted).toBe(false);
      expect(first.checkpoint!.versions![row.name as string]).toBe(row.version);
    }
    expect(first.rows.find((r) => r.name === 'recent_activity')!.data).toEqual({ events: [] });
    expect(first.checkpoint).toMatchObject({ xid: 0, id: '00000000-0000-0000-0000-000000000000', epoch: expect.any(String) });

    const second = (await pull(user, { server_views: first.checkpoint })).server_views!;
    expect(second.rows).toEqual([]);
    expect(second.checkpoint).toEqual(first.checkpoint);

    // An XP event for the caller (a discussion started): recent_activity changes; my_applications does not.
    expect((await user.client.from('discussions').insert({ author_id: user.id, title: 'Earn points', content: 'Points please' })).error).toBeNull();
    const third = (await pull(user, { server_views: second.checkpoint })).server_views!;
    const changed = third.rows.map((r) => r.name);
    expect(changed).toContain('recent_activity');
    expect(changed).not.toContain('my_applications');
    const activity = third.rows.find((r) => r.name === 'recent_activity')!;
    expect((activity.data as { events: { kind: string }[] }).events.map((e) => e.kind)).toEqual(['discussion_started']);
    expect(activity.version as number).toBeGreaterThan(first.checkpoint!.versions!.recent_activity!);
    expect((await pull(user, { server_views: third.checkpoint })).server_views!.rows).toEqual([]);

    // A checkpoint from another epoch is answered from the start.
    const foreign = (await pull(user, { server_views: { ...third.checkpoint!, epoch: randomUUID() } })).server_views!;
    expect(foreign.reset).toBe(true);
    expect(foreign.rows.map((r) => r.name)).toEqual(names);
  });

  it('computes leaderboard, community_stats and suggested_peers again only past their freshness or when the learner’s own part changed (issue 30)', async () => {
    const reader = await createTestUser(backend, { fullName: 'Fresh Fatuma' });
    const poster = await createTestUser(backend, { fullName: 'Posting Pendo' });
    expect((await poster.client.from('enrollments').insert({ student_id: poster.id, course_id: courseId })).error).toBeNull();
    const first = (await pull(reader, { server_views: null })).server_views!;
    const checked = first.checkpoint!.checked!;
    expect(Object.keys(checked).sort()).toEqual(['community_stats', 'leaderboard', 'suggested_peers']);
    const count = (page: Page) => (page.rows.find((r) => r.name === 'community_stats')?.data as { discussion_count: number } | undefined)?.discussion_count;
    const before = count(first)!;

    // Someone else posts: the community's count moves, but within 60 s the reader's device keeps what it holds.
    expect((await poster.client.from('discussions').insert({ author_id: poster.id, title: 'Fresh news', content: 'Something new' })).error).toBeNull();
    const within = (await pull(reader, { server_views: first.checkpoint })).server_views!;
    expect(within.rows).toEqual([]);
    expect(within.checkpoint).toEqual(first.checkpoint);

    // Past the freshness (the device's mark 60 s old), the views are computed again; only what changed is sent.
    const aged = { ...first.checkpoint!, checked: Object.fromEntries(Object.entries(checked).map(([k, v]) => [k, { ...v, at: v.at - 60 }])) };
    const later = (await pull(reader, { server_views: aged })).server_views!;
    expect(later.rows.map((r) => r.name)).toContain('community_stats');
    expect(count(later)).toBe(before + 1);
    expect(later.rows.map((r) => r.name)).not.toContain('suggested_peers');
    expect(later.checkpoint!.checked!.community_stats!.at).toBeGreaterThan(aged.checked.community_stats!.at);

    // The reader's own post (own XP): at once, whatever the freshness.
    expect((await reader.client.from('discussions').insert({ author_id: reader.id, title: 'My own question', content: 'Asking now' })).error).toBeNull();
    const own = (await pull(reader, { server_views: later.checkpoint })).server_views!;
    expect(own.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['leaderboard', 'community_stats', 'recent_activity']));
    expect(count(own)).toBe(before + 2);
    expect(own.checkpoint!.checked!.leaderboard!.own).not.toBe(later.checkpoint!.checked!.leaderboard!.own);

    // suggested_peers: an enrolment of the reader's own is computed at once (the poster, a classmate, appears).
    expect((await reader.client.from('enrollments').insert({ student_id: reader.id, course_id: courseId })).error).toBeNull();
    const enrolled = (await pull(reader, { server_views: own.checkpoint })).server_views!;
    const peers = enrolled.rows.find((r) => r.name === 'suggested_peers')?.data as { peers: { user_id: string }[] } | undefined;
    expect(peers?.peers.map((p) => p.user_id)).toContain(poster.id);

    // A malformed mark is no error: the views are computed as from a device without marks.
    for (const bad of [{ leaderboard: 'x' }, { leaderboard: { at: 'now', own: 1 } }, 7]) {
      const res = await reader.client.rpc('sync_pull', { checkpoints: { server_views: { ...enrolled.checkpoint!, checked: bad } } });
      expect(res.error, JSON.stringify(bad)).toBeNull();
      expect((res.data as Record<string, Page>).server_views!.checkpoint!.checked!.leaderboard!.own).toBe(enrolled.checkpoint!.checked!.leaderboard!.own);
    }
  });

  it('refuses malformed versions (400, 22023)', async () => {
    const { epoch } = (await backend.sql<{ epoch: string }>('select epoch::text from private.server_epoch'))[0]!;
    for (const versions of [{ leaderboard: 'x' }, [1, 2], 'v1']) {
      const res = await learner.client.rpc('sync_pull', { checkpoints: { server_views: { xid: 0, id: '00000000-0000-0000-0000-000000000000', epoch, versions } } });
      expect(res.status, JSON.stringify(versions)).toBe(400);
      expect(res.error?.code).toBe('22023');
    }
    const notObject = await learner.client.rpc('sync_pull', { checkpoints: { server_views: 5 } });
    expect(notObject.error?.code).toBe('22023');
  });
});

describe('discussions scope at scale', () => {
  let big: TestBackend;
  let reader: TestUser;
  let writer: TestUser;

  beforeAll(async () => {
    big = await startTestBackend();
    [reader, writer] = await Promise.all([createTestUser(big, { fullName: 'Rita Reader' }), createTestUser(big, { fullName: 'Wale Writer' })]);
  });

  afterAll(async () => {
    await big?.stop();
  });

  it('a fresh pull of 10,000 discussions returns the newest 200, the caller’s own, the ones they engaged with and deletions', async () => {
    await big.sql(
      `insert into discussions (author_id, title, content, created_at)
       select $1, 'Bulk ' || g, 'x', now() - g * interval '1 minute' from generate_series(1, 10000) g`, [writer.id]);
    const ids = async (sql: string) => (await big.sql<{ id: string }>(sql)).map((r) => r.id);
    const own = [randomUUID(), randomUUID()];
    await big.sql(`insert into discussions (id, author_id, title, content, created_at) values ($1, $3, 'Mine 1', 'x', now() - interval '30 days'), ($2, $3, 'Mine 2', 'x', now() - interval '31 days')`, [own[0], own[1], reader.id]);
    const idOf = async (title: string) => (await big.sql<{ id: string }>('select id::text from discussions where title = $1', [title]))[0]!.id;
    const [commented, voted, deleted, recentCommented] = [await idOf('Bulk 5000'), await idOf('Bulk 6000'), await idOf('Bulk 7000'), await idOf('Bulk 10')];
    expect((await reader.client.from('discussion_comments').insert({ discussion_id: commented, author_id: reader.id, content: 'Late reply' })).error).toBeNull();
    expect((await reader.client.from('discussion_comments').insert({ discussion_id: recentCommented, author_id: reader.id, content: 'Early reply' })).error).toBeNull();
    expect((await reader.client.from('discussion_votes').insert({ discussion_id: voted, user_id: reader.id })).error).toBeNull();
    await big.sql('update discussions set _deleted = true where id = $1', [deleted]);

    const newest = await ids('select id::text from discussions order by created_at desc, id desc limit 200');
    expect(newest).toContain(recentCommented);
    // A first pull holds nothing, so a discussion deleted before it is not sent.
    const expected = new Set([...newest, ...own, commented, voted]);
    expect(expected.size).toBe(204);
    expect(await big.sql('select count(*)::int as n from discussions')).toEqual([{ n: 10002 }]);

    const { byId } = await pullToEnd(reader, 'discussions', null, undefined, 1000);
    expect(byId.size).toBe(204);
    expect(new Set(byId.keys())).toEqual(expected);
    expect(byId.has(deleted)).toBe(false);
    // The writer's scope holds all 10,000 (their own): the comments on them come to the writer.
    const comments = await pullToEnd(writer, 'discussion_comments', null, undefined, 1000);
    expect(comments.byId.size).toBe(2);
  });
});

describe('deleted content in pulls', () => {
  const tombstone = (id: string) => ({ id, _deleted: true, _xid: expect.any(Number) as number });
  const xidOf = async (table: string, id: string) => Number((await backend.sql<{ x: string }>(`select _xid::text as x from ${table} where id = $1`, [id]))[0]!.x);
  /** Pulls from `from` until `id` arrives: on a shared PostgreSQL cluster another database's open transaction can hold the horizon back. */
  const pullUntil = async (user: TestUser, table: string, from: V2Checkpoint, id: string) => {
    const started = Date.now();
    for (;;) {
      const page = await pullToEnd(user, table, from, undefined, 1000);
      if (page.byId.has(id) || Date.now() - started > 10_000) return page;
    }
  };

  it('other devices, and the author’s other devices, learn a deleted discussion or comment only as {id, _deleted, _xid}', async () => {
    const [d, c, kept] = [randomUUID(), randomUUID(), randomUUID()];
    const discussion = { ...discussionRow(d, other, 'Phone inside'), content: 'Ring me at +255 700 000 000' };
    const comment = { id: c, discussion_id: d, author_id: learner.id, content: 'Mine is +255 711 111 111', _deleted: false };
    expect(await push(other, [{ table: 'discussions', rows: [discussion] }])).toMatchObject({ conflicts: [], rejected: [] });
    expect(await push(learner, [{ table: 'discussion_comments', rows: [comment, { id: kept, discussion_id: d, author_id: learner.id, content: 'A plain reply', _deleted: false }] }]))
      .toMatchObject({ conflicts: [], rejected: [] });
    const learnerDiscussions = await pullToEnd(learner, 'discussions', null, undefined, 1000);
    const learnerComments = await pullToEnd(learner, 'discussion_comments', null, undefined, 1000);
    const otherDiscussions = await pullToEnd(other, 'discussions', null, undefined, 1000);
    const otherComments = await pullToEnd(other, 'discussion_comments', null, undefined, 1000);
    expect(learnerDiscussions.byId.get(d)).toMatchObject({ content: discussion.content });
    expect(otherComments.byId.get(c)).toMatchObject({ content: comment.content });

    // The comment's author deletes it: the discussion's author and the comment author's other device get a tombstone.
    expect(await push(learner, [{ table: 'discussion_comments', base_xid: await xidOf('discussion_comments', c), row: { ...comment, _deleted: true } }]))
      .toMatchObject({ conflicts: [], rejected: [] });
    const otherComments2 = await pullUntil(other, 'discussion_comments', otherComments.checkpoint, c);
    expect(otherComments2.byId.get(c)).toEqual(tombstone(c));
    const learnerComments2 = await pullUntil(learner, 'discussion_comments', learnerComments.checkpoint, c);
    expect(learnerComments2.byId.get(c)).toEqual(tombstone(c));

    // The discussion's author deletes it: every other device gets a tombstone for it and for the comments on it.
    expect(await push(other, [{ table: 'discussions', base_xid: await xidOf('discussions', d), row: { ...discussion, _deleted: true } }]))
      .toMatchObject({ conflicts: [], rejected: [] });
    const learnerDiscussions2 = await pullUntil(learner, 'discussions', learnerDiscussions.checkpoint, d);
    expect(learnerDiscussions2.byId.get(d)).toEqual(tombstone(d));
    const learnerComments3 = await pullUntil(learner, 'discussion_comments', learnerComments2.checkpoint, kept);
    expect(learnerComments3.byId.get(kept)).toEqual(tombstone(kept));
    const otherDiscussions2 = await pullUntil(other, 'discussions', otherDiscussions.checkpoint, d);
    expect(otherDiscussions2.byId.get(d)).toEqual(tombstone(d));
    const everything = JSON.stringify([learnerDiscussions2, learnerComments3, otherDiscussions2, otherComments2, learnerComments2].map((p) => [...p.byId.values()]));
    expect(everything).not.toContain('+255');

    // REST: gone for everyone but its author; a device that never held it is told nothing.
    expect((await learner.client.from('discussions').select('id').eq('id', d)).data).toEqual([]);
    expect((await learner.client.from('discussion_comments').select('id').eq('discussion_id', d)).data).toEqual([]);
    const newcomer = await createTestUser(backend);
    expect((await pullToEnd(newcomer, 'discussions', null, undefined, 1000)).byId.has(d)).toBe(false);
    expect((await pullToEnd(newcomer, 'discussion_comments', null, undefined, 1000)).byId.has(kept)).toBe(false);
  });

  it('an enrolled student learns a deleted lesson or module only as a tombstone', async () => {
    const { courseId: cId, lessonIds: [l1, l2] } = await publishedCourse(teacher, 2);
    expect((await learner.client.from('enrollments').insert({ student_id: learner.id, course_id: cId })).error).toBeNull();
    const lessons = await pullToEnd(learner, 'lessons', null, undefined, 1000);
    const modules = await pullToEnd(learner, 'course_modules', null, undefined, 1000);
    expect(lessons.byId.get(l1!)).toMatchObject({ content: 'text' });
    const moduleId = String(lessons.byId.get(l1!)!.module_id);

    expect((await teacher.client.from('lessons').update({ _deleted: true }).eq('id', l1!)).error).toBeNull();
    const lessons2 = await pullUntil(learner, 'lessons', lessons.checkpoint, l1!);
    expect(lessons2.byId.get(l1!)).toEqual(tombstone(l1!));

    expect((await teacher.client.from('course_modules').update({ _deleted: true }).eq('id', moduleId)).error).toBeNull();
    const modules2 = await pullUntil(learner, 'course_modules', modules.checkpoint, moduleId);
    expect(modules2.byId.get(moduleId)).toEqual(tombstone(moduleId));
    const lessons3 = await pullUntil(learner, 'lessons', lessons2.checkpoint, l2!);
    expect(lessons3.byId.get(l2!)).toEqual(tombstone(l2!));
    // The instructor still reads the deleted module; their devices get the same tombstone, and a first pull nothing.
    const taught = await pullUntil(teacher, 'course_modules', modules.checkpoint, moduleId);
    expect(taught.byId.get(moduleId)).toEqual(tombstone(moduleId));
    expect((await pullToEnd(teacher, 'course_modules', null, undefined, 1000)).byId.has(moduleId)).toBe(false);
  });
});

describe('courses catalogue bound', () => {
  let shop: TestBackend;
  let teacher: TestUser;
  let reader: TestUser;
  let fans: TestUser[];

  beforeAll(async () => {
    shop = await startTestBackend();
    [teacher, reader, ...fans] = await Promise.all([
      createTestUser(shop, { fullName: 'Tola Teacher', roles: ['instructor'] }),
      createTestUser(shop, { fullName: 'Rhoda Reader' }),
      createTestUser(shop, { fullName: 'Fan One' }),
      createTestUser(shop, { fullName: 'Fan Two' }),
    ]);
    // 300 published courses, one module and one lesson each (a course is published once it has a module).
    await shop.sql(
      `insert into courses (instructor_id, title, description, category, difficulty, price, status, created_at)
       select $1, 'Bulk course ' || lpad(g::text, 3, '0'), 'A bulk course for the catalogue bound.', 'programming', 'beginner', 0, 'draft',
              now() - (400 - g) * interval '1 hour'
       from generate_series(1, 300) g`, [teacher.id]);
    await shop.sql(`insert into course_modules (course_id, title, order_index) select id, 'Module of ' || title, 0 from courses`);
    await shop.sql(`insert into lessons (module_id, title, content, duration, is_free, order_index) select id, 'Lesson of ' || title, 'Body', 5, false, 0 from course_modules`);
    await shop.sql(`update courses set status = 'published'`);
    await horizonPast();
  });

  afterAll(async () => {
    await shop?.stop();
  });

  /**
   * Waits until every transaction begun so far has ended, so pulls see the writes above: on a shared PostgreSQL cluster
   * another database's open transaction holds the pull horizon back (PGlite: at once).
   */
  const horizonPast = async () => {
    const [{ x } = { x: '0' }] = await shop.sql<{ x: string }>('select pg_current_xact_id()::text as x');
    for (let waited = 0; waited < 60_000; waited += 50) {
      const [{ h } = { h: '0' }] = await shop.sql<{ h: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as h');
      if (BigInt(h) > BigInt(x)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const courseId = async (title: string) => (await shop.sql<{ id: string }>('select id::text from courses where title = $1', [title]))[0]!.id;
  /** The window as docs/sync-protocol.md states it: the 100 newest and the 100 most popular live published courses. */
  const windowIds = async () =>
    (await shop.sql<{ id: string }>(
      `(select id::text from courses where status = 'published' and not _deleted order by created_at desc, id desc limit 100)
       union (select id::text from courses where status = 'published' and not _deleted order by total_students desc, id desc limit 100)`,
    )).map((r) => r.id);
  const modulesOf = async (ids: string[]) => (await shop.sql<{ id: string }>('select id::text from course_modules where course_id = any($1::uuid[])', [ids])).map((r) => r.id);
  const enrol = async (user: TestUser, course: string) =>
    expect((await user.client.from('enrollments').insert({ student_id: user.id, course_id: course })).error).toBeNull();

  it('a first pull holds the newest and most popular published courses (at most 200) with their outlines, not the whole catalogue', async () => {
    const expected = await windowIds();
    expect(expected.length).toBeLessThanOrEqual(200);
    const courses = await pullToEnd(reader, 'courses');
    expect(new Set(courses.byId.keys())).toEqual(new Set(expected));
    expect(courses.byId.has(await courseId('Bulk course 300'))).toBe(true);
    const modules = await pullToEnd(reader, 'course_modules');
    expect(new Set(modules.byId.keys())).toEqual(new Set(await modulesOf(expected)));
    // The instructor holds every course they teach, whatever the window.
    expect((await pullToEnd(teacher, 'courses')).byId.size).toBe(300);
  });

  it('enrolling in a course outside the window brings it, its outline and its lessons; a course that gains students enters the window with its older outline', async () => {
    const held = { courses: (await pullToEnd(reader, 'courses')).checkpoint, course_modules: (await pullToEnd(reader, 'course_modules')).checkpoint, lessons: (await pullToEnd(reader, 'lessons')).checkpoint };
    const inWindow = new Set(await windowIds());
    const outside = (await shop.sql<{ id: string }>(`select id::text from courses order by created_at, id`)).map((r) => r.id).filter((id) => !inWindow.has(id));
    expect(outside.length).toBeGreaterThanOrEqual(2);
    const [mine, popular] = outside as [string, string];

    await enrol(reader, mine);
    await horizonPast();
    const afterEnrol = {
      courses: await pullToEnd(reader, 'courses', held.courses),
      course_modules: await pullToEnd(reader, 'course_modules', held.course_modules),
      lessons: await pullToEnd(reader, 'lessons', held.lessons),
    };
    expect(afterEnrol.courses.byId.has(mine)).toBe(true);
    expect([...afterEnrol.course_modules.byId.keys()]).toEqual(expect.arrayContaining(await modulesOf([mine])));
    const lessons = (await shop.sql<{ id: string }>('select l.id::text from lessons l join course_modules m on m.id = l.module_id where m.course_id = $1', [mine])).map((r) => r.id);
    expect([...afterEnrol.lessons.byId.keys()].sort()).toEqual(lessons.sort());

    // Two fans make an old course the most popular: its row changes (total_students), so it and its older module arrive.
    for (const fan of fans) await enrol(fan, popular);
    await horizonPast();
    expect(await windowIds()).toContain(popular);
    const entered = {
      courses: await pullToEnd(reader, 'courses', afterEnrol.courses.checkpoint),
      course_modules: await pullToEnd(reader, 'course_modules', afterEnrol.course_modules.checkpoint),
    };
    expect(entered.courses.byId.get(popular)).toMatchObject({ total_students: 2 });
    expect([...entered.course_modules.byId.keys()]).toEqual(expect.arrayContaining(await modulesOf([popular])));
    // A course the window let go of stays on the device: no removal is sent for it.
    expect([...entered.courses.byId.values()].filter((c) => c._deleted)).toEqual([]);
  });
});
