// Community data on real devices against the real local backend: partial replication of discussions, comments and
// votes between devices with server-kept counts, and pushes whose answers carry the new versions (no pull sends them back).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, waitFor, waitForState, type TestDevice } from './devices.ts';

let backend: TestBackend;
let amina: TestUser;
let baraka: TestUser;
const devices: TestDevice[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  [amina, baraka] = await Promise.all([createTestUser(backend, { fullName: 'Amina Okafor' }), createTestUser(backend, { fullName: 'Baraka Mwangi' })]);
});
afterEach(async () => {
  for (const device of devices.splice(0)) await device.close();
});
afterAll(async () => {
  await backend?.stop();
});

const COMMUNITY = ['discussions', 'discussion_comments', 'votes'] as const;

async function open(user: TestUser): Promise<TestDevice> {
  const device = await openDevice(backend, user, { collections: [...COMMUNITY] });
  devices.push(device);
  await waitForState(device, 'up-to-date');
  return device;
}

function discussion(user: TestUser, title: string) {
  return {
    id: randomUUID(), author_id: user.id, title, content: `${title}: what do you think?`, upvotes: 0, view_count: 0, is_pinned: false,
    comment_count: 0, is_hidden: false, tags: ['study'], author_name: null, author_avatar_url: null, created_at: new Date().toISOString(),
    server_xid: null, server_modified: null,
  };
}

describe('community on devices', () => {
  it('a device keeps the newest 200 discussions plus its own and those it engaged with, not all 10,000', async () => {
    const own = randomUUID();
    const voted = randomUUID();
    const commented = randomUUID();
    // Three old ones (a year ago) this learner wrote, voted for and commented on, then 10,000 newer ones by someone else.
    await backend.sql(
      `insert into discussions (id, author_id, title, content, created_at) values
         ($1, $4, 'My old question', 'Body of my question', now() - interval '365 days'),
         ($2, $5, 'Old one I liked', 'Body of the liked one', now() - interval '365 days'),
         ($3, $5, 'Old one I answered', 'Body of the answered one', now() - interval '365 days')`,
      [own, voted, commented, amina.id, baraka.id],
    );
    await backend.sql(`insert into discussion_votes (discussion_id, user_id) values ($1, $2)`, [voted, amina.id]);
    await backend.sql(`insert into discussion_comments (discussion_id, author_id, content) values ($1, $2, 'My old answer')`, [commented, amina.id]);
    await backend.sql(
      `insert into discussions (author_id, title, content, created_at)
       select $1, 'Busy forum ' || g, 'Body ' || g, now() - interval '300 days' + g * interval '1 minute' from generate_series(1, 10000) g`,
      [baraka.id],
    );
    const device = await open(amina);
    await waitFor(async () => (await device.db.discussions.count().exec()) >= 203, 'the device share');
    await device.sync.syncNow();
    const ids = new Set((await device.db.discussions.find().exec()).map((doc) => doc.id));
    expect(ids.size).toBe(203);
    expect(ids.has(own) && ids.has(voted) && ids.has(commented)).toBe(true);
    expect(await device.db.votes.count().exec()).toBe(1);
    expect((await device.db.discussion_comments.find().exec()).map((doc) => doc.content)).toEqual(['My old answer']);
    // The newest 200 are the window; the 201st newest is not on the device.
    const [outside] = await backend.sql<{ id: string }>(`select id from discussions where title like 'Busy forum %' order by created_at desc offset 200 limit 1`);
    expect(ids.has(outside!.id)).toBe(false);
    await backend.sql(`delete from discussions where title like 'Busy forum %'`);
  });

  it('comments and upvotes made offline reach another device with the server-kept counts; a removed vote takes its upvote back', async () => {
    const a = await open(amina);
    const b = await open(baraka);
    const topic = discussion(baraka, 'Best way to learn Swahili verbs?');
    await b.db.discussions.insert(topic);
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.discussions.findOne(topic.id).exec())?.server_xid !== null, 'the discussion on the server');
    await a.sync.syncNow();
    await waitFor(async () => (await a.db.discussions.findOne(topic.id).exec()) !== null, 'the discussion on A');

    a.network.offline = true;
    const commentId = randomUUID();
    const voteId = randomUUID();
    const now = new Date().toISOString();
    await a.db.discussion_comments.insert({ id: commentId, discussion_id: topic.id, author_id: amina.id, content: 'Flashcards every morning.', author_name: null, author_avatar_url: null, is_hidden: false, created_at: now, updated_at: null, server_xid: null, server_modified: null });
    await a.db.votes.insert({ id: voteId, discussion_id: topic.id, user_id: amina.id, created_at: now, server_xid: null, server_modified: null });
    a.network.offline = false;
    await a.sync.syncNow();
    await waitFor(async () => (await backend.sql(`select 1 from discussion_comments where id = $1`, [commentId])).length === 1, 'the comment on the server');
    // A learns the server-kept author name of its own comment from the push answer.
    await waitFor(async () => (await a.db.discussion_comments.findOne(commentId).exec())?.author_name === 'Amina Okafor', 'author name on A');

    await b.sync.syncNow();
    await waitFor(async () => {
      const doc = await b.db.discussions.findOne(topic.id).exec();
      return doc?.comment_count === 1 && doc.upvotes === 1;
    }, 'counts on B');
    expect((await b.db.discussion_comments.findOne(commentId).exec())?.content).toBe('Flashcards every morning.');
    expect(await b.db.votes.count().exec()).toBe(0); // votes are private to their voter

    await (await a.db.votes.findOne(voteId).exec())!.remove();
    await a.sync.syncNow();
    await waitFor(async () => (await backend.sql<{ upvotes: number }>(`select upvotes from discussions where id = $1`, [topic.id]))[0]?.upvotes === 0, 'upvote taken back');
    // Voting again re-uses the same id: the server row comes back rather than a second vote.
    await a.db.votes.insert({ id: voteId, discussion_id: topic.id, user_id: amina.id, created_at: new Date().toISOString(), server_xid: null, server_modified: null });
    await a.sync.syncNow();
    await waitFor(async () => (await backend.sql<{ upvotes: number }>(`select upvotes from discussions where id = $1`, [topic.id]))[0]?.upvotes === 1, 'upvote again');
    expect(await backend.sql(`select count(*)::int as n from discussion_votes where discussion_id = $1`, [topic.id])).toEqual([{ n: 1 }]);
    expect(await a.db.conflicts.count().exec()).toBe(0);
  });

  it('a comment and an upvote written offline on a discussion hidden meanwhile land in the conflicts list with the reason, not silently lost', async () => {
    const a = await open(amina);
    const b = await open(baraka);
    const topic = discussion(baraka, 'Is this exam question leaked?');
    await b.db.discussions.insert(topic);
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.discussions.findOne(topic.id).exec())?.server_xid !== null, 'the discussion on the server');
    await a.sync.syncNow();
    await waitFor(async () => (await a.db.discussions.findOne(topic.id).exec()) !== null, 'the discussion on A');

    a.network.offline = true;
    const commentId = randomUUID();
    const now = new Date().toISOString();
    await a.db.discussion_comments.insert({ id: commentId, discussion_id: topic.id, author_id: amina.id, content: 'I saw it on a group chat.', author_name: null, author_avatar_url: null, is_hidden: false, created_at: now, updated_at: null, server_xid: null, server_modified: null });
    const voteId = randomUUID();
    await a.db.votes.insert({ id: voteId, discussion_id: topic.id, user_id: amina.id, created_at: now, server_xid: null, server_modified: null });
    await backend.sql(`update discussions set is_hidden = true where id = $1`, [topic.id]);
    a.network.offline = false;
    await a.sync.syncNow();
    await waitFor(async () => (await a.db.conflicts.count().exec()) === 2, 'two conflicts on A');
    const conflicts = await a.db.conflicts.find().exec();
    expect(conflicts.map((doc) => doc.collection_name).sort()).toEqual(['discussion_comments', 'votes']);
    for (const conflict of conflicts) {
      expect(conflict.reason).toBe('rejected');
      expect(conflict.message).toBe('This discussion has been hidden or removed, so it no longer takes comments or upvotes.');
    }
    expect((conflicts.find((doc) => doc.collection_name === 'discussion_comments')!.local as { content: string }).content).toBe('I saw it on a group chat.');
    expect(await backend.sql(`select 1 from discussion_comments where id = $1`, [commentId])).toEqual([]);
    // The refused writes leave the device's lists; their words are kept in the conflict above.
    await waitFor(async () => (await a.db.discussion_comments.findOne(commentId).exec()) === null, 'the comment off A');
    await waitFor(async () => (await a.db.votes.findOne(voteId).exec()) === null, 'the vote off A');
    expect(await backend.sql<{ upvotes: number }>(`select upvotes from discussions where id = $1`, [topic.id])).toEqual([{ upvotes: 0 }]);
  });

  it('a push answer carries the new versions, so no pull sends the device its own writes back', async () => {
    const a = await open(amina);
    const b = await open(baraka);
    a.network.offline = true;
    const written = Array.from({ length: 40 }, (_, index) => discussion(amina, `Study group ${index} for the exam`));
    await a.db.discussions.bulkInsert(written);
    a.network.offline = false;
    await a.sync.syncNow();
    await waitFor(async () => (await a.db.discussions.find({ selector: { server_xid: { $ne: null } } }).exec()).filter((doc) => doc.title.startsWith('Study group')).length === 40, 'versions on A');
    const requestsBefore = a.network.requests.length;
    await a.sync.syncNow();
    const pulls = a.network.requests.slice(requestsBefore).filter((request) => request.path === '/rest/v1/rpc/sync_pull');
    expect(pulls.length).toBeGreaterThan(0);
    // Forty discussions are several kilobytes; an answer without them is a few hundred bytes.
    for (const pull of pulls) expect(pull.responseBytes).toBeLessThan(1500);
    // Another device gets every one of them.
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.discussions.find().exec()).filter((doc) => doc.title.startsWith('Study group')).length === 40, 'all on B');
    expect(await a.db.conflicts.count().exec()).toBe(0);
  });
});
