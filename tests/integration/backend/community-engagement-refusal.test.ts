// A hidden or deleted discussion takes no new comments or upvotes (supabase/schemas/03_community.sql), refused with a reason a person
// can read; taking a vote back stays possible, the author still comments on their own hidden discussion, and a discussion the
// server does not have yet is not called closed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';

const REASON = 'This discussion has been hidden or removed, so it no longer takes comments or upvotes.';
let backend: TestBackend;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  [author, reader] = await Promise.all([createTestUser(backend, { fullName: 'Topic Author' }), createTestUser(backend, { fullName: 'Topic Reader' })]);
});

afterAll(async () => {
  await backend?.stop();
});

async function newDiscussion(): Promise<string> {
  const id = randomUUID();
  await backend.sql('insert into discussions (id, author_id, title, content) values ($1, $2, $3, $4)', [id, author.id, 'Where to buy textbooks', 'Second-hand shops near campus?']);
  return id;
}

describe('engagement with a closed discussion', () => {
  it('a hidden discussion refuses a new comment and a new upvote with the reason', async () => {
    const id = await newDiscussion();
    await backend.sql('update discussions set is_hidden = true where id = $1', [id]);
    const comment = await reader.client.from('discussion_comments').insert({ id: randomUUID(), discussion_id: id, author_id: reader.id, content: 'Try the market' });
    expect(comment.error?.code).toBe('42501');
    expect(comment.error?.message).toBe(REASON);
    const vote = await reader.client.from('discussion_votes').insert({ id: randomUUID(), discussion_id: id, user_id: reader.id });
    expect(vote.error?.message).toBe(REASON);
    expect(await backend.sql('select count(*)::int as n from discussion_comments where discussion_id = $1', [id])).toEqual([{ n: 0 }]);
  });

  it('a deleted discussion refuses a comment, even from its author', async () => {
    const id = await newDiscussion();
    await backend.sql('update discussions set _deleted = true where id = $1', [id]);
    const comment = await author.client.from('discussion_comments').insert({ id: randomUUID(), discussion_id: id, author_id: author.id, content: 'One more thing' });
    expect(comment.error?.message).toBe(REASON);
  });

  it('the author still comments on their own hidden discussion', async () => {
    const id = await newDiscussion();
    await backend.sql('update discussions set is_hidden = true where id = $1', [id]);
    const comment = await author.client.from('discussion_comments').insert({ id: randomUUID(), discussion_id: id, author_id: author.id, content: 'Why was this hidden?' });
    expect(comment.error).toBeNull();
  });

  it('a vote given before the discussion was hidden can be taken back, but not given again', async () => {
    const id = await newDiscussion();
    const voteId = randomUUID();
    expect((await reader.client.from('discussion_votes').insert({ id: voteId, discussion_id: id, user_id: reader.id })).error).toBeNull();
    await backend.sql('update discussions set is_hidden = true where id = $1', [id]);
    expect((await reader.client.from('discussion_votes').update({ _deleted: true }).eq('id', voteId)).error).toBeNull();
    expect(await backend.sql('select _deleted from discussion_votes where id = $1', [voteId])).toEqual([{ _deleted: true }]);
    const again = await reader.client.from('discussion_votes').update({ _deleted: false }).eq('id', voteId);
    expect(again.error?.message).toBe(REASON);
  });

  it('a comment on a discussion the server does not have yet is not called closed', async () => {
    const comment = await reader.client.from('discussion_comments').insert({ id: randomUUID(), discussion_id: randomUUID(), author_id: reader.id, content: 'Early bird' });
    expect(comment.error).not.toBeNull();
    expect(comment.error?.message).not.toBe(REASON);
  });
});
