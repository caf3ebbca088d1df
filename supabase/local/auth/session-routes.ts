// The signed-in session: POST /token's refresh grant (token rotation and reuse), GET and PUT /user, POST /logout.
import bcrypt from 'bcryptjs';
import { issueSession, requireUser } from './access-tokens.ts';
import type { AuthAnswer, AuthContext, AuthRoutes } from './context.ts';
import { sendActionMail, tokenKinds } from './one-time-tokens.ts';
import { authError, checkPassword, isEmail, normaliseEmail, requireObject } from './requests.ts';
import { findUserByEmail, findUserById, formatUser } from './users.ts';

export function sessionRoutes(ctx: AuthContext): AuthRoutes {
  return {
    'GET /user': async (req) =>
      ctx.config.db.transaction(async (tx) => {
        const { user } = await requireUser(ctx, tx, req);
        return { status: 200, body: formatUser(user) };
      }),

    'PUT /user': async (req, url, raw) => {
      const body = requireObject(raw);
      let newHash: string | undefined;
      if (body.password !== undefined) {
        const password = checkPassword(body.password);
        const { user } = await ctx.config.db.transaction((tx) => requireUser(ctx, tx, req));
        if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password).catch(() => false))) {
          throw authError(422, 'same_password', 'New password should be different from the old password.');
        }
        newHash = await bcrypt.hash(password, 10);
      }
      let mailSlot: { release(): void } | undefined;
      return ctx.config.db.transaction(async (tx) => {
        const { user, claims } = await requireUser(ctx, tx, req);
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
          mailSlot = ctx.limits.mailInterval.take([`email_change:${next}`, `email_change:user:${user.id}`]);
          // The address changes only once the new one confirms (GoTrue's email_change); until then it is new_email.
          await tx.query('update auth.users set email_change = $2, updated_at = now() where id = $1', [user.id, next]);
          const pending = await findUserById(tx, user.id);
          if (pending) await sendActionMail(ctx, tx, pending, 'email_change', url.searchParams.get('redirect_to') ?? undefined);
        }
        const updated = await findUserById(tx, user.id);
        return { status: 200, body: formatUser(updated ?? user) };
      }).catch((error: unknown) => {
        mailSlot?.release();
        throw error;
      });
    },

    'POST /logout': async (req, url) =>
      ctx.config.db.transaction(async (tx) => {
        const { user, claims } = await requireUser(ctx, tx, req);
        const scope = url.searchParams.get('scope') ?? 'global';
        const sid = typeof claims.session_id === 'string' ? claims.session_id : null;
        if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [sid]);
        else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sid]);
        else await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
        return { status: 204 };
      }),
  };
}

export async function grantRefreshToken(ctx: AuthContext, body: Record<string, unknown>): Promise<AuthAnswer> {
  if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
    throw authError(400, 'validation_failed', 'refresh_token required');
  }
  const token = body.refresh_token;
  // As GoTrue's refresh grant (internal/api/token_refresh.go): a rotated token sent again is a lost answer
  // being retried when it is the parent of the session's active token, or when it was rotated less than the
  // reuse interval ago; any other reuse looks like theft and ends the session. That decision must commit,
  // so the transaction returns the error rather than throwing it.
  const outcome = await ctx.config.db.transaction(async (tx) => {
    const r = await tx.query<{ id: string; user_id: string; session_id: string; revoked: boolean; reusable: boolean }>(
      `select id, user_id, session_id, revoked, updated_at > now() - make_interval(secs => $2) as reusable
         from auth.refresh_tokens where token = $1 for update`,
      [token, ctx.config.refreshTokenReuseInterval],
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
        return { session: await issueSession(ctx, tx, user, 'token_refresh', row.session_id, { refreshToken: active.token }) };
      }
      if (!row.reusable) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { error: authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
      // Within the interval but not the active token's parent (say, two refreshes raced): a new child, as GoTrue swaps.
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
    }
    return { session: await issueSession(ctx, tx, user, 'token_refresh', row.session_id, { parent: token }) };
  });
  if ('error' in outcome) throw outcome.error;
  return { status: 200, body: outcome.session };
}
