// Input size limits (issue 23, hole 12): every user-written column has a limit with the device's words (src/lib/limits.ts, mirrored by
// private.input_limits), request bodies are capped with 413, and one sync_push carries at most so many changes and bytes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BODY_LIMITS, SYNC_PUSH_LIMITS, inputLimitRows, textLimit } from '../../../src/lib/limits.ts';
import { bodyLimits } from '../../../supabase/local/http.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { push } from '../support/sync-calls.ts';

let backend: TestBackend;
let author: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  author = await createTestUser(backend, { fullName: 'Limit Tester' });
});
afterAll(async () => {
  await backend?.stop();
});

const discussion = (patch: Record<string, unknown> = {}) => ({ id: randomUUID(), author_id: author.id, title: 'Solar dryers for mangoes', content: 'Has anyone built one that works in the rainy season?', ...patch });

async function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${init.token ?? backend.anonKey}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
}

async function accessToken(user: TestUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

async function expectServing(): Promise<void> {
  const { error } = await createTestClient(backend).from('courses').select('id').limit(1);
  expect(error).toBeNull();
}

describe('the limits are one list', () => {
  it('private.input_limits is src/lib/limits.ts, column by column and word for word', async () => {
    const server = await backend.sql('select table_name, column_name, max_chars, max_items, item_max_chars, message, items_message, item_message from private.input_limits order by table_name, column_name');
    const client = inputLimitRows();
    expect(server.map((r) => `${String(r.table_name)}.${String(r.column_name)}`)).toEqual(client.map((r) => `${r.table_name}.${r.column_name}`).sort());
    const byKey = new Map(client.map((r) => [`${r.table_name}.${r.column_name}`, r]));
    for (const row of server) expect(row).toEqual(byKey.get(`${String(row.table_name)}.${String(row.column_name)}`));
    expect(await backend.sql('select max_changes, max_bytes from private.sync_push_limits')).toEqual([{ max_changes: SYNC_PUSH_LIMITS.maxChanges, max_bytes: SYNC_PUSH_LIMITS.maxBytes }]);
    expect(bodyLimits).toEqual(REQUEST_BODY_LIMITS);
  });

  it('every text, list and JSON column a user can write has a limit, and a check constraint holds it', async () => {
    // Written only by the server (triggers copy them from limited columns, or they are picked from fixed lists).
    const serverWritten = new Set([
      'profiles.email', 'profiles.roles', 'courses.category', 'courses.difficulty', 'courses.status', 'courses.instructor_name', 'courses.instructor_avatar_url',
      'discussions.author_name', 'discussions.author_avatar_url', 'discussion_comments.author_name', 'discussion_comments.author_avatar_url',
      'automation_workflows.trigger_type', 'api_keys.api_key_hash', 'api_keys.api_key_last4', 'instructor_applications.status', 'affiliate_applications.status',
      'user_roles.role', 'audit_log.action', 'audit_log.details', 'xp_events.kind', 'xp_events.source_table', 'xp_levels.title', 'xp_rules.kind', 'xp_rules.description',
      // Money tables (issue 24): no device writes them; the payments function and the RPCs do, and bound what they take
      // (a refund reason is 10 to 1000 characters in request_refund and a check constraint; codes match a pattern).
      'orders.referral_code', 'orders.currency', 'orders.status', 'orders.status_reason', 'orders.provider', 'orders.reference', 'orders.authorization_url',
      'payments.provider', 'payments.reference', 'payments.transaction_id', 'payments.status', 'payments.currency', 'payments.channel', 'payments.verified_via',
      'earnings.currency', 'commissions.currency', 'refund_requests.reason', 'refund_requests.status', 'refund_requests.provider_refund_id',
      'refund_requests.failure_reason', 'refund_requests.idempotency_key',
      'affiliate_codes.code', 'referral_clicks.code', 'referrals.code',
      // Languages (issue 25): one of the ten shipped codes or null, held by check constraints.
      'profiles.language', 'courses.language',
    ]);
    const columns = await backend.sql<{ name: string }>(
      `select c.table_name || '.' || c.column_name as name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
       where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'ARRAY', 'jsonb', 'json') order by 1`,
    );
    const limited = new Set(inputLimitRows().map((r) => `${r.table_name}.${r.column_name}`));
    expect(columns.map((c) => c.name).filter((name) => !serverWritten.has(name) && !limited.has(name))).toEqual([]);
    const constraints = await backend.sql<{ name: string }>(`select conname as name from pg_constraint where contype = 'c' and conname like '%\\_max\\_length'`);
    expect(constraints.map((c) => c.name).sort()).toEqual([...limited].map((name) => `${name.replace('.', '_')}_max_length`).sort());
  });
});

describe('text limits', () => {
  it('a 1,000,000-character discussion is refused by REST with the limit named, and nothing is stored', async () => {
    const row = discussion({ content: 'x'.repeat(1_000_000) });
    const result = await author.client.from('discussions').insert(row);
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('23514');
    expect(result.error?.message).toBe('Content must be at most 20,000 characters');
    expect(result.error?.message).toBe(textLimit('discussions', 'content').message);
    expect(await backend.sql('select id from discussions where id = $1', [row.id])).toEqual([]);
  });

  it('a 1,000,000-character discussion pushed by sync is rejected with the same words, and nothing is stored', async () => {
    const row = { ...discussion({ content: 'x'.repeat(1_000_000) }), _deleted: false };
    const result = await push(author, [{ table: 'discussions', base_xid: null, row }]);
    expect(result.rejected).toMatchObject([{ table: 'discussions', id: row.id, code: '23514', message: 'Content must be at most 20,000 characters' }]);
    expect(await backend.sql('select id from discussions where id = $1', [row.id])).toEqual([]);
  });

  it('the boundary passes and one character more is refused, on insert and on update', async () => {
    const row = discussion({ title: 't'.repeat(200), content: 'c'.repeat(20_000) });
    expect((await author.client.from('discussions').insert(row)).error).toBeNull();
    const longer = await author.client.from('discussions').update({ title: 't'.repeat(201) }).eq('id', row.id);
    expect(longer.error?.message).toBe('Title must be at most 200 characters');
    const comment = { id: randomUUID(), discussion_id: row.id, author_id: author.id, content: 'k'.repeat(5_001) };
    expect((await author.client.from('discussion_comments').insert(comment)).error?.message).toBe('Comment must be at most 5,000 characters');
    expect((await author.client.from('discussion_comments').insert({ ...comment, content: 'k'.repeat(5_000) })).error).toBeNull();
  });

  it('lists and JSON are bounded by count and size', async () => {
    const skills = await author.client.from('profiles').update({ skills: Array.from({ length: 51 }, (_, i) => `skill ${i}`) }).eq('id', author.id);
    expect(skills.error?.message).toBe('Use at most 50 skills');
    const longSkill = await author.client.from('profiles').update({ skills: ['s'.repeat(51)] }).eq('id', author.id);
    expect(longSkill.error?.message).toBe('Each skill must be 50 characters or fewer');
    const bio = await author.client.from('profiles').update({ bio: 'b'.repeat(2_001) }).eq('id', author.id);
    expect(bio.error?.message).toBe('Bio must be at most 2,000 characters');

    const credentials = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`key${i}`, 'v'.repeat(20)]));
    const tech = await author.client.from('tech_connections').insert({ id: randomUUID(), user_id: author.id, tech_id: 'ai', credentials });
    expect(tech.error?.message).toBe('Use at most 20 credentials');
    const bigSecret = await author.client.from('tech_connections').insert({ id: randomUUID(), user_id: author.id, tech_id: 'ai', credentials: { apiKey: 'k'.repeat(10_001) } });
    expect(bigSecret.error?.message).toBe('Credentials must be at most 10,000 characters');
  });

  it('the owner role is held by the check constraints too (seed and admin SQL fit)', async () => {
    await expect(backend.sql('insert into discussions (id, author_id, title, content) values ($1, $2, $3, $4)', [randomUUID(), author.id, 'x'.repeat(201), 'fine content'])).rejects.toThrow(
      'Title must be at most 200 characters',
    );
    // Without the trigger's words, the constraint still refuses (its name says which limit).
    await backend.sql('alter table discussions disable trigger zzz_input_limits');
    try {
      await expect(backend.sql('insert into discussions (id, author_id, title, content) values ($1, $2, $3, $4)', [randomUUID(), author.id, 'x'.repeat(201), 'fine content'])).rejects.toThrow(
        /discussions_title_max_length/,
      );
    } finally {
      await backend.sql('alter table discussions enable trigger zzz_input_limits');
    }
  });

  it('an anonymous contact message over its limit is refused with the field named', async () => {
    const result = await createTestClient(backend).from('contact_messages').insert({ first_name: 'Asha', last_name: '', email: 'asha@example.com', subject: 'Hello', message: 'm'.repeat(5_001) });
    expect(result.error?.message).toBe('Message must be at most 5,000 characters');
  });

  it('a sign-up with a very long full name still gets a profile, its name cut to the limit', async () => {
    const user = await createTestUser(backend, { fullName: 'N'.repeat(500) });
    expect(await backend.sql('select char_length(full_name) as n from profiles where id = $1', [user.id])).toEqual([{ n: 100 }]);
  });
});

describe('request and push caps', () => {
  it('a body over the REST limit gets 413 with a clear message, and the server keeps serving', async () => {
    const body = JSON.stringify({ changes: [{ table: 'discussions', rows: [discussion({ content: 'x'.repeat(REQUEST_BODY_LIMITS.rest) })] }] });
    const response = await rest('rpc/sync_push', { method: 'POST', body, token: await accessToken(author) });
    expect(response.status).toBe(413);
    const answer = (await response.json()) as { code: string; message: string; details: string };
    expect(answer.code).toBe('PGRST413');
    expect(answer.details).toBe('The request body is larger than the limit of 1,048,576 bytes (1 MiB).');
    await expectServing();
  });

  it('auth takes smaller bodies: 413 past 64 KiB, with its message', async () => {
    const body = JSON.stringify({ email: 'big@example.com', password: 'secret-password', data: { full_name: 'x'.repeat(REQUEST_BODY_LIMITS.auth) } });
    const response = await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413, error_code: 'request_too_large', msg: 'The request body is larger than the limit of 65,536 bytes (64 KiB).' });
    await expectServing();
  });

  it(`a push of more than ${SYNC_PUSH_LIMITS.maxChanges} changes gets 413 and writes nothing; ${SYNC_PUSH_LIMITS.maxChanges} pass`, async () => {
    const rows = Array.from({ length: SYNC_PUSH_LIMITS.maxChanges + 1 }, () => discussion({ _deleted: false }));
    const tooMany = await author.client.rpc('sync_push', { changes: [{ table: 'discussions', rows }] });
    expect(tooMany.status).toBe(413);
    expect(tooMany.error?.code).toBe('PT413');
    expect(tooMany.error?.message).toBe('A sync push may carry at most 500 changes; this one carries 501. Send them in smaller batches.');
    const single = await author.client.rpc('sync_push', { changes: rows.map((row) => ({ table: 'discussions', base_xid: null, row })) });
    expect(single.status).toBe(413);
    expect(await backend.sql('select id from discussions where id = any($1::uuid[])', [rows.map((r) => r.id)])).toEqual([]);

    const fits = await push(author, [{ table: 'discussions', rows: rows.slice(0, SYNC_PUSH_LIMITS.maxChanges) }]);
    expect(fits.rejected).toEqual([]);
    await expectServing();
  });

  it('a push over the byte cap gets 413 (a server whose cap is below the body limit)', async () => {
    await backend.sql('update private.sync_push_limits set max_bytes = 10000');
    try {
      const rows = Array.from({ length: 5 }, () => discussion({ content: 'y'.repeat(3_000), _deleted: false }));
      const result = await author.client.rpc('sync_push', { changes: [{ table: 'discussions', rows }] });
      expect(result.status).toBe(413);
      expect(result.error?.message).toMatch(/^A sync push may carry at most 10,000 bytes of changes; this one carries \d{2},\d{3}\. Send them in smaller batches\.$/);
    } finally {
      await backend.sql(`update private.sync_push_limits set max_bytes = ${SYNC_PUSH_LIMITS.maxBytes}`);
    }
  });
});
