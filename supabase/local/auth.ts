// The GoTrue (/auth/v1) subset: sign-up, password and refresh-token grants, user, logout, recover, verify, otp, resend, settings, admin users.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
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
  /** Failed password sign-ins per e-mail within signInFailureWindow seconds before 429; 0 turns the throttle off. */
  signInMaxFailures: number;
  signInFailureWindow: number;
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

async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${userColumns} from auth.users where lower(email) = lower($1) and deleted_at is null`, [email]);
  return r.rows[0];
}

async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${userColumns} from auth.users where id = $1 and deleted_at is null`, [id]);
  return r.rows[0];
}

/**
 * Counts failed password sign-ins per e-mail over a sliding window, as a hosted project rate-limits the token
 * endpoint, so that nobody can guess a password at bcrypt speed. Attempts still being checked count as failures
 * until they resolve, so a burst of parallel guesses is held to the same limit.
 */
class SignInThrottle {
  private readonly attempts = new Map<string, { failures: number[]; pending: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Registers an attempt, or throws 429 when this e-mail has failed too often lately. */
  begin(email: string): { fail(): void; succeed(): void } {
    const key = email.trim().toLowerCase();
    if (this.maxFailures <= 0) return { fail: () => undefined, succeed: () => undefined };
    const now = Date.now();
    const entry = this.attempts.get(key) ?? { failures: [], pending: 0 };
    entry.failures = entry.failures.filter((t) => t > now - this.windowMs);
    if (entry.failures.length + entry.pending >= this.maxFailures) {
      const oldest = entry.failures[0] ?? now;
      const retryAfter = Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw authError(429, 'over_request_rate_limit', `Too many sign-in attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`, {}, {
        'Retry-After': String(retryAfter),
      });
    }
    entry.pending++;
    this.attempts.set(key, entry);
    this.forgetIdle(now);
    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      entry.pending--;
      if (failed) entry.failures.push(Date.now());
      else entry.failures = [];
      if (entry.pending === 0 && entry.failures.length === 0) this.attempts.delete(key);
    };
    return { fail: () => settle(true), succeed: () => settle(false) };
  }

  /** Keeps memory bounded on a long-running server that meets many addresses. */
  private forgetIdle(now: number): void {
    if (this.attempts.size < 10_000) return;
    for (const [key, entry] of this.attempts) {
      if (entry.pending === 0 && entry.failures.every((t) => t <= now - this.windowMs)) this.attempts.delete(key);
    }
  }
}

type MailType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

/** Which auth.one_time_tokens kind each mailed link consumes. */
const tokenKinds: Record<MailType, string> = { signup: 'confirmation', recovery: 'recovery', magiclink: 'recovery', email_change: 'email_change_token_new' };

const mailTexts: Record<MailType, { subject: string; action: string }> = {
  signup: { subject: 'Confirm your Maarifa account', action: 'confirm your email address' },
  recovery: { subject: 'Reset your Maarifa password', action: 'choose a new password' },
  magiclink: { subject: 'Your Maarifa sign-in link', action: 'sign in' },
  email_change: { subject: 'Confirm your new Maarifa email address', action: 'confirm this address as your new Maarifa email' },
};

export function createAuthHandler(ctx: AuthContext) {
  const signInThrottle = new SignInThrottle(ctx.signInMaxFailures, ctx.signInFailureWindow * 1000);

  /** A new access token for the session; a new refresh token (child of `parent`) unless `refreshToken` names the one to hand back. */
  async function issueSession(tx: Queryable, user: UserRow, method: string, sessionId?: string, tokens: { refreshToken?: string; parent?: string } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const sid = sessionId ?? randomUUID();
    if (!sessionId) await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sid, user.id]);
    else await tx.query('update auth.sessions set updated_at = now() where id = $1', [sid]);
    let refreshToken = tokens.refreshToken;
    if (refreshToken === undefined) {
      refreshToken = randomBytes(24).toString('base64url');
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [refreshToken, user.id, sid, tokens.parent ?? null]);
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
    await tx.query('insert into auth.one_time_tokens (user_id, token_type, token_hash, otp_hash) values ($1, $2, $3, $4)', [
      user.id,
      kind,
      hashSecret(tokenHash),
      hashSecret(`${to.toLowerCase()}:${otp}`),
    ]);
    const column = kind === 'confirmation' ? 'confirmation_sent_at' : kind === 'recovery' ? 'recovery_sent_at' : 'email_change_sent_at';
    await tx.query(`update auth.users set ${column} = now() where id = $1`, [user.id]);
    const link = `${ctx.publicUrl()}/auth/v1/verify?token=${tokenHash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo ?? ctx.siteUrl)}`;
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

  /** Consumes a one-time token (link secret or email + code); returns its user or undefined. */
  async function consumeToken(tx: Queryable, type: string, by: { tokenHash?: string; email?: string; otp?: string }): Promise<UserRow | undefined> {
    const kind =
      type === 'signup' || type === 'email' || type === 'invite'
        ? 'confirmation'
        : type === 'recovery' || type === 'magiclink'
          ? 'recovery'
          : type === 'email_change'
            ? tokenKinds.email_change
            : undefined;
    if (!kind) throw authError(400, 'validation_failed', `Verify requires a verification type`);
    let row: { id: string; user_id: string } | undefined;
    if (by.tokenHash) {
      row = (
        await tx.query<{ id: string; user_id: string }>(
          `select id, user_id from auth.one_time_tokens where token_hash = $1 and token_type = $2 and created_at > now() - make_interval(secs => $3)`,
          [hashSecret(by.tokenHash), kind, oneTimeTokenTtlSeconds],
        )
      ).rows[0];
    } else if (by.email && by.otp) {
      row = (
        await tx.query<{ id: string; user_id: string }>(
          `select id, user_id from auth.one_time_tokens where otp_hash = $1 and token_type = $2 and created_at > now() - make_interval(secs => $3)`,
          [hashSecret(`${by.email.toLowerCase()}:${by.otp}`), kind, oneTimeTokenTtlSeconds],
        )
      ).rows[0];
    }
    if (!row) return undefined;
    await tx.query('delete from auth.one_time_tokens where id = $1', [row.id]);
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
      `update auth.identities set email = $2, identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [user.id, next],
    );
    return findUserById(tx, user.id);
  }

  // Callers hash the password before opening the transaction: bcrypt is slow and PGlite serves one transaction at a time.
  async function createUser(tx: Queryable, email: string, hash: string, metadata: unknown, confirmed: boolean): Promise<UserRow> {
    if (await findUserByEmail(tx, email)) throw authError(422, 'user_already_exists', 'User already registered');
    const id = randomUUID();
    const meta = typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) ? metadata : {};
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, ${confirmed ? 'now()' : 'null'},
               '{"provider":"email","providers":["email"]}', $4::text::jsonb, now(), now())`,
      [id, email.toLowerCase(), hash, JSON.stringify(meta)],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, email, last_sign_in_at)
       values ($1::text, $4::uuid, $2::text::jsonb, 'email', $3, now())`,
      [id, JSON.stringify({ sub: id, email: email.toLowerCase(), email_verified: confirmed, phone_verified: false }), email.toLowerCase(), id],
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

    'POST /signup': async (_req, url, raw) => {
      const body = requireObject(raw);
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const password = checkPassword(body.password);
      const email = body.email;
      const hash = await bcrypt.hash(password, 10);
      return ctx.db.transaction(async (tx) => {
        const user = await createUser(tx, email, hash, body.data, !ctx.confirmEmail);
        if (ctx.confirmEmail) {
          await sendActionMail(tx, user, 'signup', url.searchParams.get('redirect_to') ?? undefined);
          return { status: 200, body: formatUser((await findUserById(tx, user.id)) ?? user) };
        }
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
        return { status: 200, body: await issueSession(tx, (await findUserById(tx, user.id)) ?? user, 'password') };
      });
    },

    'POST /token': async (_req, url, raw) => {
      const body = requireObject(raw);
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
        if (typeof body.email !== 'string' || typeof body.password !== 'string') {
          throw authError(400, 'validation_failed', 'A valid email or phone and a password are required');
        }
        const email = body.email;
        const password = body.password;
        // Checked before bcrypt: a throttled address costs nothing and reveals nothing, right password or not.
        const attempt = signInThrottle.begin(email);
        let candidate: UserRow | undefined;
        let ok = false;
        try {
          candidate = await ctx.db.transaction((tx) => findUserByEmail(tx, email));
          ok = candidate?.encrypted_password ? await bcrypt.compare(password, candidate.encrypted_password).catch(() => false) : false;
        } finally {
          if (ok) attempt.succeed();
          else attempt.fail();
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
      return ctx.db.transaction(async (tx) => {
        const { user } = await requireUser(tx, req);
        if (newHash) {
          await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, newHash]);
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
        if (body.email !== undefined && (typeof body.email !== 'string' || body.email.toLowerCase() !== user.email.toLowerCase())) {
          if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
          if (await findUserByEmail(tx, body.email)) throw authError(422, 'email_exists', 'A user with this email address has already been registered');
          // The address changes only once the new one confirms (GoTrue's email_change); until then it is new_email.
          await tx.query('update auth.users set email_change = $2, updated_at = now() where id = $1', [user.id, body.email.toLowerCase()]);
          const pending = await findUserById(tx, user.id);
          if (pending) await sendActionMail(tx, pending, 'email_change', url.searchParams.get('redirect_to') ?? undefined);
        }
        const updated = await findUserById(tx, user.id);
        return { status: 200, body: formatUser(updated ?? user) };
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
      const email = body.email;
      await ctx.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
        if (user) await sendActionMail(tx, user, 'recovery', url.searchParams.get('redirect_to') ?? undefined);
      });
      return { status: 200, body: {} };
    },

    'POST /otp': async (_req, url, raw) => {
      const body = requireObject(raw);
      if (body.email === undefined && body.phone === undefined) {
        throw authError(400, 'validation_failed', 'You must provide either an email or phone number.');
      }
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const email = body.email;
      await ctx.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user) {
          if (body.create_user === false) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
          const created = await createUser(tx, email, unusableHash, body.data, false);
          await sendActionMail(tx, created, 'signup', url.searchParams.get('redirect_to') ?? undefined);
        } else {
          await sendActionMail(tx, user, 'magiclink', url.searchParams.get('redirect_to') ?? undefined);
        }
      });
      return { status: 200, body: {} };
    },

    'POST /resend': async (_req, url, raw) => {
      const body = requireObject(raw);
      if (!isEmail(body.email) || typeof body.type !== 'string') {
        throw authError(400, 'validation_failed', 'Resend requires an email and a type');
      }
      const email = body.email;
      await ctx.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (user && body.type === 'signup' && !user.email_confirmed_at) {
          await sendActionMail(tx, user, 'signup', url.searchParams.get('redirect_to') ?? undefined);
        }
      });
      return { status: 200, body: {} };
    },

    'POST /verify': async (_req, _url, raw) => {
      const body = requireObject(raw);
      const type = typeof body.type === 'string' ? body.type : '';
      return ctx.db.transaction(async (tx) => {
        const user = await consumeToken(tx, type, {
          tokenHash: typeof body.token_hash === 'string' ? body.token_hash : undefined,
          email: typeof body.email === 'string' ? body.email : undefined,
          otp: typeof body.token === 'string' ? body.token : undefined,
        });
        if (!user) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
        return { status: 200, body: await issueSession(tx, user, 'otp') };
      });
    },

    'GET /verify': async (_req, url) => {
      const type = url.searchParams.get('type') ?? '';
      const token = url.searchParams.get('token') ?? '';
      const redirectTo = url.searchParams.get('redirect_to') || ctx.siteUrl;
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
