// The helper starts a working backend: auth, REST and RPC answer through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, createTestUser, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe('local backend smoke', () => {
  it('signs up, reads its profile and pulls its own rows', async () => {
    const anon = createTestClient(backend);
    const { data, error } = await anon.auth.signUp({ email: 'smoke@example.test', password: 'secret123', options: { data: { full_name: 'Smoke Test' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    const profile = await anon.from('profiles').select('id, full_name, email').eq('id', data.user!.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ id: data.user!.id, full_name: 'Smoke Test', email: 'smoke@example.test' });
    const pulled = await anon.rpc('sync_pull', { checkpoints: { profiles: null, user_roles: null } });
    expect(pulled.error).toBeNull();
    expect(pulled.data.user_roles.rows.map((r: { role: string }) => r.role)).toEqual(['learner']);
  });

  it('creates users with roles through the helper', async () => {
    const user = await createTestUser(backend, { roles: ['instructor'] });
    const roles = await user.client.from('user_roles').select('role').order('role');
    expect(roles.data).toEqual([{ role: 'instructor' }, { role: 'learner' }]);
  });
});
