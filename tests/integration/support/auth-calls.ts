// Auth calls by hand for the backend's hardening suites, so a test controls exactly what is sent and sees the raw answer.
import { createTestUser, type TestBackend } from './backend.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface TokenAnswer {
  status: number;
  body: { access_token?: string; refresh_token?: string; error_code?: string; msg?: string; user?: { email?: string } };
}

/** The refresh grant by hand, so a test controls exactly which token is sent and sees the raw answer. */
export async function refresh(backend: TestBackend, refreshToken: string): Promise<TokenAnswer> {
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, body: (await res.json()) as TokenAnswer['body'] };
}

export async function userStatus(backend: TestBackend, accessToken: string): Promise<number> {
  const res = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` } });
  return res.status;
}

export async function restStatus(backend: TestBackend, accessToken: string): Promise<number> {
  const res = await fetch(`${backend.url}/rest/v1/profiles?select=id`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${accessToken}` } });
  return res.status;
}

export async function signedInTokens(backend: TestBackend): Promise<{ access: string; refresh: string }> {
  const user = await createTestUser(backend);
  const { data } = await user.client.auth.getSession();
  return { access: data.session!.access_token, refresh: data.session!.refresh_token };
}

export interface AuthAnswer {
  status: number;
  headers: Headers;
  body: { error_code?: string; msg?: string; access_token?: string; refresh_token?: string };
}

export async function authPost(b: TestBackend, path: string, body: unknown, headers: Record<string, string> = {}): Promise<AuthAnswer> {
  const res = await fetch(`${b.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as AuthAnswer['body']) : {} };
}

/** Another six-digit code than `otp`, different for each i. */
export const wrongCode = (otp: string, i: number) => String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');

/** Retries `attempt` until it returns something (conditions, never fixed sleeps). */
export async function eventually<T>(attempt: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}
