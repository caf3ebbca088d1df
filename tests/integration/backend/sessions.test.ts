// Auth sessions on the local backend: the refresh-token reuse window, a confirmed e-mail change, and a password change
// that ends every other session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackendEnv } from '../../../supabase/local/config.ts';
import { refresh, restStatus, signedInTokens, sleep, userStatus } from '../support/auth-calls.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  // A short failure window keeps the throttle test from waiting five minutes; the reuse interval is the default 10 s.
  backend = await startTestBackend({ signInMaxFailures: 5, signInFailureWindow: 4 });
});
afterAll(async () => {
  await backend?.stop();
});

describe('refresh-token reuse window', () => {
  let short: TestBackend;
  beforeAll(async () => {
    short = await startTestBackend({ refreshTokenReuseInterval: 1 });
  });
  afterAll(async () => {
    await short?.stop();
  });

  it('a refresh retried with the same token within the window keeps the session', async () => {
    const t0 = await signedInTokens(backend);
    const first = await refresh(backend, t0.refresh);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(t0.refresh);

    // The first answer was "lost": the client sends the same token again.
    const retry = await refresh(backend, t0.refresh);
    expect(retry.status).toBe(200);
    // As GoTrue: the answer carries the session's active token instead of forking a new one.
    expect(retry.body.refresh_token).toBe(first.body.refresh_token);
    for (const answer of [first, retry]) {
      expect(await userStatus(backend, answer.body.access_token!)).toBe(200);
      expect(await restStatus(backend, answer.body.access_token!)).toBe(200);
    }

    // The session carries on: supabase-js refreshes with the token it got back.
    const client = createTestClient(backend);
    const further = await client.auth.refreshSession({ refresh_token: retry.body.refresh_token! });
    expect(further.error).toBeNull();
    expect(further.data.session!.refresh_token).not.toBe(retry.body.refresh_token);
    expect((await client.from('profiles').select('id')).error).toBeNull();
  });

  it('within the window, a token two rotations old gets a new token rather than ending the session', async () => {
    const t0 = await signedInTokens(backend);
    const t1 = await refresh(backend, t0.refresh);
    const t2 = await refresh(backend, t1.body.refresh_token!);
    expect(t2.status).toBe(200);
    const late = await refresh(backend, t0.refresh);
    expect(late.status).toBe(200);
    expect(late.body.refresh_token).not.toBe(t2.body.refresh_token);
    expect(await userStatus(backend, late.body.access_token!)).toBe(200);
    // Two racing refreshes both keep working, as with GoTrue's swap.
    expect((await refresh(backend, late.body.refresh_token!)).status).toBe(200);
    expect((await refresh(backend, t2.body.refresh_token!)).status).toBe(200);
  });

  it('after the window, reusing a rotated token ends the session', async () => {
    const t0 = await signedInTokens(short);
    const t1 = await refresh(short, t0.refresh);
    const t2 = await refresh(short, t1.body.refresh_token!);
    expect(t2.status).toBe(200);
    await sleep(1300);
    const reuse = await refresh(short, t0.refresh);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error_code).toBe('refresh_token_already_used');
    expect(reuse.body.msg).toBe('Invalid Refresh Token: Already Used');
    // The whole family is gone: the newest token and the session's access token too.
    const newest = await refresh(short, t2.body.refresh_token!);
    expect(newest.status).toBe(400);
    expect(newest.body.error_code).toBe('refresh_token_not_found');
    expect(await userStatus(short, t2.body.access_token!)).toBe(403);
  });

  it("after the window, the active token's parent still answers with the active token (GoTrue's lost-answer rule), and nothing older does", async () => {
    const t0 = await signedInTokens(short);
    const t1 = await refresh(short, t0.refresh);
    await sleep(1300);
    const retry = await refresh(short, t0.refresh);
    expect(retry.status).toBe(200);
    expect(retry.body.refresh_token).toBe(t1.body.refresh_token);
    const t2 = await refresh(short, t1.body.refresh_token!);
    expect(t2.status).toBe(200);
    // t0 is now two rotations back and long past the window.
    const stale = await refresh(short, t0.refresh);
    expect(stale.body.error_code).toBe('refresh_token_already_used');
    expect((await refresh(short, t2.body.refresh_token!)).body.error_code).toBe('refresh_token_not_found');
  });

  it('reads the window from REFRESH_TOKEN_REUSE_INTERVAL, 10 s by default', () => {
    expect(readBackendEnv({}).refreshTokenReuseInterval).toBe(10);
    expect(readBackendEnv({ REFRESH_TOKEN_REUSE_INTERVAL: '2.5' }).refreshTokenReuseInterval).toBe(2.5);
    expect(() => readBackendEnv({ REFRESH_TOKEN_REUSE_INTERVAL: '-1' })).toThrow(/REFRESH_TOKEN_REUSE_INTERVAL/);
  });
});

describe('e-mail change', () => {
  it('mails the new address and keeps the old one until the new one confirms', async () => {
    const user = await createTestUser(backend, { password: 'secret-password' });
    const newEmail = `moved-${user.id.slice(0, 8)}@example.test`;
    const updated = await user.client.auth.updateUser({ email: newEmail });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(user.email);
    expect(updated.data.user?.new_email).toBe(newEmail);

    const mail = await backend.mailbox.waitFor(newEmail, 'email_change');
    expect(mail.subject).toMatch(/new .*email/i);
    expect(mail.link).toContain('type=email_change');
    expect(backend.mailbox.list(user.email).filter((m) => m.type === 'email_change')).toEqual([]);

    // Nothing has changed yet: not the account, not the profile, not how one signs in.
    const pending = await user.client.auth.getUser();
    expect(pending.data.user?.email).toBe(user.email);
    expect(pending.data.user?.new_email).toBe(newEmail);
    expect(await backend.sql('select email from public.profiles where id = $1', [user.id])).toEqual([{ email: user.email }]);
    expect((await createTestClient(backend).auth.signInWithPassword({ email: newEmail, password: 'secret-password' })).error?.code).toBe('invalid_credentials');
    expect((await createTestClient(backend).auth.signInWithPassword({ email: user.email, password: 'secret-password' })).error).toBeNull();

    const verified = await createTestClient(backend).auth.verifyOtp({ token_hash: mail.token_hash, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
    expect(verified.data.user?.new_email).toBeUndefined();
    expect(await backend.sql('select email from public.profiles where id = $1', [user.id])).toEqual([{ email: newEmail }]);
    expect((await createTestClient(backend).auth.signInWithPassword({ email: newEmail, password: 'secret-password' })).error).toBeNull();
    expect((await createTestClient(backend).auth.signInWithPassword({ email: user.email, password: 'secret-password' })).error?.code).toBe('invalid_credentials');

    const again = await createTestClient(backend).auth.verifyOtp({ token_hash: mail.token_hash, type: 'email_change' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('confirms with the six-digit code sent to the new address, or with the mailed link', async () => {
    const byCode = await createTestUser(backend);
    const codeEmail = `code-${byCode.id.slice(0, 8)}@example.test`;
    expect((await byCode.client.auth.updateUser({ email: codeEmail })).error).toBeNull();
    const codeMail = await backend.mailbox.waitFor(codeEmail, 'email_change');
    const wrongAddress = await createTestClient(backend).auth.verifyOtp({ email: byCode.email, token: codeMail.otp, type: 'email_change' });
    expect(wrongAddress.error?.code).toBe('otp_expired');
    const ok = await createTestClient(backend).auth.verifyOtp({ email: codeEmail, token: codeMail.otp, type: 'email_change' });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(codeEmail);

    const byLink = await createTestUser(backend);
    const linkEmail = `link-${byLink.id.slice(0, 8)}@example.test`;
    expect((await byLink.client.auth.updateUser({ email: linkEmail }, { emailRedirectTo: 'http://localhost:4173/settings' })).error).toBeNull();
    const linkMail = await backend.mailbox.waitFor(linkEmail, 'email_change');
    const res = await fetch(linkMail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:4173/settings');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('email_change');
    expect((await byLink.client.auth.getUser()).data.user?.email).toBe(linkEmail);
  });

  it('refuses an address another account already has', async () => {
    const a = await createTestUser(backend);
    const b = await createTestUser(backend);
    const taken = await a.client.auth.updateUser({ email: b.email });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    expect(backend.mailbox.list(b.email).filter((m) => m.type === 'email_change')).toEqual([]);
  });
});

describe('a password change ends every other session (issue 23, hole 5)', () => {
  let own: TestBackend;
  beforeAll(async () => {
    own = await startTestBackend({ emailMinInterval: 0 });
  });
  afterAll(async () => {
    await own?.stop();
  });

  async function secondSession(email: string, password: string): Promise<{ access: string; refresh: string }> {
    const { data, error } = await createTestClient(own).auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { access: data.session!.access_token, refresh: data.session!.refresh_token };
  }

  it('PUT /user with a new password revokes the other refresh tokens; the current session stays', async () => {
    const user = await createTestUser(own, { password: 'first-password' });
    const other = await secondSession(user.email, 'first-password');
    expect((await user.client.auth.updateUser({ password: 'second-password' })).error).toBeNull();

    const stolen = await refresh(own, other.refresh);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error_code).toBe('refresh_token_not_found');
    expect(await userStatus(own, other.access)).toBe(403);

    const mine = await user.client.auth.getSession();
    expect(await userStatus(own, mine.data.session!.access_token)).toBe(200);
    const renewed = await refresh(own, mine.data.session!.refresh_token);
    expect(renewed.status).toBe(200);
    // Changing only the metadata ends nothing.
    const third = await secondSession(user.email, 'second-password');
    const meta = await fetch(`${own.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: own.anonKey, Authorization: `Bearer ${renewed.body.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { full_name: 'Still Here' } }),
    });
    expect(meta.status).toBe(200);
    expect((await refresh(own, third.refresh)).status).toBe(200);
  });

  it('a recovery followed by a new password signs every other device out', async () => {
    const user = await createTestUser(own, { password: 'first-password' });
    const other = await secondSession(user.email, 'first-password');
    const original = (await user.client.auth.getSession()).data.session!;
    await createTestClient(own).auth.resetPasswordForEmail(user.email);
    const mail = await own.mailbox.waitFor(user.email, 'recovery');
    const recovering = createTestClient(own);
    expect((await recovering.auth.verifyOtp({ token_hash: mail.token_hash, type: 'recovery' })).error).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();

    for (const t of [other.refresh, original.refresh_token]) expect((await refresh(own, t)).body.error_code).toBe('refresh_token_not_found');
    const mine = (await recovering.auth.getSession()).data.session!;
    expect((await refresh(own, mine.refresh_token)).status).toBe(200);
  });
});
