// Reading an auth request: GoTrue's error shape, the body, the e-mail and password rules, and the caller's address.
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http.ts';

const minPasswordLength = 6;

/** A GoTrue error body: `{ code, error_code, msg }`, which auth-js turns into AuthApiError. */
export function authError(status: number, errorCode: string, msg: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): HttpError {
  return new HttpError(status, { code: status, error_code: errorCode, msg, ...extra }, headers);
}

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) && value.length <= 255;
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return body as Record<string, unknown>;
}

export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw authError(422, 'validation_failed', 'Signup requires a valid password');
  }
  if (password.length < minPasswordLength) {
    throw authError(422, 'weak_password', `Password should be at least ${minPasswordLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > 72) throw authError(422, 'weak_password', 'Password cannot be longer than 72 characters', { weak_password: { reasons: ['length'] } });
  return password;
}

/**
 * The one spelling of an address that limits, lookups and stored e-mails share: trimmed, NFKC, and each character
 * lowercased on its own (Unicode's simple mapping, as PostgreSQL's lower() and GoTrue's Go do), so that a dotted
 * capital İ (U+0130) becomes i rather than JavaScript's two-character i + U+0307.
 */
export function normaliseEmail(value: string): string {
  let out = '';
  for (const ch of value.trim().normalize('NFKC')) {
    const lower = [...ch.toLowerCase()];
    out += lower.length > 1 ? lower[0] : lower.join('');
  }
  return out.normalize('NFKC');
}

/** The peer's IP address (IPv4-mapped IPv6 written as IPv4). Forwarded headers are not trusted: this server has no proxy in front. */
export function clientAddress(req: IncomingMessage): string {
  const raw = req.socket.remoteAddress ?? 'unknown';
  return raw.startsWith('::ffff:') ? raw.slice('::ffff:'.length) : raw;
}
