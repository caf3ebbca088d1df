// The local backend on a shared network: refresh-token reuse window, loopback bind, CORS allow-list, sign-in throttle, confirmed e-mail change, deep bodies, and the account holes of issue 23.
import { request as httpRequest } from 'node:http';
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
    // Deep enough to trip the nesting limit, small enough to stay under the 64 KiB auth body cap.
    const authDepth = 5_000;
    const authArray = '['.repeat(authDepth) + ']'.repeat(authDepth);
    const authObject = '{"a":'.repeat(authDepth) + '1' + '}'.repeat(authDepth);
    for (const [method, path, headers] of requests) {
      for (const body of [authArray, `{"email":"x@example.test","password":"secret123","data":${authObject}}`]) {
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

// ---- Accounts, issue 23 (holes 1-6): one-time codes, redirects, the mailbox, the sign-in key, password changes, sign-ups.

interface AuthAnswer {
  status: number;
  headers: Headers;
  body: { error_code?: string; msg?: string; access_token?: string; refresh_token?: string };
}

async function authPost(b: TestBackend, path: string, body: unknown, headers: Record<string, string> = {}): Promise<AuthAnswer> {
  const res = await fetch(`${b.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as AuthAnswer['body']) : {} };
}

/** Another six-digit code than `otp`, different for each i. */
const wrongCode = (otp: string, i: number) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');

/** Retries `attempt` until it returns something (conditions, never fixed sleeps). */
async function eventually<T>(attempt: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

describe('one-time codes (issue 23, hole 1)', () => {
  let own: TestBackend;
  beforeAll(async () => {
    // Rate limits high enough to see the per-code count alone.
    own = await startTestBackend({ emailMinInterval: 0, verifyMaxPerEmail: 100 });
  });
  afterAll(async () => {
    await own?.stop();
  });

  it('a code dies after five wrong guesses: the right one then fails too, and a new code works', async () => {
    const user = await createTestUser(own);
    expect((await createTestClient(own).auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = await own.mailbox.waitFor(user.email, 'magiclink');
    for (let i = 0; i < 5; i++) {
      const wrong = await authPost(own, '/verify', { type: i % 2 ? 'email' : 'magiclink', email: user.email, token: wrongCode(mail.otp, i) });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error_code).toBe('otp_expired');
    }
    const right = await authPost(own, '/verify', { type: 'magiclink', email: user.email, token: mail.otp });
    expect(right.status).toBe(403);
    expect(right.body.error_code).toBe('otp_expired');

    own.mailbox.clear();
    expect((await createTestClient(own).auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } })).error).toBeNull();
    const next = await own.mailbox.waitFor(user.email, 'magiclink');
    for (let i = 0; i < 4; i++) expect((await authPost(own, '/verify', { type: 'magiclink', email: user.email, token: wrongCode(next.otp, i) })).status).toBe(403);
    const ok = await authPost(own, '/verify', { type: 'magiclink', email: user.email.toUpperCase(), token: next.otp });
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
  });

  it('holds parallel wrong guesses to the same count', async () => {
    const user = await createTestUser(own);
    expect((await createTestClient(own).auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } })).error).toBeNull();
    const mail = await own.mailbox.waitFor(user.email, 'magiclink');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => authPost(own, '/verify', { type: 'magiclink', email: user.email, token: wrongCode(mail.otp, i) })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 12 }, () => 403));
    expect((await authPost(own, '/verify', { type: 'magiclink', email: user.email, token: mail.otp })).status).toBe(403);
    expect(await own.sql('select 1 from auth.one_time_tokens where user_id = $1', [user.id])).toEqual([]);
  });

  it('verify attempts are rate-limited per e-mail and per client address, with 429 over_request_rate_limit', async () => {
    const limited = await startTestBackend({ verifyMaxPerEmail: 3, verifyMaxPerAddress: 6, otpMaxAttempts: 100, emailMinInterval: 0 });
    try {
      const a = await createTestUser(limited);
      const b = await createTestUser(limited);
      await createTestClient(limited).auth.signInWithOtp({ email: a.email, options: { shouldCreateUser: false } });
      const mailA = await limited.mailbox.waitFor(a.email, 'magiclink');
      for (let i = 0; i < 3; i++) expect((await authPost(limited, '/verify', { type: 'magiclink', email: a.email, token: wrongCode(mailA.otp, i) })).status).toBe(403);
      const fourth = await authPost(limited, '/verify', { type: 'magiclink', email: a.email, token: mailA.otp });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error_code).toBe('over_request_rate_limit');
      expect(fourth.body.msg).toMatch(/^Too many verification attempts\. Please wait .+ and try again\.$/);
      expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Other spellings of the same address share its count.
      expect((await authPost(limited, '/verify', { type: 'magiclink', email: ` ${a.email.toUpperCase()} `, token: mailA.otp })).status).toBe(429);

      for (let i = 0; i < 3; i++) expect((await authPost(limited, '/verify', { type: 'magiclink', email: b.email, token: String(i).padStart(6, '0') })).status).toBe(403);
      // The address has now made six verify attempts: every further one is refused, whatever it carries.
      const byAddress = await authPost(limited, '/verify', { type: 'recovery', email: `fresh-${a.id.slice(0, 6)}@example.test`, token: '123456' });
      expect(byAddress.status).toBe(429);
      expect(byAddress.body.error_code).toBe('over_request_rate_limit');
      expect((await authPost(limited, '/verify', { type: 'magiclink', token_hash: mailA.token_hash })).status).toBe(429);
      const link = await fetch(mailA.link, { redirect: 'manual' });
      expect(link.status).toBe(429);
    } finally {
      await limited.stop();
    }
  });

  it('sending codes has a minimum interval per address (over_email_send_rate_limit), for known and unknown addresses alike', async () => {
    const slow = await startTestBackend({ emailMinInterval: 60 });
    try {
      const user = await createTestUser(slow);
      const client = createTestClient(slow);
      expect((await client.auth.resetPasswordForEmail(user.email)).error).toBeNull();
      const again = await authPost(slow, '/recover', { email: user.email.toUpperCase() });
      expect(again.status).toBe(429);
      expect(again.body.error_code).toBe('over_email_send_rate_limit');
      expect(again.body.msg).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
      // A sign-in code uses the same kind of token as recovery, so it waits too.
      expect((await authPost(slow, '/otp', { email: user.email, create_user: false })).status).toBe(429);
      expect(slow.mailbox.list(user.email)).toHaveLength(1);
      // An unknown address answers the same way, so the limit does not reveal who has an account.
      expect((await authPost(slow, '/recover', { email: 'nobody-here@example.test' })).status).toBe(200);
      expect((await authPost(slow, '/recover', { email: 'nobody-here@example.test' })).status).toBe(429);
      // Another address is unaffected.
      const other = await createTestUser(slow);
      expect((await authPost(slow, '/recover', { email: other.email })).status).toBe(200);
    } finally {
      await slow.stop();
    }

    const quick = await startTestBackend({ emailMinInterval: 1 });
    try {
      const user = await createTestUser(quick);
      expect((await authPost(quick, '/recover', { email: user.email })).status).toBe(200);
      expect((await authPost(quick, '/recover', { email: user.email })).status).toBe(429);
      await eventually(async () => ((await authPost(quick, '/recover', { email: user.email })).status === 200 ? true : undefined));
      expect(quick.mailbox.list(user.email)).toHaveLength(2);
    } finally {
      await quick.stop();
    }
  });

  it('reads the limits from the environment, with GoTrue-like defaults', () => {
    expect(readBackendEnv({})).toMatchObject({
      otpMaxAttempts: 5,
      verifyMaxPerAddress: 30,
      verifyMaxPerEmail: 10,
      emailMinInterval: 60,
      signUpMaxPerAddress: 30,
      signInMaxFailuresPerAddress: 30,
      rateLimitWindow: 300,
    });
    expect(
      readBackendEnv({
        OTP_MAX_ATTEMPTS: '3',
        RATE_LIMIT_VERIFY: '0',
        RATE_LIMIT_VERIFY_PER_EMAIL: '4',
        EMAIL_MIN_INTERVAL: '0',
        RATE_LIMIT_SIGN_UPS: '100',
        SIGN_IN_MAX_FAILURES_PER_ADDRESS: '50',
        RATE_LIMIT_WINDOW: '3600',
      }),
    ).toMatchObject({ otpMaxAttempts: 3, verifyMaxPerAddress: 0, verifyMaxPerEmail: 4, emailMinInterval: 0, signUpMaxPerAddress: 100, signInMaxFailuresPerAddress: 50, rateLimitWindow: 3600 });
    expect(() => readBackendEnv({ EMAIL_MIN_INTERVAL: '-1' })).toThrow(/EMAIL_MIN_INTERVAL/);
  });
});

describe('redirect_to (issue 23, hole 2)', () => {
  let own: TestBackend;
  beforeAll(async () => {
    own = await startTestBackend({ emailMinInterval: 0, confirmEmail: true });
  });
  afterAll(async () => {
    await own?.stop();
  });

  const redirectOf = (link: string) => new URL(link).searchParams.get('redirect_to');
  async function recoveryLink(b: TestBackend, email: string, redirectTo: string): Promise<string> {
    b.mailbox.clear();
    expect((await createTestClient(b).auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    return (await b.mailbox.waitFor(email, 'recovery')).link;
  }

  it("keeps the app's own origins and sends anything else to the site URL", async () => {
    const user = await createTestUser(own);
    for (const allowed of ['http://localhost:4173/auth/reset-password', 'http://127.0.0.1:5173/auth/reset-password?x=1', 'http://localhost:4173']) {
      expect(redirectOf(await recoveryLink(own, user.email, allowed))).toBe(allowed);
    }
    for (const refused of [
      'http://evil.example/steal',
      'http://localhost:4173@evil.example/',
      'http://localhost:4173.evil.example/',
      'https://localhost:4173/auth',
      'http://localhost:9999/',
      'javascript:alert(1)',
    ]) {
      expect(redirectOf(await recoveryLink(own, user.email, refused)), refused).toBe('http://localhost:4173');
    }
  });

  it('checks /signup, /otp and the redirect of GET /verify too', async () => {
    const client = createTestClient(own);
    const email = `redirect-${Date.now()}@example.test`;
    expect((await client.auth.signUp({ email, password: 'secret123', options: { emailRedirectTo: 'http://evil.example/x' } })).error).toBeNull();
    const signup = await own.mailbox.waitFor(email, 'signup');
    expect(redirectOf(signup.link)).toBe('http://localhost:4173');

    const user = await createTestUser(own);
    expect((await client.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false, emailRedirectTo: 'http://evil.example/x' } })).error).toBeNull();
    expect(redirectOf((await own.mailbox.waitFor(user.email, 'magiclink')).link)).toBe('http://localhost:4173');

    // A link whose redirect_to was rewritten still lands on the site URL, session or error alike.
    const link = new URL(await recoveryLink(own, user.email, 'http://localhost:4173/auth/reset-password'));
    link.searchParams.set('redirect_to', 'http://evil.example/steal');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe('http://localhost:4173');
    expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();
    const reused = await fetch(link, { redirect: 'manual' });
    expect(new URL(reused.headers.get('location')!).origin).toBe('http://localhost:4173');
  });

  it("follows a configured allow-list with GoTrue's globs (* within a name or segment, ** anything)", async () => {
    const listed = await startTestBackend({ emailMinInterval: 0, redirectAllowList: ['http://localhost:*/**', 'maarifa://callback'] });
    try {
      const user = await createTestUser(listed);
      for (const allowed of ['http://localhost:9999/auth/x', 'http://localhost:4173/a/b/c', 'maarifa://callback']) {
        expect(redirectOf(await recoveryLink(listed, user.email, allowed))).toBe(allowed);
      }
      for (const refused of ['http://localhost:9999.evil.example/x', 'http://localhost:80@evil/x', 'http://127.0.0.1:5173/x', 'maarifa://callback/more']) {
        expect(redirectOf(await recoveryLink(listed, user.email, refused)), refused).toBe('http://localhost:4173');
      }
    } finally {
      await listed.stop();
    }
    expect(readBackendEnv({ ADDITIONAL_REDIRECT_URLS: 'http://localhost:*/**, https://app.example.test/**' }).redirectAllowList).toEqual([
      'http://localhost:*/**',
      'https://app.example.test/**',
    ]);
  });
});

describe('the mailbox and the Host header (issue 23, hole 3)', () => {
  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

  /** A raw request, so that the Host header is exactly what the test says. */
  function rawGet(port: number, path: string, host: string, headers: Record<string, string> = {}, address = '127.0.0.1', method = 'GET'): Promise<number> {
    return new Promise((resolvePromise, reject) => {
      const req = httpRequest({ host: address, port, path, method, headers: { ...headers, Host: host } }, (res) => {
        res.resume();
        res.on('end', () => resolvePromise(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('refuses requests whose Host is not a name the server answers to (DNS rebinding), on every route', async () => {
    const own = await startTestBackend({ allowedHosts: ['laptop.local'] });
    try {
      const port = own.address.port;
      for (const path of ['/mailbox', '/auth/v1/settings', '/rest/v1/courses?select=id', '/health']) {
        expect(await rawGet(port, path, `evil.example:${port}`, { apikey: own.anonKey }), path).toBe(403);
        expect(await rawGet(port, path, `localhost.evil.example:${port}`, { apikey: own.anonKey }), path).toBe(403);
        for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`, `laptop.local:${port}`]) {
          expect(await rawGet(port, path, host, { apikey: own.anonKey }), `${path} ${host}`).toBe(200);
        }
      }
    } finally {
      await own.stop();
    }
  });

  it.skipIf(!lanAddress)('serves the mailbox, read or delete, only to this machine or with the service key', async () => {
    const open = await startTestBackend({ host: '0.0.0.0' });
    try {
      const port = open.address.port;
      const user = await createTestUser(open);
      await createTestClient(open).auth.resetPasswordForEmail(user.email);
      await open.mailbox.waitFor(user.email, 'recovery');
      const fromLan = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawGet(port, path, `${lanAddress}:${port}`, headers, lanAddress, method);

      expect(await fromLan('/mailbox')).toBe(401);
      expect(await fromLan('/mailbox', { accept: 'text/html' })).toBe(401);
      expect(await fromLan(`/mailbox?to=${encodeURIComponent(user.email)}`)).toBe(401);
      expect(await fromLan('/mailbox', { apikey: open.anonKey })).toBe(403);
      expect(await fromLan('/mailbox', { apikey: open.anonKey, Authorization: `Bearer ${(await user.client.auth.getSession()).data.session!.access_token}` })).toBe(403);
      expect(await fromLan('/mailbox', {}, 'DELETE')).toBe(401);
      expect(open.mailbox.list(user.email)).toHaveLength(1);
      // The rest of the API stays open to the network, as HOST asked.
      expect(await fromLan('/auth/v1/settings')).toBe(200);

      expect(await fromLan('/mailbox', { apikey: open.serviceKey })).toBe(200);
      expect(await fromLan('/mailbox', { apikey: open.anonKey, Authorization: `Bearer ${open.serviceKey}` })).toBe(200);
      expect(await rawGet(port, '/mailbox', `localhost:${port}`)).toBe(200);
      expect(await fromLan('/mailbox', { apikey: open.serviceKey }, 'DELETE')).toBe(204);
      expect(open.mailbox.list(user.email)).toHaveLength(0);
    } finally {
      await open.stop();
    }
  });
});

describe('the sign-in throttle key (issue 23, hole 4)', () => {
  let own: TestBackend;
  beforeAll(async () => {
    own = await startTestBackend({ signInMaxFailures: 5, signInFailureWindow: 300, signInMaxFailuresPerAddress: 100 });
  });
  afterAll(async () => {
    await own?.stop();
  });

  it('a dotted capital İ, a full-width or a padded spelling shares the account’s five attempts', async () => {
    const user = await createTestUser(own, { email: `iddi-${Date.now()}@example.test`, password: 'the-real-password' });
    const dotted = user.email.replace(/^i/, '\u0130');
    for (let i = 0; i < 5; i++) {
      const wrong = await createTestClient(own).auth.signInWithPassword({ email: dotted, password: `guess-${i}` });
      expect(wrong.error?.code).toBe('invalid_credentials');
    }
    for (const spelling of [user.email, dotted, `  ${user.email.toUpperCase()} `, user.email.replace(/^iddi/, '\uFF49\uFF44\uFF44\uFF49')]) {
      const right = await createTestClient(own).auth.signInWithPassword({ email: spelling, password: 'the-real-password' });
      expect(right.error?.status, spelling).toBe(429);
    }
  });

  it('the same holds when the spellings are mixed', async () => {
    const user = await createTestUser(own, { email: `imani-${Date.now()}@example.test`, password: 'the-real-password' });
    const spellings = [user.email.replace(/^i/, '\u0130'), user.email.toUpperCase(), ` ${user.email}`, user.email.replace(/^imani/, '\uFF49mani'), user.email];
    for (const [i, spelling] of spellings.entries()) {
      expect((await createTestClient(own).auth.signInWithPassword({ email: spelling, password: `guess-${i}` })).error?.code).toBe('invalid_credentials');
    }
    expect((await createTestClient(own).auth.signInWithPassword({ email: user.email, password: 'the-real-password' })).error?.status).toBe(429);
  });

  it('throttles failed sign-ins per client address too, across accounts', async () => {
    const perAddress = await startTestBackend({ signInMaxFailures: 5, signInMaxFailuresPerAddress: 6 });
    try {
      const user = await createTestUser(perAddress, { password: 'the-real-password' });
      for (let i = 0; i < 6; i++) {
        const wrong = await createTestClient(perAddress).auth.signInWithPassword({ email: `someone-${i}@example.test`, password: 'guess' });
        expect(wrong.error?.code).toBe('invalid_credentials');
      }
      const blocked = await createTestClient(perAddress).auth.signInWithPassword({ email: user.email, password: 'the-real-password' });
      expect(blocked.error?.status).toBe(429);
      expect(blocked.error?.code).toBe('over_request_rate_limit');
    } finally {
      await perAddress.stop();
    }
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

describe('sign-ups per client address (issue 23, hole 6)', () => {
  it('answers 429 over_request_rate_limit after the limit, while the service key still creates users', async () => {
    const own = await startTestBackend({ signUpMaxPerAddress: 3, emailMinInterval: 0 });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await createTestClient(own).auth.signUp({ email: `signup-${i}@example.test`, password: 'secret123' })).error).toBeNull();
      }
      const fourth = await createTestClient(own).auth.signUp({ email: 'signup-4@example.test', password: 'secret123' });
      expect(fourth.error?.status).toBe(429);
      expect(fourth.error?.code).toBe('over_request_rate_limit');
      expect(fourth.error?.message).toMatch(/^Too many sign-ups from this address\. Please wait .+ and try again\.$/);
      expect((await own.sql('select 1 from auth.users where email = $1', ['signup-4@example.test'])).length).toBe(0);
      // A sign-in link that would create the account is a sign-up too.
      expect((await authPost(own, '/otp', { email: 'signup-5@example.test' })).status).toBe(429);
      for (let i = 0; i < 5; i++) await createTestUser(own);
    } finally {
      await own.stop();
    }
  });
});
