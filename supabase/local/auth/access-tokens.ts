// Sessions and their tokens: issuing an access and refresh token pair, and resolving the caller behind a bearer token.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db.ts';
import { readBearer } from '../http.ts';
import { signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import type { AuthContext } from './context.ts';
import { authError } from './requests.ts';
import { findUserById, formatUser, type UserRow } from './users.ts';

/** A new access token for the session; a new refresh token (child of `parent`) unless `refreshToken` names the one to hand back. */
export async function issueSession(ctx: AuthContext, tx: Queryable, user: UserRow, method: string, sessionId?: string, tokens: { refreshToken?: string; parent?: string } = {}) {
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
    exp: now + ctx.config.jwtExpiry,
    iat: now,
    iss: `${ctx.config.publicUrl()}/auth/v1`,
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
    access_token: signJwt(claims, ctx.config.jwtSecret),
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: now + ctx.config.jwtExpiry,
    refresh_token: refreshToken,
    user: formatUser(user),
  };
}

/** The signed-in user behind the request's bearer token, as GoTrue resolves it. */
export async function requireUser(ctx: AuthContext, tx: Queryable, req: IncomingMessage): Promise<{ user: UserRow; claims: JwtClaims }> {
  const token = readBearer(req);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const verdict = verifyJwt(token, ctx.config.jwtSecret);
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

/** Admin routes take only the service role's key. */
export function requireServiceRole(ctx: AuthContext, req: IncomingMessage) {
  const token = readBearer(req);
  const verdict = token ? verifyJwt(token, ctx.config.jwtSecret) : undefined;
  if (!verdict?.ok || verdict.claims.role !== 'service_role') {
    throw authError(403, 'not_admin', 'User not allowed');
  }
}
