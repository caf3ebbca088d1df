// Auth through supabase-js against the local backend: sign-up, sign-in, refresh rotation, sign-out, recovery and confirmation mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { createTestClient, startTestBackend, type TestBackend } from '../support/backend.ts';

describe('auth with confirmation off (the embedded demo default)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('signs up with a session and a profile named from the metadata', async () => {
    const client = createTestClient(backend);
    const { data, error } = await client.auth.signUp({ email: 'Zawadi@Example.test', password: 'secret123', options: { data: { full_name: 'Zawadi Mwangi' } } });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user?.email).toBe('zawadi@example.test');
    expect(data.user?.user_metadata).toEqual({ full_name: 'Zawadi Mwangi' });
    const profile = await client.from('profiles').select('full_name, email').single();
    expect(profile.data).toEqual({ full_name: 'Zawadi Mwangi', email: 'zawadi@example.test' });
  });

  it('refuses a duplicate sign-up, a short password and a bad email with GoTrue errors', async () => {
    const client = createTestClient(backend);
    const dup = await client.auth.signUp({ email: 'zawadi@example.test', password: 'secret123' });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('user_already_exists');
    const weak = await client.auth.signUp({ email: 'weak@example.test', password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    const bad = await client.auth.signUp({ email: 'not-an-email', password: 'secret123' });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
  });

  it('signs in, and refuses a wrong password with invalid_credentials', async () => {
    const client = createTestClient(backend);
    const wrong = await client.auth.signInWithPassword({ email: 'zawadi@example.test', password: 'nope-nope' });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const ok = await client.auth.signInWithPassword({ email: 'zawadi@example.test', password: 'secret123' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.expires_in).toBe(3600);
    const user = await client.auth.getUser();
    expect(user.data.user?.id).toBe(ok.data.user?.id);
  });

  it('rotates refresh tokens: each refresh answers a new one, and unknown tokens are refused', async () => {
    const client = createTestClient(backend);
    const { data } = await client.auth.signInWithPassword({ email: 'zawadi@example.test', password: 'secret123' });
    const first = data.session!.refresh_token;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!.refresh_token;
    expect(second).not.toBe(first);
    expect(refreshed.data.session!.access_token).not.toBe(data.session!.access_token);
    // Reuse of a rotated token (the reuse window, and theft past it) is covered in hardening.test.ts.
    const unknown = await createTestClient(backend).auth.refreshSession({ refresh_token: 'made-up-token' });
    expect(unknown.error?.status).toBe(400);
    expect(unknown.error?.code).toBe('refresh_token_not_found');
  });

  it('signs out: the refresh token dies and the access token no longer reaches /user', async () => {
    const client = createTestClient(backend);
    const { data } = await client.auth.signInWithPassword({ email: 'zawadi@example.test', password: 'secret123' });
    const session = data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    const probe = createTestClient(backend);
    const refresh = await probe.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const user = await probe.auth.getUser(session.access_token);
    expect(user.error).not.toBeNull();
    expect(user.data.user).toBeNull();
  });

  it('recovers a password through the mailbox, then signs in with the new one', async () => {
    const client = createTestClient(backend);
    const sent = await client.auth.resetPasswordForEmail('zawadi@example.test', { redirectTo: 'http://localhost:4173/auth' });
    expect(sent.error).toBeNull();
    const mail = await backend.mailbox.waitFor('zawadi@example.test', 'recovery');
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.link).toContain('/auth/v1/verify?token=');
    expect(mail.link).toContain(encodeURIComponent('http://localhost:4173/auth'));

    const verified = await client.auth.verifyOtp({ token_hash: mail.token_hash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe('zawadi@example.test');
    const updated = await client.auth.updateUser({ password: 'new-secret-456' });
    expect(updated.error).toBeNull();

    const again = await createTestClient(backend).auth.verifyOtp({ token_hash: mail.token_hash, type: 'recovery' });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');

    const old = await createTestClient(backend).auth.signInWithPassword({ email: 'zawadi@example.test', password: 'secret123' });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await createTestClient(backend).auth.signInWithPassword({ email: 'zawadi@example.test', password: 'new-secret-456' });
    expect(fresh.error).toBeNull();
  });

  it('answers recovery for unknown addresses the same way, without sending mail', async () => {
    const before = backend.mailbox.list().length;
    const { error } = await createTestClient(backend).auth.resetPasswordForEmail('nobody@example.test');
    expect(error).toBeNull();
    expect(backend.mailbox.list().length).toBe(before);
  });

  it('serves settings and the mailbox over HTTP', async () => {
    expect(await (await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
    const settings = await (await fetch(`${backend.url}/auth/v1/settings`)).json();
    expect(settings.mailer_autoconfirm).toBe(true);
    expect(settings.external.email).toBe(true);
    const box = await (await fetch(`${backend.url}/mailbox?to=zawadi@example.test`)).json();
    expect(box.messages.length).toBeGreaterThan(0);
    expect(box.messages[0].to).toBe('zawadi@example.test');
  });

  it('refuses forged and expired access tokens at /user', async () => {
    const forged = signJwt({ sub: '00000000-0000-4000-a000-000000000001', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret');
    const r1 = await createTestClient(backend).auth.getUser(forged);
    expect(r1.error?.status).toBe(403);
    expect(r1.error?.code).toBe('bad_jwt');
    const expired = signJwt({ sub: '00000000-0000-4000-a000-000000000001', role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 10 }, backend.jwtSecret);
    const r2 = await createTestClient(backend).auth.getUser(expired);
    expect(r2.error?.status).toBe(403);
    expect(r2.error?.message).toMatch(/expired/);
  });
});

describe('auth with email confirmation on', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ confirmEmail: true, jwtExpiry: 2 });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('holds the account until the mailed link is followed', async () => {
    const client = createTestClient(backend);
    const { data, error } = await client.auth.signUp({
      email: 'kojo@example.test',
      password: 'secret123',
      options: { emailRedirectTo: 'http://localhost:4173/dashboard' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at ?? null).toBeNull();

    const early = await client.auth.signInWithPassword({ email: 'kojo@example.test', password: 'secret123' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await backend.mailbox.waitFor('kojo@example.test', 'signup');
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:4173/dashboard');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toBeTruthy();

    const reused = await fetch(mail.link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired');

    const signedIn = await client.auth.signInWithPassword({ email: 'kojo@example.test', password: 'secret123' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('confirms with the six-digit code too', async () => {
    const client = createTestClient(backend);
    await client.auth.signUp({ email: 'esi@example.test', password: 'secret123' });
    const mail = await backend.mailbox.waitFor('esi@example.test', 'signup');
    const wrong = await client.auth.verifyOtp({ email: 'esi@example.test', token: mail.otp === '000000' ? '111111' : '000000', type: 'signup' });
    expect(wrong.error?.code).toBe('otp_expired');
    const ok = await client.auth.verifyOtp({ email: 'esi@example.test', token: mail.otp, type: 'signup' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.access_token).toBeTruthy();
  });

  it('issues short-lived tokens when configured, and REST refuses them once expired', async () => {
    const client = createTestClient(backend);
    const { data } = await client.auth.signInWithPassword({ email: 'esi@example.test', password: 'secret123' });
    expect(data.session?.expires_in).toBe(2);
    const fresh = await client.from('profiles').select('email');
    expect(fresh.error).toBeNull();
    await new Promise((r) => setTimeout(r, 2600));
    // supabase-js would quietly refresh an expired session, so send the stale token by hand.
    const res = await fetch(`${backend.url}/rest/v1/profiles?select=email`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(res.status).toBe(401);
    const stale = { error: (await res.json()) as { code: string; message: string } };
    expect(stale.error?.code).toBe('PGRST303');
    expect(stale.error?.message).toBe('JWT expired');
  });
});
