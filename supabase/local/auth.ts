// The GoTrue (/auth/v1) subset: sign-up, password and refresh-token grants, user, logout, recover, verify, otp, resend, settings, admin users; and its abuse limits.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import bcrypt from 'bcryptjs';
import type { Database, Queryable } from './db.ts';
import { HttpError, readBearer, sendJson } from './http.ts';
import { signJwt, verifyJwt, type JwtClaims } from './jwt.ts';
import type { Mailbox } from './mailbox.ts';

export interface AuthContext {
  db: Database;
  jwtSecret: string;
  jwtExpiry: number;
  confirmEmail: boolean;
  siteUrl: string;
  mailbox: Mailbox;
  publicUrl(): string;
  /** Seconds an already rotated refresh token may still be sent (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseInterval: number;
  /** Failed password sign-ins per account within signInFailureWindow seconds before 429; 0 turns the throttle off. */
  signInMaxFailures: number;
  signInFailureWindow: number;
  /** Failed password sign-ins per client address within signInFailureWindow seconds before 429; 0 = no limit. */
  signInMaxFailuresPerAddress: number;
  /** Wrong codes before an outstanding one-time code dies (GoTrue-like); 0 = never. */
  otpMaxAttempts: number;
  /** Verify requests per client address, and code checks per e-mail, per rateLimitWindow seconds; 0 = no limit. */
  verifyMaxPerAddress: number;
  verifyMaxPerEmail: number;
  /** Sign-ups (POST /signup, POST /otp that may create an account) per client address per rateLimitWindow; 0 = no limit. */
  signUpMaxPerAddress: number;
  rateLimitWindow: number;
  /** Seconds between two mails of one kind to one address (GoTrue's SMTP_MAX_FREQUENCY); 0 = no limit. */
  emailMinInterval: number;
  /** Where a mailed link may send a session besides the site URL's origin: GoTrue uri_allow_list globs. */
  redirectAllowList: readonly string[];
}

interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  /** The address waiting for confirmation after an e-mail change ('' when none). */
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  banned_until: string | null;
}

const userColumns = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`;
const minPasswordLength = 6;
const oneTimeTokenTtlSeconds = 3600;
/** Stored for accounts made by a sign-in link: no password matches it (bcrypt hashes never start with '!'). */
const unusableHash = '!no-password';

/** A GoTrue error body: `{ code, error_code, msg }`, which auth-js turns into AuthApiError. */
function authError(status: number, errorCode: string, msg: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): HttpError {
  return new HttpError(status, { code: status, error_code: errorCode, msg, ...extra }, headers);
}

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string).toISOString();
}

function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function formatUser(u: UserRow) {
  const confirmed = toIso(u.email_confirmed_at);
  const identity = {
    identity_id: u.id,
    id: u.id,
    user_id: u.id,
    identity_data: { email: u.email, email_verified: confirmed !== null, phone_verified: false, sub: u.id },
    provider: 'email',
    last_sign_in_at: toIso(u.last_sign_in_at),
    created_at: toIso(u.created_at),
    updated_at: toIso(u.updated_at),
    email: u.email,
  };
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: confirmed,
    phone: '',
    confirmation_sent_at: toIso(u.confirmation_sent_at) ?? undefined,
    confirmed_at: confirmed,
    recovery_sent_at: toIso(u.recovery_sent_at) ?? undefined,
    // GoTrue shows a pending change as new_email until the new address confirms it.
    new_email: u.email_change || undefined,
    email_change_sent_at: u.email_change ? (toIso(u.email_change_sent_at) ?? undefined) : undefined,
    last_sign_in_at: toIso(u.last_sign_in_at),
    app_metadata: { provider: 'email', providers: ['email'], ...(u.raw_app_meta_data ?? {}) },
    user_metadata: u.raw_user_meta_data ?? {},
    identities: [identity],
    created_at: toIso(u.created_at),
    updated_at: toIso(u.updated_at),
    is_anonymous: false,
  };
}

function isEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) && value.length <= 255;
}

function requireObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return body as Record<string, unknown>;
}

function checkPassword(password: unknown): string {
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

/** `email` must already be normaliseEmail()'d; stored addresses are, and lower() only folds rows written before that rule. */
async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${userColumns} from auth.users where lower(email) = $1 and deleted_at is null`, [email]);
  return r.rows[0];
}

async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${userColumns} from auth.users where id = $1 and deleted_at is null`, [id]);
  return r.rows[0];
}

function tooMany(what: string, retryAfter: number): HttpError {
  const minutes = Math.ceil(retryAfter / 60);
  return authError(429, 'over_request_rate_limit', `${what} Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`, {}, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * Counts failed password sign-ins per key over a sliding window, as a hosted project rate-limits the token
 * endpoint, so that nobody can guess a password at bcrypt speed. Attempts still being checked count as failures
 * until they resolve, so a burst of parallel guesses is held to the same limit.
 */
class FailureThrottle {
  private readonly entries = new Map<string, { failures: number[]; pending: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    /** An account's count starts over when its password is right; an address's does not (the guesser may own an account). */
    private readonly resetOnSuccess: boolean,
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  wait(key: string, now: number): number {
    if (this.maxFailures <= 0) return 0;
    const entry = this.entries.get(key);
    if (!entry) return 0;
    entry.failures = entry.failures.filter((t) => t > now - this.windowMs);
    if (entry.failures.length + entry.pending < this.maxFailures) return 0;
    const oldest = entry.failures[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  /** Counts an attempt as pending; the returned function settles it once. */
  hold(key: string, now: number): (failed: boolean) => void {
    if (this.maxFailures <= 0) return () => undefined;
    const entry = this.entries.get(key) ?? { failures: [], pending: 0 };
    entry.pending++;
    this.entries.set(key, entry);
    this.forgetIdle(now);
    return (failed) => {
      entry.pending--;
      if (failed) entry.failures.push(Date.now());
      else if (this.resetOnSuccess) entry.failures = [];
      if (entry.pending === 0 && entry.failures.length === 0) this.entries.delete(key);
    };
  }

  /** Keeps memory bounded on a long-running server that meets many addresses. */
  private forgetIdle(now: number): void {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      if (entry.pending === 0 && entry.failures.every((t) => t <= now - this.windowMs)) this.entries.delete(key);
    }
  }
}

/** Requests per key over a sliding window (GoTrue's per-IP limits are per five minutes). */
class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may make another request; 0 when it may now. */
  wait(key: string, now: number): number {
    if (this.max <= 0) return 0;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    if (recent.length < this.max) return 0;
    return Math.max(1, Math.ceil(((recent[recent.length - this.max] ?? now) + this.windowMs - now) / 1000));
  }

  record(key: string, now: number): void {
    if (this.max <= 0) return;
    const list = this.hits.get(key) ?? [];
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size < 10_000) return;
    for (const [k, times] of this.hits) if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(k);
  }
}

/** Checks every (limiter, key) pair first and counts the request against all of them only when none refuses. */
function enforce(pairs: [RateLimiter, string][], what: string): void {
  const now = Date.now();
  const wait = Math.max(0, ...pairs.map(([limiter, key]) => limiter.wait(key, now)));
  if (wait > 0) throw tooMany(what, wait);
  for (const [limiter, key] of pairs) limiter.record(key, now);
}

/**
 * The minimum interval between two mails of one kind to one address (GoTrue's SMTP_MAX_FREQUENCY). Keyed by the
 * address asked for, whether or not it has an account, so the answer does not reveal who has one.
 */
class MailInterval {
  private readonly sent = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  /** Reserves the slot or throws 429 over_email_send_rate_limit; call release() if no mail went out after all. */
  take(keys: string[]): { release(): void } {
    if (this.intervalMs <= 0) return { release: () => undefined };
    const now = Date.now();
    let wait = 0;
    for (const key of keys) {
      const last = this.sent.get(key);
      if (last !== undefined && now - last < this.intervalMs) wait = Math.max(wait, Math.ceil((last + this.intervalMs - now) / 1000));
    }
    if (wait > 0) throw authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, {}, { 'Retry-After': String(wait) });
    const previous = keys.map((key) => [key, this.sent.get(key)] as const);
    for (const key of keys) this.sent.set(key, now);
    if (this.sent.size >= 10_000) for (const [k, t] of this.sent) if (now - t >= this.intervalMs) this.sent.delete(k);
    return {
      release: () => {
        for (const [key, last] of previous) {
          if (this.sent.get(key) !== now) continue;
          if (last === undefined) this.sent.delete(key);
          else this.sent.set(key, last);
        }
      },
    };
  }
}

/**
 * GoTrue's uri_allow_list glob (gobwas/glob with '.' and '/' as separators): `*` matches within one host label or
 * path segment, `**` matches anything, `?` one character other than a separator, `[a-z]`/`[!a-z]` a class,
 * `{a,b}` alternatives, `\` escapes.
 */
export function redirectGlob(glob: string): RegExp {
  const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const toSource = (g: string): string => {
    let re = '';
    for (let i = 0; i < g.length; i++) {
      const c = g[i] ?? '';
      if (c === '\\' && i + 1 < g.length) {
        re += escape(g[++i] ?? '');
      } else if (c === '*') {
        if (g[i + 1] === '*') {
          while (g[i + 1] === '*') i++;
          re += '.*';
        } else re += '[^./]*';
      } else if (c === '?') {
        re += '[^./]';
      } else if (c === '[' && g.indexOf(']', i + 2) !== -1) {
        const end = g.indexOf(']', i + 2);
        let body = g.slice(i + 1, end);
        const negate = body.startsWith('!');
        if (negate) body = body.slice(1);
        re += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
        i = end;
      } else if (c === '{' && g.indexOf('}', i) !== -1) {
        const end = g.indexOf('}', i);
        re += `(?:${g
          .slice(i + 1, end)
          .split(',')
          .map(toSource)
          .join('|')})`;
        i = end;
      } else re += escape(c);
    }
    return re;
  };
  return new RegExp(`^${toSource(glob)}$`);
}

type MailType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

/** Which auth.one_time_tokens kind each mailed link consumes. */
// GoTrue's one_time_token_type names, so the same rows fit its auth.one_time_tokens on Supabase's own layout.
const tokenKinds: Record<MailType, string> = {
  signup: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
};

const mailTexts: Record<MailType, { subject: string; action: string }> = {
  signup: { subject: 'Confirm your Maarifa account', action: 'confirm your email address' },
  recovery: { subject: 'Reset your Maarifa password', action: 'choose a new password' },
  magiclink: { subject: 'Your Maarifa sign-in link', action: 'sign in' },
  email_change: { subject: 'Confirm your new Maarifa email address', action: 'confirm this address as your new Maarifa email' },
};

export function createAuthHandler(ctx: AuthContext) {
  const accountFailures = new FailureThrottle(ctx.signInMaxFailures, ctx.signInFailureWindow * 1000, true);
  const addressFailures = new FailureThrottle(ctx.signInMaxFailuresPerAddress, ctx.signInFailureWindow * 1000, false);
  const verifyByAddress = new RateLimiter(ctx.verifyMaxPerAddress, ctx.rateLimitWindow * 1000);
  const verifyByEmail = new RateLimiter(ctx.verifyMaxPerEmail, ctx.rateLimitWindow * 1000);
  const signUpsByAddress = new RateLimiter(ctx.signUpMaxPerAddress, ctx.rateLimitWindow * 1000);
  const mailInterval = new MailInterval(ctx.emailMinInterval * 1000);
  const redirectPatterns = ctx.redirectAllowList.map(redirectGlob);
  const siteOrigin = (() => {
    try {
      return new URL(ctx.siteUrl).origin;
    } catch {
      return undefined;
    }
  })();

  /**
   * Where a link may send a session: the requested URL when it is on the site URL's origin or matches the
   * allow-list, else the site URL (GoTrue's rule, but the site URL counts by origin, not by host name alone).
   * URLs with credentials are refused: a glob's `*` would let `http://localhost:80@evil/` pass for `localhost:*`.
   */
  function safeRedirect(requested: string | null | undefined): string {
    if (!requested || /[^\x21-\x7e]/.test(requested)) return ctx.siteUrl;
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      return ctx.siteUrl;
    }
    if (url.username || url.password) return ctx.siteUrl;
    if (siteOrigin && url.origin === siteOrigin) return requested;
    return redirectPatterns.some((p) => p.test(requested)) ? requested : ctx.siteUrl;
  }

  /** Runs `work` holding the mail slot of `keys` (see MailInterval), given back if `work` fails. */
  async function withMailSlot<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    const slot = mailInterval.take(keys);
    try {
      return await work();
    } catch (error) {
      slot.release();
      throw error;
    }
  }

  /** Registers a password attempt against its account and its client address, or throws 429 if either failed too often lately. */
  function beginSignIn(accountKey: string, address: string): (failed: boolean) => void {
    const now = Date.now();
    const wait = Math.max(accountFailures.wait(accountKey, now), addressFailures.wait(address, now));
    if (wait > 0) throw tooMany('Too many sign-in attempts.', wait);
    const settles = [accountFailures.hold(accountKey, now), addressFailures.hold(address, now)];
    let settled = false;
    return (failed) => {
      if (settled) return;
      settled = true;
      for (const settle of settles) settle(failed);
    };
  }

  /** A new access token for the session; a new refresh token (child of `parent`) unless `refreshToken` names the one to hand back. */
  async function issueSession(tx: Queryable, user: UserRow, method: string, sessionId?: string, tokens: { refreshToken?: string; parent?: string } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const sid = sessionId ?? randomUUID();
    if (!sessionId) await tx.query('insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())', [sid, user.id]);
    else await tx.query('update auth.sessions set updated_at = now() where id = $1', [sid]);
    let refreshToken = tokens.refreshToken;
    if (refreshToken === undefined) {
      refreshToken = randomBytes(24).toString('base64url');
      // GoTrue's revoked has no default (null is neither revoked nor active): written, as GoTrue writes it.
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at) values ($1, $2, $3, $4, false, now(), now())', [
        refreshToken,
        user.id,
        sid,
        tokens.parent ?? null,
      ]);
    }
    const claims: JwtClaims = {
      aud: 'authenticated',
      exp: now + ctx.jwtExpiry,
      iat: now,
      iss: `${ctx.publicUrl()}/auth/v1`,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'], ...(user.raw_app_meta_data ?? {}) },
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sid,
      is_anonymous: false,
    };
    return {
      access_token: signJwt(claims, ctx.jwtSecret),
      token_type: 'bearer',
      expires_in: ctx.jwtExpiry,
      expires_at: now + ctx.jwtExpiry,
      refresh_token: refreshToken,
      user: formatUser(user),
    };
  }

  /** The signed-in user behind the request's bearer token, as GoTrue resolves it. */
  async function requireUser(tx: Queryable, req: IncomingMessage): Promise<{ user: UserRow; claims: JwtClaims }> {
    const token = readBearer(req);
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const verdict = verifyJwt(token, ctx.jwtSecret);
    if (!verdict.ok) {
      const why = verdict.reason === 'expired' ? 'token has invalid claims: token is expired' : 'unable to parse or verify signature';
      throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
    }
    const sub = verdict.claims.sub;
    if (typeof sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(sub)) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const sid = verdict.claims.session_id;
    if (typeof sid === 'string') {
      const s = await tx.query('select 1 from auth.sessions where id = $1', [sid]);
      if (s.rows.length === 0) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await findUserById(tx, sub);
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, claims: verdict.claims };
  }

  /** Mails a link and code; an `email_change` mail goes to the new address (user.email_change), the others to user.email. */
  async function sendActionMail(tx: Queryable, user: UserRow, type: MailType, redirectTo: string | undefined) {
    const tokenHash = randomBytes(28).toString('hex');
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const kind = tokenKinds[type];
    const to = type === 'email_change' ? (user.email_change ?? '') : user.email;
    await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, kind]);
    await tx.query(
      'insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, otp_hash) values (gen_random_uuid(), $1, $2, $3, $4, $5)',
      [user.id, kind, hashSecret(tokenHash), normaliseEmail(to), hashSecret(`${normaliseEmail(to)}:${otp}`)],
    );
    const column = kind === tokenKinds.signup ? 'confirmation_sent_at' : kind === tokenKinds.recovery ? 'recovery_sent_at' : 'email_change_sent_at';
    await tx.query(`update auth.users set ${column} = now() where id = $1`, [user.id]);
    const link = `${ctx.publicUrl()}/auth/v1/verify?token=${tokenHash}&type=${type}&redirect_to=${encodeURIComponent(safeRedirect(redirectTo))}`;
    const { subject, action } = mailTexts[type];
    ctx.mailbox.deliver({
      to,
      subject,
      text: `Hello,\n\nFollow this link to ${action}:\n${link}\n\nOr enter this code: ${otp}\n\nThe link and code expire in one hour.`,
      link,
      type,
      token_hash: tokenHash,
      otp,
    });
  }

  /**
   * Consumes a one-time token (link secret or email + code); returns its user, or undefined when nothing matched.
   * A wrong code counts against the outstanding codes of that user and type, and the otpMaxAttempts-th kills them,
   * so the caller must commit (not throw) on undefined.
   */
  async function consumeToken(tx: Queryable, type: string, by: { tokenHash?: string; email?: string; otp?: string }): Promise<UserRow | undefined> {
    const kinds =
      type === 'signup' || type === 'invite'
        ? [tokenKinds.signup]
        : type === 'email'
          ? [tokenKinds.signup, tokenKinds.recovery]
          : type === 'recovery' || type === 'magiclink'
            ? [tokenKinds.recovery]
            : type === 'email_change'
              ? [tokenKinds.email_change]
              : undefined;
    if (!kinds) throw authError(400, 'validation_failed', `Verify requires a verification type`);
    let row: { id: string; user_id: string; token_type: string } | undefined;
    if (by.tokenHash) {
      row = (
        await tx.query<{ id: string; user_id: string; token_type: string }>(
          `select id, user_id, token_type from auth.one_time_tokens
            where token_hash = $1 and token_type::text = any($2::text[]) and created_at > now() - make_interval(secs => $3)`,
          [hashSecret(by.tokenHash), kinds, oneTimeTokenTtlSeconds],
        )
      ).rows[0];
    } else if (by.email && by.otp) {
      const address = normaliseEmail(by.email);
      // A code is looked up by its account, so that wrong guesses can be counted against that account's codes.
      const owner =
        kinds[0] === tokenKinds.email_change
          ? (await tx.query<{ id: string }>(`select id from auth.users where lower(email_change) = $1 and deleted_at is null`, [address])).rows[0]
          : await findUserByEmail(tx, address);
      if (!owner) return undefined;
      const candidates = (
        await tx.query<{ id: string; user_id: string; token_type: string; otp_hash: string; attempts: number }>(
          `select id, user_id, token_type, otp_hash, attempts from auth.one_time_tokens
            where user_id = $1 and token_type::text = any($2::text[]) and created_at > now() - make_interval(secs => $3)
            order by created_at for update`,
          [owner.id, kinds, oneTimeTokenTtlSeconds],
        )
      ).rows;
      const expected = Buffer.from(hashSecret(`${address}:${by.otp}`));
      row = candidates.find((c) => c.otp_hash.length === expected.length && timingSafeEqual(Buffer.from(c.otp_hash), expected));
      if (!row) {
        for (const c of candidates) {
          if (ctx.otpMaxAttempts > 0 && Number(c.attempts) + 1 >= ctx.otpMaxAttempts) await tx.query('delete from auth.one_time_tokens where id = $1', [c.id]);
          else await tx.query('update auth.one_time_tokens set attempts = attempts + 1 where id = $1', [c.id]);
        }
        return undefined;
      }
    }
    if (!row) return undefined;
    await tx.query('delete from auth.one_time_tokens where id = $1', [row.id]);
    const kind = row.token_type;
    if (kind === tokenKinds.email_change) return confirmEmailChange(tx, row.user_id);
    // Any mailed link proves the address, so it confirms an unconfirmed account too.
    await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1', [row.user_id]);
    return findUserById(tx, row.user_id);
  }

  /** The new address proved itself: it becomes the account's e-mail (profiles follow by trigger). */
  async function confirmEmailChange(tx: Queryable, userId: string): Promise<UserRow | undefined> {
    const user = await findUserById(tx, userId);
    const next = user?.email_change;
    if (!user || !next) return undefined;
    const taken = await findUserByEmail(tx, next);
    if (taken && taken.id !== user.id) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    await tx.query(
      `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_sent_at = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id, next],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [user.id, next],
    );
    return findUserById(tx, user.id);
  }

  // Callers hash the password before opening the transaction: bcrypt is slow and PGlite serves one transaction at a time.
  async function createUser(tx: Queryable, rawEmail: string, hash: string, metadata: unknown, confirmed: boolean): Promise<UserRow> {
    const email = normaliseEmail(rawEmail);
    if (await findUserByEmail(tx, email)) throw authError(422, 'user_already_exists', 'User already registered');
    const id = randomUUID();
    const meta = typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) ? metadata : {};
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, ${confirmed ? 'now()' : 'null'},
               '{"provider":"email","providers":["email"]}', $4::text::jsonb, now(), now())`,
      [id, email, hash, JSON.stringify(meta)],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $3::uuid, $2::text::jsonb, 'email', now(), now(), now())`,
      [id, JSON.stringify({ sub: id, email, email_verified: confirmed, phone_verified: false }), id],
    );
    const user = await findUserById(tx, id);
    if (!user) throw new Error('user vanished after insert');
    return user;
  }

  function requireServiceRole(req: IncomingMessage) {
    const token = readBearer(req);
    const verdict = token ? verifyJwt(token, ctx.jwtSecret) : undefined;
    if (!verdict?.ok || verdict.claims.role !== 'service_role') {
      throw authError(403, 'not_admin', 'User not allowed');
    }
  }

  const routes: Record<string, (req: IncomingMessage, url: URL, body: unknown) => Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>> = {
    'GET /settings': async () => ({
      status: 200,
      body: {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: !ctx.confirmEmail,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
    }),
    // Tokens are HS256 (symmetric), so there is no public key to publish; auth-js then verifies through /user.
    'GET /.well-known/jwks.json': async () => ({ status: 200, body: { keys: [] } }),
    'GET /health': async () => ({ status: 200, body: { version: 'maarifa-local', name: 'GoTrue', description: 'Maarifa local auth' } }),

    'POST /signup': async (req, url, raw) => {
      const body = requireObject(raw);
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const password = checkPassword(body.password);
      const email = normaliseEmail(body.email);
      // Counted before bcrypt, so a flood of sign-ups costs little; the service key's admin route is not limited.
      enforce([[signUpsByAddress, clientAddress(req)]], 'Too many sign-ups from this address.');
      const hash = await bcrypt.hash(password, 10);
      const create = () =>
        ctx.db.transaction(async (tx) => {
          const user = await createUser(tx, email, hash, body.data, !ctx.confirmEmail);
          if (ctx.confirmEmail) {
            await sendActionMail(tx, user, 'signup', url.searchParams.get('redirect_to') ?? undefined);
            return { status: 200, body: formatUser((await findUserById(tx, user.id)) ?? user) };
          }
          await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
          return { status: 200, body: await issueSession(tx, (await findUserById(tx, user.id)) ?? user, 'password') };
        });
      return ctx.confirmEmail ? withMailSlot([`confirmation:${email}`], create) : create();
    },

    'POST /token': async (req, url, raw) => {
      const body = requireObject(raw);
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
        if (typeof body.email !== 'string' || typeof body.password !== 'string') {
          throw authError(400, 'validation_failed', 'A valid email or phone and a password are required');
        }
        const email = normaliseEmail(body.email);
        const password = body.password;
        // The account is the key, so every spelling that finds it shares one count; checked before bcrypt, so a
        // throttled account or address costs nothing and reveals nothing, right password or not.
        const candidate = await ctx.db.transaction((tx) => findUserByEmail(tx, email));
        const settle = beginSignIn(candidate ? `user:${candidate.id}` : `email:${email}`, clientAddress(req));
        let ok = false;
        try {
          ok = candidate?.encrypted_password ? await bcrypt.compare(password, candidate.encrypted_password).catch(() => false) : false;
        } finally {
          settle(!ok);
        }
        if (!candidate || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
        const matched = candidate;
        return ctx.db.transaction(async (tx) => {
          // Re-read: the password may have changed while bcrypt ran outside the transaction.
          const user = await findUserByEmail(tx, email);
          if (!user || user.encrypted_password !== matched.encrypted_password) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
          if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
          if (user.banned_until && new Date(user.banned_until) > new Date()) throw authError(400, 'user_banned', 'User is banned');
          await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
          return { status: 200, body: await issueSession(tx, (await findUserById(tx, user.id)) ?? user, 'password') };
        });
      }
      if (grant === 'refresh_token') {
        if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
          throw authError(400, 'validation_failed', 'refresh_token required');
        }
        const token = body.refresh_token;
        // As GoTrue's refresh grant (internal/api/token_refresh.go): a rotated token sent again is a lost answer
        // being retried when it is the parent of the session's active token, or when it was rotated less than the
        // reuse interval ago; any other reuse looks like theft and ends the session. That decision must commit,
        // so the transaction returns the error rather than throwing it.
        const outcome = await ctx.db.transaction(async (tx) => {
          const r = await tx.query<{ id: string; user_id: string; session_id: string; revoked: boolean; reusable: boolean }>(
            `select id, user_id, session_id, revoked, updated_at > now() - make_interval(secs => $2) as reusable
               from auth.refresh_tokens where token = $1 for update`,
            [token, ctx.refreshTokenReuseInterval],
          );
          const row = r.rows[0];
          if (!row) return { error: authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
          const user = await findUserById(tx, row.user_id);
          if (!user) return { error: authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
          if (row.revoked) {
            const active = (
              await tx.query<{ token: string; parent: string | null }>(
                'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
                [row.session_id],
              )
            ).rows[0];
            // The client never stored the answer to its last refresh: hand that answer's token back, no new one.
            if (active && active.parent === token) {
              return { session: await issueSession(tx, user, 'token_refresh', row.session_id, { refreshToken: active.token }) };
            }
            if (!row.reusable) {
              await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
              return { error: authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
            }
            // Within the interval but not the active token's parent (say, two refreshes raced): a new child, as GoTrue swaps.
          } else {
            await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
          }
          return { session: await issueSession(tx, user, 'token_refresh', row.session_id, { parent: token }) };
        });
        if ('error' in outcome) throw outcome.error;
        return { status: 200, body: outcome.session };
      }
      throw authError(400, 'unsupported_grant_type', `unsupported_grant_type: ${grant ?? '(none)'} is not supported by this server`);
    },

    'GET /user': async (req) =>
      ctx.db.transaction(async (tx) => {
        const { user } = await requireUser(tx, req);
        return { status: 200, body: formatUser(user) };
      }),

    'PUT /user': async (req, url, raw) => {
      const body = requireObject(raw);
      let newHash: string | undefined;
      if (body.password !== undefined) {
        const password = checkPassword(body.password);
        const { user } = await ctx.db.transaction((tx) => requireUser(tx, req));
        if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password).catch(() => false))) {
          throw authError(422, 'same_password', 'New password should be different from the old password.');
        }
        newHash = await bcrypt.hash(password, 10);
      }
      let mailSlot: { release(): void } | undefined;
      return ctx.db.transaction(async (tx) => {
        const { user, claims } = await requireUser(tx, req);
        if (newHash) {
          await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, newHash]);
          // As GoTrue's UpdatePassword: every other session ends (its refresh tokens go with it), this one stays;
          // a recovery code still outstanding would otherwise reset the new password.
          const sid = typeof claims.session_id === 'string' ? claims.session_id : null;
          await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sid]);
          await tx.query('delete from auth.refresh_tokens where user_id = $1 and session_id is distinct from $2', [user.id, sid]);
          await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, tokenKinds.recovery]);
        }
        if (body.data !== undefined) {
          if (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data)) {
            throw authError(400, 'validation_failed', 'data must be an object');
          }
          await tx.query('update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, $2::text::jsonb) || $2::text::jsonb, updated_at = now() where id = $1', [
            user.id,
            JSON.stringify(body.data),
          ]);
        }
        if (body.email !== undefined && (typeof body.email !== 'string' || normaliseEmail(body.email) !== normaliseEmail(user.email))) {
          if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
          const next = normaliseEmail(body.email);
          if (await findUserByEmail(tx, next)) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
          // One interval per new address and per account, so an account cannot mail a string of strangers either.
          mailSlot = mailInterval.take([`email_change:${next}`, `email_change:user:${user.id}`]);
          // The address changes only once the new one confirms (GoTrue's email_change); until then it is new_email.
          await tx.query('update auth.users set email_change = $2, updated_at = now() where id = $1', [user.id, next]);
          const pending = await findUserById(tx, user.id);
          if (pending) await sendActionMail(tx, pending, 'email_change', url.searchParams.get('redirect_to') ?? undefined);
        }
        const updated = await findUserById(tx, user.id);
        return { status: 200, body: formatUser(updated ?? user) };
      }).catch((error: unknown) => {
        mailSlot?.release();
        throw error;
      });
    },

    'POST /logout': async (req, url) =>
      ctx.db.transaction(async (tx) => {
        const { user, claims } = await requireUser(tx, req);
        const scope = url.searchParams.get('scope') ?? 'global';
        const sid = typeof claims.session_id === 'string' ? claims.session_id : null;
        if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sid]);
        else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sid]);
        else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
        return { status: 204 };
      }),

    'POST /recover': async (_req, url, raw) => {
      const body = requireObject(raw);
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const email = normaliseEmail(body.email);
      // Unknown addresses get the same answers (the interval included), so the endpoint does not reveal who has an account.
      await withMailSlot([`recovery:${email}`], () =>
        ctx.db.transaction(async (tx) => {
          const user = await findUserByEmail(tx, email);
          if (user) await sendActionMail(tx, user, 'recovery', url.searchParams.get('redirect_to') ?? undefined);
        }),
      );
      return { status: 200, body: {} };
    },

    'POST /otp': async (req, url, raw) => {
      const body = requireObject(raw);
      if (body.email === undefined && body.phone === undefined) {
        throw authError(400, 'validation_failed', 'You must provide either an email or phone number.');
      }
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const email = normaliseEmail(body.email);
      // Any request that may create an account counts as a sign-up, known address or not, so the limit reveals nothing.
      if (body.create_user !== false) enforce([[signUpsByAddress, clientAddress(req)]], 'Too many sign-ups from this address.');
      // Sign-in codes and recovery share a token (and GoTrue's recovery_sent_at), so they share the interval.
      await withMailSlot([`recovery:${email}`], () => ctx.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user) {
          if (body.create_user === false) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
          const created = await createUser(tx, email, unusableHash, body.data, false);
          await sendActionMail(tx, created, 'signup', url.searchParams.get('redirect_to') ?? undefined);
        } else {
          await sendActionMail(tx, user, 'magiclink', url.searchParams.get('redirect_to') ?? undefined);
        }
      }));
      return { status: 200, body: {} };
    },

    'POST /resend': async (_req, url, raw) => {
      const body = requireObject(raw);
      if (!isEmail(body.email) || typeof body.type !== 'string') {
        throw authError(400, 'validation_failed', 'Resend requires an email and a type');
      }
      const email = normaliseEmail(body.email);
      const type = body.type;
      await withMailSlot([`confirmation:${email}`], () =>
        ctx.db.transaction(async (tx) => {
          const user = await findUserByEmail(tx, email);
          if (user && type === 'signup' && !user.email_confirmed_at) {
            await sendActionMail(tx, user, 'signup', url.searchParams.get('redirect_to') ?? undefined);
          }
        }),
      );
      return { status: 200, body: {} };
    },

    'POST /verify': async (req, _url, raw) => {
      const body = requireObject(raw);
      const type = typeof body.type === 'string' ? body.type : '';
      const email = typeof body.email === 'string' ? body.email : undefined;
      const otp = typeof body.token === 'string' ? body.token : undefined;
      const limits: [RateLimiter, string][] = [[verifyByAddress, clientAddress(req)]];
      if (email !== undefined && otp !== undefined) limits.push([verifyByEmail, normaliseEmail(email)]);
      enforce(limits, 'Too many verification attempts.');
      // A wrong code is counted in the database, so that decision commits and the refusal is thrown afterwards.
      const session = await ctx.db.transaction(async (tx) => {
        const user = await consumeToken(tx, type, { tokenHash: typeof body.token_hash === 'string' ? body.token_hash : undefined, email, otp });
        if (!user) return undefined;
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
        return issueSession(tx, user, 'otp');
      });
      if (!session) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
      return { status: 200, body: session };
    },

    'GET /verify': async (req, url) => {
      const type = url.searchParams.get('type') ?? '';
      const token = url.searchParams.get('token') ?? '';
      enforce([[verifyByAddress, clientAddress(req)]], 'Too many verification attempts.');
      const redirectTo = safeRedirect(url.searchParams.get('redirect_to'));
      const result = await ctx.db
        .transaction(async (tx) => {
          const user = await consumeToken(tx, type, { tokenHash: token });
          if (!user) return undefined;
          return issueSession(tx, user, 'otp');
        })
        .catch(() => undefined);
      const fragment = result
        ? new URLSearchParams({
            access_token: result.access_token,
            expires_at: String(result.expires_at),
            expires_in: String(result.expires_in),
            refresh_token: result.refresh_token,
            token_type: 'bearer',
            type,
          })
        : new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
      return { status: 303, headers: { Location: `${redirectTo}#${fragment.toString()}` } };
    },

    'POST /admin/users': async (req, _url, raw) => {
      requireServiceRole(req);
      const body = requireObject(raw);
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const hash = await bcrypt.hash(checkPassword(body.password), 10);
      const email = body.email;
      return ctx.db.transaction(async (tx) => {
        const user = await createUser(tx, email, hash, body.user_metadata, body.email_confirm === true || !ctx.confirmEmail);
        return { status: 200, body: formatUser(user) };
      });
    },

    'GET /admin/users': async (req) => {
      requireServiceRole(req);
      return ctx.db.transaction(async (tx) => {
        const r = await tx.query<UserRow>(`select ${userColumns} from auth.users where deleted_at is null order by created_at`);
        return { status: 200, body: { users: r.rows.map(formatUser), aud: 'authenticated' } };
      });
    },
  };

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, path: string, url: URL, body: unknown): Promise<void> {
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const adminUser = /^\/admin\/users\/([0-9a-f-]{36})$/i.exec(path);
    if (adminUser && method === 'DELETE') {
      requireServiceRole(req);
      const id = adminUser[1] ?? '';
      await ctx.db.transaction((tx) => tx.query('delete from auth.users where id = $1', [id]));
      sendJson(res, 200, {});
      return;
    }
    const route = routes[`${method} ${path}`];
    if (!route) {
      sendJson(res, 404, { code: 404, error_code: 'not_found', msg: `Not found: ${method} /auth/v1${path}` });
      return;
    }
    const result = await route(req, url, body);
    sendJson(res, result.status, result.body, result.headers);
  };
}
