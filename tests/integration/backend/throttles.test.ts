// Auth throttles on the local backend: password guessing, one-time codes, the sign-in throttle key and sign-ups per
// client address (issue 23).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackendEnv } from '../../../supabase/local/config.ts';
import { authPost, eventually, sleep, wrongCode } from '../support/auth-calls.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  // A short failure window keeps the throttle test from waiting five minutes; the reuse interval is the default 10 s.
  backend = await startTestBackend({ signInMaxFailures: 5, signInFailureWindow: 4 });
});
afterAll(async () => {
  await backend?.stop();
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
