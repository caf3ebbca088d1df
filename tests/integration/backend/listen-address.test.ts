// The local backend on a shared network: the listening address, the CORS allow-list, deeply nested bodies, and the
// mailbox and Host header (issue 23, hole 3).
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackendEnv } from '../../../supabase/local/config.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  // A short failure window keeps the throttle test from waiting five minutes; the reuse interval is the default 10 s.
  backend = await startTestBackend({ signInMaxFailures: 5, signInFailureWindow: 4 });
});
afterAll(async () => {
  await backend?.stop();
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
