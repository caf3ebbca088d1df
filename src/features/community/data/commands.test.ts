// Unit tests of the community commands on RxDB over fake-indexeddb: validation messages, authorship, one vote per user.
import { afterEach, describe, expect, it } from 'vitest';
import { createMaarifaDatabase, type MaarifaDatabase } from '../../../db/database.ts';
import { createTestDatabaseName, createTestStorage } from '../../../db/test-storage.ts';
import { addComment, deleteComment, editDiscussion, getVoteId, startDiscussion, toggleUpvote } from './commands.ts';

const open: MaarifaDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.remove()));
});

async function openDb(): Promise<MaarifaDatabase> {
  const db = await createMaarifaDatabase({
    name: createTestDatabaseName('community'),
    storage: createTestStorage(),
    multiInstance: false,
    devMode: true,
    collections: ['discussions', 'discussion_comments', 'votes'],
  });
  open.push(db);
  return db;
}

const amina = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Amina' };
const baraka = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Baraka' };

describe('community commands', () => {
  it('refuses short titles, contents, comments and too many tags with their messages, and writes nothing', async () => {
    const db = await openDb();
    expect(await startDiscussion(db, amina, { title: 'Hey', content: 'Too short', tags: [] })).toMatchObject({
      ok: false,
      fieldErrors: { title: 'Title must be at least 5 characters', content: 'Content must be at least 10 characters' },
    });
    expect(await startDiscussion(db, amina, { title: 'Five tags max', content: 'Long enough content', tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).toMatchObject({
      ok: false,
      fieldErrors: { tags: 'Use at most 5 tags' },
    });
    expect(await db.discussions.count().exec()).toBe(0);
    const started = await startDiscussion(db, amina, { title: 'Swahili verbs', content: 'How do you learn them?', tags: [' swahili ', '', 'Swahili', 'verbs'] });
    if (!started.ok) throw new Error(started.error);
    expect((await db.discussions.findOne(started.value.id).exec())?.tags).toEqual(['Swahili', 'verbs']);
    expect(await addComment(db, baraka, started.value.id, { content: ' x ' })).toMatchObject({ ok: false, fieldErrors: { content: 'Comment must be at least 2 characters' } });
    expect(await db.discussion_comments.count().exec()).toBe(0);
  });

  it('lets only the author edit or delete, and never upvote their own discussion', async () => {
    const db = await openDb();
    const started = await startDiscussion(db, amina, { title: 'Swahili verbs', content: 'How do you learn them?' });
    if (!started.ok) throw new Error(started.error);
    expect(await editDiscussion(db, baraka.id, started.value.id, { title: 'Hijacked title', content: 'Hijacked content here' })).toMatchObject({ ok: false });
    expect(await toggleUpvote(db, amina.id, started.value.id)).toMatchObject({ ok: false, error: 'You cannot upvote your own discussion' });
    const comment = await addComment(db, baraka, started.value.id, { content: 'Flashcards!' });
    if (!comment.ok) throw new Error(comment.error);
    expect(await deleteComment(db, amina.id, comment.value.id)).toMatchObject({ ok: false });
    expect(await deleteComment(db, baraka.id, comment.value.id)).toMatchObject({ ok: true });
    expect(await db.discussion_comments.count().exec()).toBe(0);
  });

  it('counts two quick taps as one upvote, toggles it off, and uses the same vote id everywhere', async () => {
    const db = await openDb();
    const started = await startDiscussion(db, amina, { title: 'Swahili verbs', content: 'How do you learn them?' });
    if (!started.ok) throw new Error(started.error);
    const [first, second] = await Promise.all([toggleUpvote(db, baraka.id, started.value.id), toggleUpvote(db, baraka.id, started.value.id)]);
    expect(first.ok && second.ok).toBe(true);
    expect(await db.votes.count().exec()).toBe(1);
    expect((await db.votes.find().exec())[0]?.id).toBe(await getVoteId(baraka.id, started.value.id));
    expect(await toggleUpvote(db, baraka.id, started.value.id)).toMatchObject({ ok: true, value: { upvoted: false } });
    expect(await db.votes.count().exec()).toBe(0);
    expect(await getVoteId(baraka.id, started.value.id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a press that asks for the state already there (second tab, raced double click) changes nothing', async () => {
    const db = await openDb();
    const started = await startDiscussion(db, amina, { title: 'Kiswahili nouns', content: 'Noun classes explained?' });
    if (!started.ok) throw new Error(started.error);
    expect(await toggleUpvote(db, baraka.id, started.value.id, true)).toMatchObject({ ok: true, value: { upvoted: true } });
    expect(await toggleUpvote(db, baraka.id, started.value.id, true)).toMatchObject({ ok: true, value: { upvoted: true } });
    expect(await db.votes.count().exec()).toBe(1);
    expect(await toggleUpvote(db, baraka.id, started.value.id, false)).toMatchObject({ ok: true, value: { upvoted: false } });
    expect(await toggleUpvote(db, baraka.id, started.value.id, false)).toMatchObject({ ok: true, value: { upvoted: false } });
    expect(await db.votes.count().exec()).toBe(0);
  });

  it('takes back a vote stored under another id (seed data, an older client)', async () => {
    const db = await openDb();
    const started = await startDiscussion(db, amina, { title: 'Seeded votes', content: 'Votes from the seed file' });
    if (!started.ok) throw new Error(started.error);
    await db.votes.insert({ id: 'seeded-vote', discussion_id: started.value.id, user_id: baraka.id, created_at: new Date().toISOString(), server_xid: 1, server_modified: null });
    expect(await toggleUpvote(db, baraka.id, started.value.id, false)).toMatchObject({ ok: true, value: { upvoted: false } });
    expect(await db.votes.count().exec()).toBe(0);
  });
});
