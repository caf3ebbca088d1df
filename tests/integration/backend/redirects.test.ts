// Where mailed links may send a session: redirect_to checked against the site URL and the allow-list (issue 23, hole 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackendEnv } from '../../../supabase/local/config.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend } from '../support/backend.ts';

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
