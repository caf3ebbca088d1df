// HS256 tokens: round trip, tampering, expiry and the derived API keys.
import { describe, expect, it } from 'vitest';
import { deriveApiKeys, signJwt, verifyJwt } from './jwt.ts';

describe('jwt', () => {
  const secret = 'unit-test-secret-unit-test-secret';

  it('verifies what it signs', () => {
    const token = signJwt({ sub: 'u1', role: 'authenticated', exp: 2_000_000_000 }, secret);
    expect(verifyJwt(token, secret, 1_900_000_000)).toEqual({ ok: true, claims: { sub: 'u1', role: 'authenticated', exp: 2_000_000_000 } });
  });

  it('refuses another secret, a tampered payload, garbage and expiry', () => {
    const token = signJwt({ role: 'anon' }, secret);
    expect(verifyJwt(token, 'other-secret')).toMatchObject({ ok: false, reason: 'signature' });
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.${s}`;
    expect(verifyJwt(forged, secret)).toMatchObject({ ok: false, reason: 'signature' });
    expect(verifyJwt('a.b', secret)).toMatchObject({ ok: false, reason: 'malformed' });
    expect(verifyJwt('!!.??.**', secret)).toMatchObject({ ok: false, reason: 'malformed' });
    const expired = signJwt({ role: 'anon', exp: 100 }, secret);
    expect(verifyJwt(expired, secret, 100)).toMatchObject({ ok: false, reason: 'expired', message: 'JWT expired' });
  });

  it('refuses tokens signed with another algorithm', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(verifyJwt(`${header}.${payload}.`, secret)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('derives stable anon and service keys from the secret', () => {
    const a = deriveApiKeys(secret);
    expect(deriveApiKeys(secret)).toEqual(a);
    expect(verifyJwt(a.anonKey, secret)).toMatchObject({ ok: true, claims: { role: 'anon' } });
    expect(verifyJwt(a.serviceKey, secret)).toMatchObject({ ok: true, claims: { role: 'service_role' } });
    expect(deriveApiKeys('another-secret').anonKey).not.toBe(a.anonKey);
  });
});
