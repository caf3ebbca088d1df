// HS256 JSON Web Tokens with node:crypto: signing access tokens and the anon/service keys, and verifying them.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number; iat?: number };

function encodeBase64Url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = encodeBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = encodeBase64Url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type JwtVerdict =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; message: string };

export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtVerdict {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed', message: 'Expected 3 parts in JWT; got ' + parts.length };
  const [header = '', payload = '', signature = ''] = parts;
  let claims: JwtClaims;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'HS256') return { ok: false, reason: 'malformed', message: 'Wrong or unknown algorithm' };
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new Error('claims');
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' };
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    return { ok: false, reason: 'expired', message: 'JWT expired' };
  }
  return { ok: true, claims };
}

/** The long-lived API keys Supabase derives from the project's JWT secret. */
export function deriveApiKeys(secret: string): { anonKey: string; serviceKey: string } {
  const iat = 1_700_000_000;
  const exp = iat + 60 * 60 * 24 * 365 * 20;
  return {
    anonKey: signJwt({ iss: 'supabase-local', ref: 'maarifa', role: 'anon', iat, exp }, secret),
    serviceKey: signJwt({ iss: 'supabase-local', ref: 'maarifa', role: 'service_role', iat, exp }, secret),
  };
}
