// XP integrity (issue 23, holes 8–10): progress and its XP only for lessons one may open, daily caps that hold under
// concurrent transactions, and no create / move / undelete loop that earns one source's XP more than once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { push } from '../support/sync-calls.ts';

let backend: TestBackend;
let teacher: TestUser;
let host: TestUser; // writes the discussions others comment on and vote for
let admin: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  [teacher, host, admin] = await Promise.all([
    createTestUser(backend, { fullName: 'Tendai Teacher', roles: ['instructor'] }),
    createTestUser(backend, { fullName: 'Hana Host' }),
    createTestUser(backend, { fullName: 'Ada Admin', roles: ['admin'] }),
  ]);
});

afterAll(async () => {
  await backend?.stop();
});

/** A published course of `lessons` lessons; `free` of them (the first ones) are free previews. */
async function publishedCourse(options: { lessons: number; free?: number; price?: number }): Promise<{ courseId: string; lessonIds: string[] }> {
  const courseId = randomUUID();
  const moduleId = randomUUID();
  const lessonIds = Array.from({ length: options.lessons }, () => randomUUID());
  const c = teacher.client;
  expect((await c.from('courses').insert({ id: courseId, instructor_id: teacher.id, title: 'Integrity course', description: 'Long enough description.', category: 'programming', price: options.price ?? 0 })).error).toBeNull();
  expect((await c.from('course_modules').insert({ id: moduleId, course_id: courseId, title: 'Module', order_index: 0 })).error).toBeNull();
  const lessons = lessonIds.map((id, i) => ({ id, module_id: moduleId, title: `Lesson ${i + 1}`, content: 'text', order_index: i, is_free: i < (options.free ?? 0) }));
  expect((await c.from('lessons').insert(lessons)).error).toBeNull();
  expect((await c.from('courses').update({ status: 'published' }).eq('id', courseId)).error).toBeNull();
  return { courseId, lessonIds };
}

function progressRow(user: TestUser, lessonId: string, id: string = randomUUID()) {
  return { id, student_id: user.id, lesson_id: lessonId, completed_at: new Date().toISOString(), _deleted: false };
}

async function events(userId: string, kind?: string) {
  return backend.sql<{ kind: string; source_table: string; source_id: string }>(
    `select kind, source_table, source_id::text from public.xp_events where user_id = $1 and ($2::text is null or kind = $2) order by created_at, id`,
    [userId, kind ?? null],
  );
}

async function standing(userId: string) {
  return (await backend.sql<{ xp_total: number; ledger: number }>(
    `select p.xp_total, (select coalesce(sum(points), 0)::int from public.xp_events e where e.user_id = p.id) as ledger
     from public.profiles p where p.id = $1`, [userId]))[0]!;
}

async function newDiscussion(user: TestUser): Promise<string> {
  const id = randomUUID();
  expect((await user.client.from('discussions').insert({ id, author_id: user.id, title: 'A question', content: 'A body long enough' })).error).toBeNull();
  return id;
}

async function newComment(user: TestUser, discussionId: string): Promise<string> {
  const id = randomUUID();
  expect((await user.client.from('discussion_comments').insert({ id, discussion_id: discussionId, author_id: user.id, content: 'Nice one' })).error).toBeNull();
  return id;
}

/** A pg connection inside a transaction as a signed-in device of `user`, as PostgREST runs a request. */
async function deviceTransaction(user: TestUser): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: backend.apiDatabaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true)`, [JSON.stringify({ sub: user.id, role: 'authenticated' }), user.id]);
  await client.query('set local role authenticated');
  await client.query(`set local statement_timeout = '20s'`);
  return client;
}

describe('8. progress, and its XP, only for lessons the learner may open', () => {
  it('a learner not enrolled in a paid course cannot record its lessons, by sync or by REST, and earns nothing', async () => {
    const { lessonIds } = await publishedCourse({ lessons: 3, free: 1, price: 49 });
    const intruder = await createTestUser(backend, { fullName: 'Ivo Intruder' });
    const [preview, paid1, paid2] = lessonIds as [string, string, string];

    const bySync = await push(intruder, [{ table: 'lesson_progress', rows: [progressRow(intruder, paid1), progressRow(intruder, paid2)] }]);
    expect(bySync.conflicts).toEqual([]);
    expect(bySync.rejected.map((r) => [r.table, r.code, r.row])).toEqual([['lesson_progress', '42501', null], ['lesson_progress', '42501', null]]);
    expect(bySync.rejected[0]!.message).toBe('You can record progress only on lessons you can open: enrol in the course first (its free preview lessons are open to everyone).');

    const byRest = await intruder.client.from('lesson_progress').insert(progressRow(intruder, paid1));
    expect(byRest.error?.code).toBe('42501');
    expect(byRest.error?.message).toMatch(/enrol in the course first/);

    // A free preview may be marked as done, but earns nothing without an enrolment.
    expect(await push(intruder, [{ table: 'lesson_progress', rows: [progressRow(intruder, preview)] }])).toMatchObject({ conflicts: [], rejected: [] });
    expect(await backend.sql('select lesson_id::text from public.lesson_progress where student_id = $1', [intruder.id])).toEqual([{ lesson_id: preview }]);
    expect(await events(intruder.id)).toEqual([]);
    expect(await standing(intruder.id)).toEqual({ xp_total: 0, ledger: 0 });
  });

  it('a course made only of previews completed without an enrolment earns no lesson and no course XP', async () => {
    const { lessonIds } = await publishedCourse({ lessons: 2, free: 2 });
    const browser = await createTestUser(backend);
    expect(await push(browser, [{ table: 'lesson_progress', rows: lessonIds.map((id) => progressRow(browser, id)) }])).toMatchObject({ rejected: [] });
    expect(await backend.sql('select count(*)::int as n from public.lesson_progress where student_id = $1 and not _deleted', [browser.id])).toEqual([{ n: 2 }]);
    expect(await events(browser.id)).toEqual([]);
  });

  it('an enrolled learner offline: the enrolment and the lessons in one push earn lessons and the course', async () => {
    const { courseId, lessonIds } = await publishedCourse({ lessons: 2, free: 1 });
    const learner = await createTestUser(backend);
    const answer = await push(learner, [
      { table: 'enrollments', rows: [{ id: randomUUID(), student_id: learner.id, course_id: courseId, enrolled_at: new Date().toISOString(), _deleted: false }] },
      { table: 'lesson_progress', rows: lessonIds.map((id) => progressRow(learner, id)) },
    ]);
    expect(answer).toMatchObject({ conflicts: [], rejected: [] });
    expect((await events(learner.id)).map((e) => e.kind).sort()).toEqual(['course_completed', 'lesson_completed', 'lesson_completed']);
  });

  it('a learner who left a course may still take back a completion, but not record a new one', async () => {
    const { courseId, lessonIds } = await publishedCourse({ lessons: 2 });
    const learner = await createTestUser(backend);
    const enrolment = randomUUID();
    expect((await learner.client.from('enrollments').insert({ id: enrolment, student_id: learner.id, course_id: courseId })).error).toBeNull();
    const done = randomUUID();
    expect((await learner.client.from('lesson_progress').insert(progressRow(learner, lessonIds[0]!, done))).error).toBeNull();
    expect((await learner.client.from('enrollments').update({ _deleted: true }).eq('id', enrolment)).error).toBeNull();

    expect((await learner.client.from('lesson_progress').update({ _deleted: true }).eq('id', done)).error).toBeNull();
    expect(await events(learner.id)).toEqual([]);
    const again = await learner.client.from('lesson_progress').update({ _deleted: false }).eq('id', done);
    expect(again.error?.message).toMatch(/enrol in the course first/);
    expect((await learner.client.from('lesson_progress').insert(progressRow(learner, lessonIds[1]!))).error?.code).toBe('42501');
    expect(await events(learner.id)).toEqual([]);
  });

  it('a lesson that is not on the server yet is a missing parent (23503), which devices retry', async () => {
    const learner = await createTestUser(backend);
    const answer = await push(learner, [{ table: 'lesson_progress', rows: [progressRow(learner, randomUUID())] }]);
    expect(answer.rejected.map((r) => r.code)).toEqual(['23503']);
  });
});

describe('9. daily XP caps hold under concurrent writes', () => {
  it('ten transactions of one user, each writing 20 comments and committing at once, earn 20 events (PostgreSQL connections)', async (ctx) => {
    if (!backend.databaseUrl) {
      ctx.skip('needs DATABASE_URL: PGlite has a single connection, so ten transactions cannot be open at once there');
      return;
    }
    const farmer = await createTestUser(backend, { fullName: 'Farah Farmer' });
    // One discussion per transaction: comments on one discussion queue behind its row lock and would not overlap.
    const discussions = await Promise.all(Array.from({ length: 10 }, () => newDiscussion(host)));
    const clients: pg.Client[] = [];
    try {
      for (const discussionId of discussions) {
        const client = await deviceTransaction(farmer);
        clients.push(client);
        await client.query(
          `insert into public.discussion_comments (id, discussion_id, author_id, content)
           select gen_random_uuid(), $1, $2, 'Comment number ' || n from generate_series(1, 20) n`,
          [discussionId, farmer.id],
        );
      }
      // All ten are open, each having counted only its own 20: now they commit together.
      await Promise.all(clients.map((client) => client.query('commit')));
    } finally {
      await Promise.all(clients.map(async (client) => {
        await client.query('rollback').catch(() => undefined);
        await client.end();
      }));
    }
    expect(await backend.sql('select count(*)::int as n from public.discussion_comments where author_id = $1', [farmer.id])).toEqual([{ n: 200 }]);
    expect(await events(farmer.id, 'comment_written')).toHaveLength(20);
    expect(await standing(farmer.id)).toEqual({ xp_total: 100, ledger: 100 });
  });

  it('ten parallel sync_push calls of 20 comments each from one new account earn the daily cap, no more', async () => {
    const farmer = await createTestUser(backend);
    const discussions = await Promise.all(Array.from({ length: 10 }, () => newDiscussion(host)));
    const answers = await Promise.all(discussions.map((discussionId) => push(farmer, [{
      table: 'discussion_comments',
      rows: Array.from({ length: 20 }, (_, i) => ({ id: randomUUID(), discussion_id: discussionId, author_id: farmer.id, content: `Comment ${i}`, _deleted: false })),
    }])));
    for (const answer of answers) expect(answer).toMatchObject({ conflicts: [], rejected: [] });
    expect(await events(farmer.id, 'comment_written')).toHaveLength(20);
    expect(await standing(farmer.id)).toEqual({ xp_total: 100, ledger: 100 });
  });

  it('the ledger never keeps more events of a kind than its cap for one day, whoever inserts them', async () => {
    const user = await createTestUser(backend);
    // One transaction inserting past the cap (as a grant that could not see another's events would).
    await backend.sql(
      `insert into public.xp_events (user_id, kind, points, source_table, source_id)
       select $1, 'discussion_started', 15, 'discussions', gen_random_uuid() from generate_series(1, 8)`, [user.id]);
    expect(await events(user.id, 'discussion_started')).toHaveLength(5);
    expect(await standing(user.id)).toEqual({ xp_total: 75, ledger: 75 });
    // Another day's events are that day's: history loaded with its dates is kept.
    await backend.sql(
      `insert into public.xp_events (user_id, kind, points, source_table, source_id, created_at)
       select $1, 'discussion_started', 15, 'discussions', gen_random_uuid(), now() - interval '3 days' from generate_series(1, 5)`, [user.id]);
    expect(await events(user.id, 'discussion_started')).toHaveLength(10);
  });
});

describe('10. no create, move or undelete loop earns a source twice', () => {
  it('a progress row cannot move to another lesson or learner, by REST or by sync', async () => {
    const { courseId, lessonIds } = await publishedCourse({ lessons: 3 });
    const learner = await createTestUser(backend);
    const other = await createTestUser(backend);
    expect((await learner.client.from('enrollments').insert({ student_id: learner.id, course_id: courseId })).error).toBeNull();
    const first = randomUUID();
    expect((await learner.client.from('lesson_progress').insert(progressRow(learner, lessonIds[0]!, first))).error).toBeNull();

    const moved = await learner.client.from('lesson_progress').update({ lesson_id: lessonIds[1] }).eq('id', first);
    expect(moved.error?.message).toBe('A lesson’s progress stays with its lesson and learner: record the other lesson as its own progress.');
    const [row] = await backend.sql<{ _xid: string }>('select _xid::text from public.lesson_progress where id = $1', [first]);
    const bySync = await push(learner, [{ table: 'lesson_progress', base_xid: Number(row!._xid), row: { ...progressRow(learner, lessonIds[2]!, first), student_id: other.id } }]);
    expect(bySync.rejected.map((r) => [r.code, r.message])).toEqual([['23514', 'A lesson’s progress stays with its lesson and learner: record the other lesson as its own progress.']]);
    expect(await backend.sql('select lesson_id::text, student_id::text from public.lesson_progress where id = $1', [first])).toEqual([{ lesson_id: lessonIds[0], student_id: learner.id }]);

    // The loop the move allowed (move the row away, record the lesson again) earns nothing more.
    await learner.client.from('lesson_progress').update({ lesson_id: lessonIds[1] }).eq('id', first);
    await learner.client.from('lesson_progress').insert(progressRow(learner, lessonIds[0]!));
    expect(await events(learner.id, 'lesson_completed')).toHaveLength(1);
  });

  it('lesson progress deleted and recorded again (soft, hard, new id) keeps one lesson’s and one course’s XP', async () => {
    const { courseId, lessonIds } = await publishedCourse({ lessons: 1 });
    const learner = await createTestUser(backend);
    expect((await learner.client.from('enrollments').insert({ student_id: learner.id, course_id: courseId })).error).toBeNull();
    let id = randomUUID();
    expect((await learner.client.from('lesson_progress').insert(progressRow(learner, lessonIds[0]!, id))).error).toBeNull();
    for (let round = 0; round < 3; round++) {
      expect((await learner.client.from('lesson_progress').update({ _deleted: true }).eq('id', id)).error).toBeNull();
      expect((await learner.client.from('lesson_progress').update({ _deleted: false }).eq('id', id)).error).toBeNull();
      expect((await learner.client.from('lesson_progress').delete().eq('id', id)).error).toBeNull();
      id = randomUUID();
      expect((await learner.client.from('lesson_progress').insert(progressRow(learner, lessonIds[0]!, id))).error).toBeNull();
    }
    expect((await events(learner.id)).map((e) => e.kind).sort()).toEqual(['course_completed', 'lesson_completed']);
    expect(await standing(learner.id)).toEqual({ xp_total: 60, ledger: 60 });
  });

  it('votes taken back and given again, or deleted and made anew, leave the author one upvote’s XP', async () => {
    const author = await createTestUser(backend);
    const voter = await createTestUser(backend);
    const d = await newDiscussion(author);
    let vote = randomUUID();
    expect((await voter.client.from('discussion_votes').insert({ id: vote, discussion_id: d, user_id: voter.id })).error).toBeNull();
    for (let round = 0; round < 3; round++) {
      await voter.client.from('discussion_votes').update({ _deleted: true }).eq('id', vote);
      await voter.client.from('discussion_votes').update({ _deleted: false }).eq('id', vote);
      await voter.client.from('discussion_votes').delete().eq('id', vote);
      vote = randomUUID();
      expect((await voter.client.from('discussion_votes').insert({ id: vote, discussion_id: d, user_id: voter.id })).error).toBeNull();
    }
    // A device cannot move its vote to another discussion of the same author either.
    const other = await newDiscussion(author);
    await voter.client.from('discussion_votes').update({ discussion_id: other }).eq('id', vote);
    expect(await events(author.id, 'upvote_received')).toEqual([{ kind: 'upvote_received', source_table: 'discussion_votes', source_id: vote }]);
    expect(await backend.sql('select upvotes from public.discussions where id = any($1::uuid[]) order by upvotes desc', [[d, other]])).toEqual([{ upvotes: 1 }, { upvotes: 0 }]);
  });

  it('discussions and comments deleted and restored keep one event each', async () => {
    const user = await createTestUser(backend);
    const d = await newDiscussion(user);
    const hostDiscussion = await newDiscussion(host);
    const c = await newComment(user, hostDiscussion);
    for (let round = 0; round < 3; round++) {
      for (const [table, id] of [['discussions', d], ['discussion_comments', c]] as const) {
        expect((await user.client.from(table).update({ _deleted: true }).eq('id', id)).error).toBeNull();
        expect((await user.client.from(table).update({ _deleted: false }).eq('id', id)).error).toBeNull();
      }
    }
    expect((await events(user.id)).map((e) => `${e.kind} ${e.source_id}`).sort()).toEqual([`comment_written ${c}`, `discussion_started ${d}`].sort());
    expect(await standing(user.id)).toEqual({ xp_total: 20, ledger: 20 });
  });

  it('a comment deleted before its discussion was hidden or removed cannot be restored there, and earns nothing', async () => {
    const user = await createTestUser(backend);
    const [hidden, removed] = [await newDiscussion(host), await newDiscussion(host)];
    const [c1, c2] = [await newComment(user, hidden), await newComment(user, removed)];
    for (const c of [c1, c2]) expect((await user.client.from('discussion_comments').update({ _deleted: true }).eq('id', c)).error).toBeNull();
    expect((await admin.client.from('discussions').update({ is_hidden: true }).eq('id', hidden)).error).toBeNull();
    expect((await host.client.from('discussions').update({ _deleted: true }).eq('id', removed)).error).toBeNull();

    // Whichever refuses first (the read policy hiding the comment, or the open-discussion check), it stays removed;
    // a refusal that reaches the row names the reason.
    for (const c of [c1, c2]) {
      const restored = await user.client.from('discussion_comments').update({ _deleted: false }).eq('id', c).select('id');
      if (restored.error) expect(restored.error.message).toBe('This discussion has been hidden or removed, so it no longer takes comments or upvotes.');
      else expect(restored.data).toEqual([]);
    }
    for (const [c, discussionId] of [[c1, hidden], [c2, removed]] as const) {
      const [row] = await backend.sql<{ _xid: string }>('select _xid::text from public.discussion_comments where id = $1', [c]);
      const bySync = await push(user, [{ table: 'discussion_comments', base_xid: Number(row!._xid), row: { id: c, discussion_id: discussionId, author_id: user.id, content: 'Nice one', _deleted: false } }]);
      expect(bySync.conflicts.length + bySync.rejected.length).toBe(1);
    }
    expect(await backend.sql('select bool_and(_deleted) as all_deleted from public.discussion_comments where id = any($1::uuid[])', [[c1, c2]])).toEqual([{ all_deleted: true }]);
    expect(await events(user.id, 'comment_written')).toEqual([]);

    // An admin showing a hidden comment again on a removed discussion gives no XP either: XP is for live discussions.
    const third = await newDiscussion(host);
    const c3 = await newComment(user, third);
    expect((await admin.client.from('discussion_comments').update({ is_hidden: true }).eq('id', c3)).error).toBeNull();
    expect((await host.client.from('discussions').update({ _deleted: true }).eq('id', third)).error).toBeNull();
    expect((await admin.client.from('discussion_comments').update({ is_hidden: false }).eq('id', c3)).error).toBeNull();
    expect(await events(user.id, 'comment_written')).toEqual([]);
  });
});
