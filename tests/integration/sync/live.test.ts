// Live updates against the real local backend: doorbells on Realtime private channels (supabase-js's realtime client over
// `ws`) ring only members who may read the change, a ring makes another device pull it, and stale tokens are refused.
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, waitFor, waitForState, type TestDevice } from './devices.ts';

let backend: TestBackend;
let amina: TestUser;
let baraka: TestUser;
let chidi: TestUser;
const devices: TestDevice[] = [];
const listeners: SupabaseClient[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  [amina, baraka, chidi] = await Promise.all([
    createTestUser(backend, { fullName: 'Amina Okafor' }),
    createTestUser(backend, { fullName: 'Baraka Mwangi' }),
    createTestUser(backend, { fullName: 'Chidi Obi' }),
  ]);
});
afterEach(async () => {
  for (const device of devices.splice(0)) await device.close();
  for (const client of listeners.splice(0)) await client.removeAllChannels();
});
afterAll(async () => {
  await backend?.stop();
});

type Heard = { topic: string; table?: string; xid?: number };

/** A member's realtime client (its own session), as the app's supabase-js holds it. */
async function signInListener(user: TestUser): Promise<SupabaseClient> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const signedIn = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (signedIn.error) throw signedIn.error;
  listeners.push(client);
  return client;
}

/** Joins a private channel; resolves with how the join ended and the doorbells heard on it. */
function join(
  client: SupabaseClient,
  topic: string,
  heard: Heard[] = [],
): Promise<{ status: string; error?: string; channel: RealtimeChannel; heard: Heard[]; closed: Promise<void> }> {
  let onClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  return new Promise((resolve) => {
    const channel = client.channel(topic, { config: { private: true } });
    channel.on('broadcast', { event: 'sync' }, (message: { payload: { table?: string; xid?: number } }) => heard.push({ topic, ...message.payload }));
    channel.subscribe((status, error) => {
      if (status === 'CLOSED') onClosed();
      if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve({ status, error: error?.message, channel, heard, closed });
    });
  });
}

function discussionRow(author: TestUser, title: string) {
  return { id: randomUUID(), author_id: author.id, title, content: `${title}: what do you think?`, tags: ['study'] };
}

describe('live updates', () => {
  it("a member's new discussion and comment ring another member's device, which pulls them without waiting for the poll", async () => {
    const reader = await openDevice(backend, baraka, { collections: ['discussions', 'discussion_comments'], realtime: true, sync: { liveDebounceMs: 20 } });
    devices.push(reader);
    await waitForState(reader, 'up-to-date');
    await waitFor(() => reader.sync.status.getState().live, 'live updates on');
    const pullsBefore = reader.network.count('/rest/v1/rpc/sync_pull');

    const posted = discussionRow(amina, 'Live question about fractions');
    const inserted = await amina.client.from('discussions').insert(posted);
    expect(inserted.error).toBeNull();
    // The poll is five minutes away: only the doorbell can bring it this soon.
    await waitFor(async () => (await reader.db.collections.discussions.findOne(posted.id).exec()) !== null, 'the discussion on the other device', 15_000);

    const commentId = randomUUID();
    const commented = await amina.client.from('discussion_comments').insert({ id: commentId, discussion_id: posted.id, author_id: amina.id, content: 'Adding a detail' });
    expect(commented.error).toBeNull();
    await waitFor(async () => (await reader.db.collections.discussion_comments.findOne(commentId).exec()) !== null, 'the comment on the other device', 15_000);
    expect(reader.network.count('/rest/v1/rpc/sync_pull')).toBeGreaterThan(pullsBefore);
    expect(reader.sync.status.getState().live).toBe(true);
  });

  it('rings only members who may read the change: not for a hidden discussion, not for another user’s own rows', async () => {
    const chidiClient = await signInListener(chidi);
    const chidiHeard: Heard[] = [];
    expect((await join(chidiClient, 'maarifa:community', chidiHeard)).status).toBe('SUBSCRIBED');
    expect((await join(chidiClient, `maarifa:user:${chidi.id}`, chidiHeard)).status).toBe('SUBSCRIBED');
    // Another user's topic is refused by the policy on realtime.messages.
    const snooping = await join(await signInListener(chidi), `maarifa:user:${amina.id}`);
    expect(snooping.status).toBe('CHANNEL_ERROR');
    expect(snooping.error).toContain('You do not have permissions to read from this Channel topic');

    const aminaClient = await signInListener(amina);
    const aminaHeard: Heard[] = [];
    expect((await join(aminaClient, `maarifa:user:${amina.id}`, aminaHeard)).status).toBe('SUBSCRIBED');

    // A discussion an admin hid: its author edits it; only the author's own topic hears of it.
    const hidden = discussionRow(amina, 'Hidden by moderation');
    await backend.sql(`insert into public.discussions (id, author_id, title, content, is_hidden) values ($1, $2, $3, $4, true)`, [hidden.id, amina.id, hidden.title, hidden.content]);
    const edited = await amina.client.from('discussions').update({ content: 'Edited while hidden, still hidden' }).eq('id', hidden.id).select('id');
    expect(edited.error).toBeNull();
    expect(edited.data).toHaveLength(1);
    // Another user's own rows: Amina's profile and workflow.
    const profile = await amina.client.from('profiles').update({ bio: 'Teacher of maths' }).eq('id', amina.id).select('id');
    expect(profile.data).toHaveLength(1);

    // Then Chidi's own change: doorbells reach a socket in commit order, so once this one is heard any earlier one would have been.
    const own = await chidi.client.from('profiles').update({ bio: 'Learner' }).eq('id', chidi.id).select('id');
    expect(own.data).toHaveLength(1);
    await waitFor(() => chidiHeard.length > 0 && aminaHeard.length >= 3, 'the doorbells', 10_000);
    expect(chidiHeard.map((h) => [h.topic, h.table])).toEqual([[`maarifa:user:${chidi.id}`, 'profiles']]);
    // Amina's own topic heard all three: the hidden discussion's insert (by moderation) and edit, and her profile.
    expect(aminaHeard.map((h) => h.table)).toEqual(['discussions', 'discussions', 'profiles']);
    // A doorbell says which table and transaction, and nothing of the row.
    for (const heard of [...chidiHeard, ...aminaHeard]) expect(Object.keys(heard).sort()).toEqual(['id', 'table', 'topic', 'xid']);
  });

  it('rings one doorbell per topic per transaction, however many rows it wrote', async () => {
    const listener = await signInListener(chidi);
    const heard: Heard[] = [];
    expect((await join(listener, 'maarifa:community', heard)).status).toBe('SUBSCRIBED');
    await backend.sql(`insert into public.discussions (author_id, title, content) select $1, 'Batch ' || g, 'Body of batch ' || g from generate_series(1, 50) g`, [baraka.id]);
    const sentinel = await baraka.client.from('discussions').insert(discussionRow(baraka, 'After the batch'));
    expect(sentinel.error).toBeNull();
    await waitFor(() => heard.length >= 2, 'two doorbells', 10_000);
    expect(heard).toHaveLength(2);
    expect(heard[0]!.xid).not.toBe(heard[1]!.xid);
  });

  it('refuses an expired token and a revoked session, and closes a joined channel whose token is replaced by an expired one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const client = await signInListener(baraka);
    const { data } = await client.auth.getSession();
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

    const expired = signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, backend.jwtSecret);
    const stale = await signInListener(baraka);
    await stale.realtime.setAuth(expired);
    const refusedExpired = await join(stale, `maarifa:user:${baraka.id}`);
    expect(refusedExpired.status).toBe('CHANNEL_ERROR');
    expect(refusedExpired.error).toMatch(/Token has expired/);

    // A channel joined with a good token, then handed an expired one (as a refresh would), is shut by the server.
    const joined = await join(client, 'maarifa:community');
    expect(joined.status).toBe('SUBSCRIBED');
    await client.realtime.setAuth(expired);
    await joined.closed;

    // Signed out everywhere: the session is gone, and its still unexpired access token is refused.
    const leaving = await signInListener(baraka);
    const { data: leavingSession } = await leaving.auth.getSession();
    const token = leavingSession.session!.access_token;
    expect((await leaving.auth.signOut({ scope: 'global' })).error).toBeNull();
    const revoked = await signInListener(chidi);
    await revoked.realtime.setAuth(token);
    const refusedRevoked = await join(revoked, 'maarifa:community');
    expect(refusedRevoked.status).toBe('CHANNEL_ERROR');
    expect(refusedRevoked.error).toContain('You do not have permissions to read from this Channel topic');
  });
});
