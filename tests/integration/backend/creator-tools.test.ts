// Creator tools on the server (supabase/schemas/05_creator_tools.sql): verify_api_key answers the owner and name of an active key from
// its hash alone, 401 otherwise; api_keys never holds a full key; a disconnected integration forgets its secrets.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';

let backend: TestBackend;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  [owner, other] = await Promise.all([createTestUser(backend, { fullName: 'Key Owner' }), createTestUser(backend, { fullName: 'Someone Else' })]);
});
afterAll(async () => {
  await backend?.stop();
});

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

async function newKey(user: TestUser, name: string): Promise<{ id: string; key: string }> {
  const key = `mrf_live_${randomUUID().replace(/-/g, '')}`;
  const id = randomUUID();
  const { error } = await user.client.from('api_keys').insert({ id, user_id: user.id, name, description: null, api_key_hash: hash(key), api_key_last4: key.slice(-4), is_active: true });
  expect(error).toBeNull();
  return { id, key };
}

describe('verify_api_key', () => {
  it('answers the owner and name of an active key to anyone, from the hash alone', async () => {
    const { key } = await newKey(owner, 'Zapier bridge');
    const anon = createTestClient(backend);
    const { data, error } = await anon.rpc('verify_api_key', { key });
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: owner.id, name: 'Zapier bridge', last4: key.slice(-4) });
    const columns = await backend.sql<{ column_name: string }>(`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'api_keys'`);
    expect(columns.map((c) => c.column_name)).not.toContain('api_key');
    const stored = await backend.sql<{ row: string }>(`select row_to_json(k)::text as row from api_keys k where user_id = $1`, [owner.id]);
    expect(stored.some((r) => r.row.includes(key))).toBe(false);
  });

  it('refuses a changed, a deleted and an unknown key with 401', async () => {
    const { id, key } = await newKey(owner, 'Old script');
    const anon = createTestClient(backend);
    const changed = await anon.rpc('verify_api_key', { key: `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}` });
    expect([changed.status, changed.error?.message]).toEqual([401, 'Invalid API key']);
    await owner.client.from('api_keys').update({ _deleted: true }).eq('id', id);
    expect((await anon.rpc('verify_api_key', { key })).status).toBe(401);
    expect((await anon.rpc('verify_api_key', { key: 'nonsense' })).status).toBe(401);
  });

  it('a key is owner-only: nobody else reads or deletes it', async () => {
    const { id } = await newKey(owner, 'Private');
    expect((await other.client.from('api_keys').select('id').eq('id', id)).data).toEqual([]);
    await other.client.from('api_keys').delete().eq('id', id);
    expect(await backend.sql('select id from api_keys where id = $1', [id])).toHaveLength(1);
  });
});

describe('tech connections', () => {
  it('a disconnect forgets the stored credentials; connecting again starts empty', async () => {
    const id = randomUUID();
    expect((await owner.client.from('tech_connections').insert({ id, user_id: owner.id, tech_id: 'ai', credentials: { apiKey: 'sk-abcdefghijklmnopqrstuvwxyz', modelName: 'gpt' }, is_active: true })).error).toBeNull();
    expect((await owner.client.from('tech_connections').update({ _deleted: true }).eq('id', id)).error).toBeNull();
    expect(await backend.sql('select credentials from tech_connections where id = $1', [id])).toEqual([{ credentials: {} }]);
    expect((await owner.client.from('tech_connections').update({ _deleted: false, credentials: { apiKey: 'sk-0123456789abcdefghijkl' } }).eq('id', id)).error).toBeNull();
    expect(await backend.sql('select credentials from tech_connections where id = $1', [id])).toEqual([{ credentials: { apiKey: 'sk-0123456789abcdefghijkl' } }]);
  });
});
