// The local backend on a shared network: refresh-token reuse window, loopback bind, CORS allow-list, sign-in throttle, confirmed e-mail change, deep bodies.
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackendEnv } from '../../../supabase/local/config.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend } from '../support/backend.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface TokenAnswer {
  status: number;
  body: { access_token?: string; refresh_token?: string; error_code?: string; msg?: string; user?: { email?: string } };
}

/** The refresh grant by hand, so a test controls exactly which token is sent and sees the raw answer. */
async function refresh(backend: TestBackend, refreshToken: string): Promise<TokenAnswer> {
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, body: (await res.json()) as TokenAnswer['body'] };
}

async function userStatus(backend: TestBackend, accessToken: string): Promise<number> {
  const res = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` } });
  return res.status;
}

async function restStatus(backend: TestBackend, accessToken: string): Promise<number> {
  const res = await fetch(`${backend.url}/rest/v1/profiles?select=id`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` } });
  return res.status;
}

async function signedInTokens(backend: TestBackend): Promise<{ access: string; refresh: string }> {
  const user = await createTestUser(backend);
  const { data } = await user.client.auth.getSession();
  return { access: data.session!.access_token, refresh: data.session!.refresh_token };
}

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

describe('listening address', () => {
  // An address of this machine that is not loopback, if it has one: what another computer on the network would dial.
  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

  async function reachable(address: string, port: number): Promise<boolean> {
    try {
      const res = await fetch(`http://${address}:${port}/health`, { signal: AbortSignal.timeout(3000) });
      return res.ok;
    } catch {
      return false;
    }
  }

  it('listens on 127.0.0.1 by default, out of reach from the network', async () => {
    const own = await startTestBackend({ host: null });
    try {
      expect(own.address.address).toBe('127.0.0.1');
      expect(own.url).toBe(`http://localhost:${own.address.port}`);
      expect(await reachable('127.0.0.1', own.address.port)).toBe(true);
      if (lanAddress) expect(await reachable(lanAddress, own.address.port)).toBe(false);
    } finally {
      await own.stop();
    }
    // `npm run backend` and `npm start` leave the host to that same default.
    expect(readBackendEnv({}).host).toBeUndefined();
  });

  it('listens where HOST says', async () => {
    expect(readBackendEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const open = await startTestBackend({ host: '0.0.0.0' });
    try {
      expect(open.address.address).toBe('0.0.0.0');
      if (lanAddress) expect(await reachable(lanAddress, open.address.port)).toBe(true);
    } finally {
      await open.stop();
    }
  });
});

describe('CORS', () => {
  const preflight = (b: TestBackend, origin: string) =>
    fetch(`${b.url}/rest/v1/courses`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, authorization, content-type' },
    });
  const get = (b: TestBackend, origin?: string) => fetch(`${b.url}/auth/v1/settings`, { headers: origin ? { Origin: origin } : {} });

  it("answers the app's own origins (npm start, vite preview, npm run dev)", async () => {
    for (const origin of ['http://localhost:4173', 'http://127.0.0.1:4173', 'http://localhost:5173']) {
      const res = await get(backend, origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toContain('Origin');
      const pre = await preflight(backend, origin);
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
      expect(pre.headers.get('access-control-allow-headers')).toContain('apikey');
    }
  });

  it('gives a foreign origin no Access-Control-Allow-Origin, on requests and on preflights', async () => {
    for (const origin of ['http://evil.example', 'http://localhost:9999', 'http://192.0.2.7:4173']) {
      const res = await get(backend, origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const pre = await preflight(backend, origin);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('access-control-allow-methods')).toBeNull();
      expect(pre.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it('still serves requests without an Origin (node clients, curl)', async () => {
    const res = await get(backend);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await res.json()).external.email).toBe(true);
  });

  it('follows an explicit allow-list (CORS_ORIGINS) instead of the default one', async () => {
    const own = await startTestBackend({ allowedOrigins: ['http://localhost:4180/', 'http://app.example.test'] });
    try {
      expect((await get(own, 'http://localhost:4180')).headers.get('access-control-allow-origin')).toBe('http://localhost:4180');
      expect((await preflight(own, 'http://app.example.test')).headers.get('access-control-allow-origin')).toBe('http://app.example.test');
      expect((await get(own, 'http://localhost:4173')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await own.stop();
    }
    expect(readBackendEnv({ CORS_ORIGINS: 'http://a.test:1, http://b.test:2' }).allowedOrigins).toEqual(['http://a.test:1', 'http://b.test:2']);
    const byDefault = readBackendEnv({ PORT: '4321' }).allowedOrigins ?? [];
    for (const origin of ['http://localhost:4321', 'http://127.0.0.1:4321', 'http://localhost:4173', 'http://localhost:5173']) expect(byDefault).toContain(origin);
  });
});

describe('password guessing', () => {
  it('answers 429 with a clear message after five failed sign-ins for one e-mail, right password or not, until the window passes', async () => {
    const victim = await createTestUser(backend, { password: 'the-real-password' });
    const other = await createTestUser(backend, { password: 'other-password' });
    const guesser = createTestClient(backend);
    for (let i = 1; i <= 5; i++) {
      const wrong = await guesser.auth.signInWithPassword({ email: victim.email, password: `guess-${i}` });
      expect(wrong.error?.code).toBe('invalid_credentials');
    }
    const sixth = await guesser.auth.signInWithPassword({ email: victim.email, password: 'guess-6' });
    expect(sixth.error?.status).toBe(429);
    expect(sixth.error?.code).toBe('over_request_rate_limit');
    expect(sixth.error?.message).toMatch(/^Too many sign-in attempts\. Please wait .+ and try again\.$/);
    // The throttle must not tell a guesser when they hit the right password.
    const right = await createTestClient(backend).auth.signInWithPassword({ email: victim.email.toUpperCase(), password: 'the-real-password' });
    expect(right.error?.status).toBe(429);
    // Other addresses are unaffected.
    expect((await createTestClient(backend).auth.signInWithPassword({ email: other.email, password: 'other-password' })).error).toBeNull();

    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: victim.email, password: 'the-real-password' }),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(4);
    await sleep(retryAfter * 1000 + 300);
    const later = await createTestClient(backend).auth.signInWithPassword({ email: victim.email, password: 'the-real-password' });
    expect(later.error).toBeNull();
    expect(later.data.session?.access_token).toBeTruthy();
  });

  it('a successful sign-in resets the count', async () => {
    const user = await createTestUser(backend, { password: 'right-password' });
    const client = createTestClient(backend);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await client.auth.signInWithPassword({ email: user.email, password: `wrong-${i}` })).error?.code).toBe('invalid_credentials');
      }
      expect((await client.auth.signInWithPassword({ email: user.email, password: 'right-password' })).error).toBeNull();
    }
  });

  it('holds parallel guesses to the same limit', async () => {
    const user = await createTestUser(backend, { password: 'right-password' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createTestClient(backend).auth.signInWithPassword({ email: user.email, password: `parallel-${i}` })),
    );
    expect(answers.filter((a) => a.error?.code === 'invalid_credentials').length).toBe(5);
    expect(answers.filter((a) => a.error?.status === 429).length).toBe(7);
  });

  it('reads the limit from SIGN_IN_MAX_FAILURES and SIGN_IN_FAILURE_WINDOW (5 per 300 s by default)', () => {
    expect(readBackendEnv({})).toMatchObject({ signInMaxFailures: 5, signInFailureWindow: 300 });
    expect(readBackendEnv({ SIGN_IN_MAX_FAILURES: '0', SIGN_IN_FAILURE_WINDOW: '60' })).toMatchObject({ signInMaxFailures: 0, signInFailureWindow: 60 });
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

describe('deeply nested bodies', () => {
  const depth = 20_000;
  const deepArray = '['.repeat(depth) + ']'.repeat(depth);
  const deepObject = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it('answer 400 with a clear message on /auth/v1, and the server keeps serving', async () => {
    const user = await createTestUser(backend);
    const { data } = await user.client.auth.getSession();
    const token = data.session!.access_token;
    const requests: [string, string, Record<string, string>][] = [
      ['POST', '/auth/v1/signup', {}],
      ['POST', '/auth/v1/token?grant_type=password', {}],
      ['POST', '/auth/v1/token?grant_type=refresh_token', {}],
      ['PUT', '/auth/v1/user', { Authorization: `Bearer ${token}` }],
      ['POST', '/auth/v1/verify', {}],
    ];
    for (const [method, path, headers] of requests) {
      for (const body of [deepArray, `{"email":"x@example.test","password":"secret123","data":${deepObject}}`]) {
        const res = await fetch(`${backend.url}${path}`, { method, headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...headers }, body });
        expect(res.status, `${method} ${path}`).toBe(400);
        const answer = (await res.json()) as { error_code: string; msg: string };
        expect(answer.error_code).toBe('bad_json');
        expect(answer.msg).toMatch(/nested more than \d+ levels deep/);
      }
    }
    expect((await fetch(`${backend.url}/auth/v1/settings`)).status).toBe(200);
  });

  it('answer 400 with a clear message on /rest/v1 tables and RPCs, and the server keeps serving', async () => {
    const user = await createTestUser(backend);
    const { data } = await user.client.auth.getSession();
    const headers = { apikey: backend.anonKey, Authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' };
    const requests: [string, string, string][] = [
      ['POST', '/rest/v1/courses', deepArray],
      ['POST', '/rest/v1/courses', `{"title":${deepObject}}`],
      ['PATCH', `/rest/v1/profiles?id=eq.${user.id}`, `{"full_name":${deepObject}}`],
      ['POST', '/rest/v1/rpc/sync_push', `{"changes":${deepArray}}`],
      ['POST', '/rest/v1/rpc/sync_pull', deepObject],
    ];
    for (const [method, path, body] of requests) {
      const res = await fetch(`${backend.url}${path}`, { method, headers, body });
      expect(res.status, `${method} ${path}`).toBe(400);
      const answer = (await res.json()) as { code: string; message: string; details: string };
      expect(answer.code).toBe('PGRST102');
      expect(answer.details).toMatch(/nested more than \d+ levels deep/);
    }
    expect((await user.client.from('profiles').select('id')).error).toBeNull();
  });

  it('still accept ordinary nesting, such as metadata a hundred levels deep', async () => {
    const user = await createTestUser(backend);
    let value: unknown = 'leaf';
    for (let i = 0; i < 100; i++) value = { next: value };
    const updated = await user.client.auth.updateUser({ data: { deep: value } });
    expect(updated.error).toBeNull();
    expect(JSON.stringify(updated.data.user?.user_metadata.deep)).toBe(JSON.stringify(value));
  });
});
