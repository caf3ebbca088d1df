// Auth-aware sync and field fidelity on the real local backend: expired tokens, sign-out, array and object fields, the outbox.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../src/features/courses/data/commands.ts';
import { queueSubmission } from '../../../src/db/outbox.ts';
import type { MaarifaCollectionName } from '../../../src/db/collections.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, SessionStorage, signInDevice, TestNetwork, waitFor, waitForState, type TestDevice } from './devices.ts';

/**
 * Tokens live 120 s on the server (supabase-js refreshes 90 s before expiry, so shorter ones
 * look expired at once); the engine is told to stop using a token 114 s early, so to the
 * engine each token is good for 6 s and a test can watch it expire.
 */
const TOKEN_LIFETIME_S = 120;
const ENGINE_MARGIN_MS = 114_000;
const ENGINE_TOKEN_LIFE_MS = TOKEN_LIFETIME_S * 1000 - ENGINE_MARGIN_MS;
let backend: TestBackend;
let user: TestUser;
const devices: TestDevice[] = [];

beforeAll(async () => {
  backend = await startTestBackend({ jwtExpiry: TOKEN_LIFETIME_S });
  user = await createTestUser(backend, { roles: ['instructor'], fullName: 'Kofi Mensah' });
});
afterEach(async () => {
  for (const device of devices.splice(0)) await device.close();
});
afterAll(async () => {
  await backend?.stop();
});

async function open(collections?: MaarifaCollectionName[]): Promise<TestDevice> {
  const device = await openDevice(backend, user, { collections, sync: { tokenExpiryMarginMs: ENGINE_MARGIN_MS } });
  devices.push(device);
  await waitForState(device, 'up-to-date');
  return device;
}

const courseInput = { title: 'Data for farmers', description: 'Spreadsheets for a small farm.', category: 'business', difficulty: 'beginner' as const, price: 0 };

describe('auth-aware sync', () => {
  it('never sends the anon key when the token expired offline, and delivers pending writes after the refresh', async () => {
    const device = await open(['courses']);
    device.network.offline = true;
    const created = await createCourse(device.db, user.id, courseInput);
    if (!created.ok) throw new Error(created.error);
    await new Promise((resolve) => setTimeout(resolve, ENGINE_TOKEN_LIFE_MS + 300));
    const dataRequestsBefore = device.network.requests.filter((request) => request.path.startsWith('/rest/v1/')).length;
    await device.sync.syncNow();
    expect(device.sync.status.getState()).toMatchObject({ state: 'paused', pausedReason: 'token-expired' });
    // Nothing was even attempted against the data API with the expired token, nor with the anon key.
    expect(device.network.requests.filter((request) => request.path.startsWith('/rest/v1/')).length).toBe(dataRequestsBefore);
    expect(device.db.closed).toBe(false);

    // Back online: the engine refreshes the session itself, and TOKEN_REFRESHED resumes the sync.
    device.network.offline = false;
    await device.sync.syncNow();
    await waitFor(async () => (await backend.sql('select 1 from public.courses where id = $1', [created.value.id])).length === 1, 'course on the server after the refresh');
    await waitForState(device, 'up-to-date');
    expect(device.network.requests.some((request) => request.path === '/auth/v1/token')).toBe(true);
    const anonRequests = device.network.requests.filter((request) => request.path.startsWith('/rest/v1/') && request.authorization !== null && request.authorization === `Bearer ${backend.anonKey}`);
    expect(anonRequests).toEqual([]);
  }, 40_000);

  it('a session the server ends keeps the unsent writes, which go out when the same user signs in again', async () => {
    const authStorage = new SessionStorage();
    const device = await openDevice(backend, user, { collections: ['courses'], clearOnSignOut: true, authStorage });
    devices.push(device);
    await waitForState(device, 'up-to-date');
    device.network.offline = true;
    const created = await createCourse(device.db, user.id, { ...courseInput, title: 'Kept through a revoked session' });
    if (!created.ok) throw new Error(created.error);
    // The device tries and finds itself offline before the session ends (else its still valid access token could send it).
    await device.sync.syncNow();
    await waitForState(device, 'offline');
    expect(await device.sync.countUnsent()).toBe(1);

    // Signing out everywhere on another phone revokes this device's refresh token; its next refresh is refused.
    const otherPhone = await signInDevice(backend, user, new TestNetwork());
    expect((await otherPhone.auth.signOut({ scope: 'global' })).error).toBeNull();
    // Back online after the access token expired: the refresh is the server's word on the session.
    authStorage.expireAccessToken();
    // Data requests wait until the refresh has been refused: on a busy machine the engine's retry could otherwise reach
    // the server first with the old access token, which the server still honours until it expires.
    device.network.failWithStatus = 503;
    device.network.offline = false;
    const refreshed = await device.supabase.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    await waitFor(() => device.sync.status.getState().pausedReason === 'signed-out', 'sync paused as signed out');
    device.network.failWithStatus = null;

    expect(device.db.closed).toBe(false);
    expect(await device.db.courses.findOne(created.value.id).exec()).not.toBeNull();
    expect(await device.sync.countUnsent()).toBe(1);
    expect(await backend.sql('select id from courses where id = $1', [created.value.id])).toEqual([]);

    expect((await device.supabase.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    await waitFor(async () => (await backend.sql('select id from courses where id = $1', [created.value.id])).length === 1, 'the kept course on the server');
    await waitFor(async () => (await device.sync.countUnsent()) === 0, 'nothing left unsent');
  });

  it('signing out on one device (scope local) leaves the other devices signed in', async () => {
    const phone = await signInDevice(backend, user, new TestNetwork());
    const laptop = await signInDevice(backend, user, new TestNetwork());
    expect((await phone.auth.signOut({ scope: 'local' })).error).toBeNull();
    const refreshed = await laptop.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.user.id).toBe(user.id);
  });
});

/** A creator_tools document with every kind's own fields empty. */
const emptyTool = {
  creator_id: null, user_id: null, name: null, description: null, trigger_type: null, trigger_config: null, actions: null,
  tech_id: null, credentials: null, updated_at: null, api_key_hash: null, api_key_last4: null, server_xid: null, server_modified: null,
};

describe('field fidelity', () => {
  it('round-trips array and object fields unchanged between two devices', async () => {
    const collections = ['creator_tools', 'discussions', 'profiles'] as const;
    const a = await open([...collections]);
    const b = await open([...collections]);
    const workflowId = crypto.randomUUID();
    const discussionId = crypto.randomUUID();
    const connectionId = crypto.randomUUID();
    const triggerConfig = { delay: { minutes: 30 }, audience: ['learners', 'creators'], enabled: true, threshold: 0.5 };
    const actions = [
      { type: 'send_email', config: { template: 'welcome', cc: [] } },
      { type: 'award_xp', config: { amount: 50, reason: 'signup' } },
    ];
    const now = new Date().toISOString();
    await a.db.creator_tools.insert({ ...emptyTool, id: workflowId, kind: 'automation_workflow', creator_id: user.id, name: 'Welcome flow', trigger_type: 'user_signup', trigger_config: triggerConfig, actions, is_active: true, created_at: now });
    await a.db.discussions.insert({ id: discussionId, author_id: user.id, title: 'Best Swahili resources?', content: 'Share yours', upvotes: 0, view_count: 0, is_pinned: false, tags: ['swahili', 'resources', 'beginner'], comment_count: 0, is_hidden: false, author_name: null, author_avatar_url: null, created_at: now, server_xid: null, server_modified: null });
    await a.db.creator_tools.insert({ ...emptyTool, id: connectionId, kind: 'tech_connection', user_id: user.id, tech_id: 'openai', credentials: { apiKey: 'sk-test-1234567890abcdef', organizationId: 'org-42' }, is_active: true, created_at: now });
    await waitFor(async () => (await a.db.profiles.findOne(user.id).exec()) !== null, 'own profile pulled');
    await (await a.db.profiles.findOne(user.id).exec())!.incrementalPatch({ skills: ['teaching', 'data analysis'] });
    await a.sync.syncNow();
    await waitForState(a, 'up-to-date');
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.creator_tools.findOne(connectionId).exec()) !== null, 'rows on B');

    expect((await b.db.creator_tools.findOne(workflowId).exec())?.toJSON()).toMatchObject({ trigger_config: triggerConfig, actions });
    expect((await b.db.discussions.findOne(discussionId).exec())?.tags).toEqual(['swahili', 'resources', 'beginner']);
    expect((await b.db.profiles.findOne(user.id).exec())?.skills).toEqual(['teaching', 'data analysis']);
    // Secrets come back masked to their last four characters, with the same keys.
    expect((await b.db.creator_tools.findOne(connectionId).exec())?.credentials).toEqual({ apiKey: '••••cdef', organizationId: '••••g-42' });

    // And back: B edits the arrays, A receives them.
    await (await b.db.creator_tools.findOne(workflowId).exec())!.incrementalPatch({ actions: [...actions, { type: 'notify', config: { channel: 'sms' } }] });
    await (await b.db.discussions.findOne(discussionId).exec())!.incrementalPatch({ tags: ['swahili'] });
    await b.sync.syncNow();
    await waitForState(b, 'up-to-date');
    await a.sync.syncNow();
    await waitFor(async () => (await a.db.discussions.findOne(discussionId).exec())?.tags.length === 1, 'tags edit on A');
    expect((await a.db.creator_tools.findOne(workflowId).exec())?.actions).toHaveLength(3);
    const [stored] = await backend.sql<{ trigger_config: unknown; actions: unknown }>('select trigger_config, actions from public.automation_workflows where id = $1', [workflowId]);
    expect(stored?.trigger_config).toEqual(triggerConfig);
    expect(a.sync.status.getState().conflicts).toBe(0);
  });
});

describe('outbox', () => {
  it('delivers a submission queued offline exactly once and marks it delivered', async () => {
    const device = await open(['courses', 'outbox']);
    device.network.offline = true;
    const id = await queueSubmission(device.db, 'instructor_applications', {
      user_id: user.id,
      full_name: 'Kofi Mensah',
      email: user.email,
      expertise: 'Data analysis',
      experience: 'Ten years teaching',
      course_topics: 'Spreadsheets',
      why_teach: 'To help farmers',
    });
    await device.sync.syncNow();
    expect((await device.db.outbox.findOne(id).exec())?.status).toBe('pending');
    device.network.offline = false;
    device.network.dropNextPush = 'after';
    await device.sync.syncNow();
    await waitFor(async () => (await device.db.outbox.findOne(id).exec())?.status === 'delivered', 'delivered');
    const rows = await backend.sql('select id from public.instructor_applications where id = $1', [id]);
    expect(rows).toHaveLength(1);
  });
});
