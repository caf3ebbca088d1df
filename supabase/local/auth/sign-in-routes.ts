// Sign-up and the token endpoint: POST /signup, and POST /token's password grant (its refresh grant is in session-routes.ts).
import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import { issueSession } from './access-tokens.ts';
import type { AuthAnswer, AuthContext, AuthRoutes } from './context.ts';
import { sendActionMail } from './one-time-tokens.ts';
import { grantRefreshToken } from './session-routes.ts';
import { authError, checkPassword, clientAddress, isEmail, normaliseEmail, requireObject } from './requests.ts';
import { enforce } from './throttles.ts';
import { createUser, findUserByEmail, findUserById, formatUser } from './users.ts';

export function signInRoutes(ctx: AuthContext): AuthRoutes {
  return {
    'POST /signup': async (req, url, raw) => {
      const body = requireObject(raw);
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const password = checkPassword(body.password);
      const email = normaliseEmail(body.email);
      // Counted before bcrypt, so a flood of sign-ups costs little; the service key's admin route is not limited.
      enforce([[ctx.limits.signUpsByAddress, clientAddress(req)]], 'Too many sign-ups from this address.');
      const hash = await bcrypt.hash(password, 10);
      const create = () =>
        ctx.config.db.transaction(async (tx) => {
          const user = await createUser(tx, email, hash, body.data, !ctx.config.confirmEmail);
          if (ctx.config.confirmEmail) {
            await sendActionMail(ctx, tx, user, 'signup', url.searchParams.get('redirect_to') ?? undefined);
            return { status: 200, body: formatUser((await findUserById(tx, user.id)) ?? user) };
          }
          await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
          return { status: 200, body: await issueSession(ctx, tx, (await findUserById(tx, user.id)) ?? user, 'password') };
        });
      return ctx.config.confirmEmail ? ctx.limits.withMailSlot([`confirmation:${email}`], create) : create();
    },

    'POST /token': async (req, url, raw) => {
      const body = requireObject(raw);
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return grantPassword(ctx, req, body);
      if (grant === 'refresh_token') return grantRefreshToken(ctx, body);
      throw authError(400, 'unsupported_grant_type', `unsupported_grant_type: ${grant ?? '(none)'} is not supported by this server`);
    },
  };
}

async function grantPassword(ctx: AuthContext, req: IncomingMessage, body: Record<string, unknown>): Promise<AuthAnswer> {
  if (typeof body.email !== 'string' || typeof body.password !== 'string') {
    throw authError(400, 'validation_failed', 'A valid email or phone and a password are required');
  }
  const email = normaliseEmail(body.email);
  const password = body.password;
  // The account is the key, so every spelling that finds it shares one count; checked before bcrypt, so a
  // throttled account or address costs nothing and reveals nothing, right password or not.
  const candidate = await ctx.config.db.transaction((tx) => findUserByEmail(tx, email));
  const settle = ctx.limits.beginSignIn(candidate ? `user:${candidate.id}` : `email:${email}`, clientAddress(req));
  let ok = false;
  try {
    ok = candidate?.encrypted_password ? await bcrypt.compare(password, candidate.encrypted_password).catch(() => false) : false;
  } finally {
    settle(!ok);
  }
  if (!candidate || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  const matched = candidate;
  return ctx.config.db.transaction(async (tx) => {
    // Re-read: the password may have changed while bcrypt ran outside the transaction.
    const user = await findUserByEmail(tx, email);
    if (!user || user.encrypted_password !== matched.encrypted_password) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    if (user.banned_until && new Date(user.banned_until) > new Date()) throw authError(400, 'user_banned', 'User is banned');
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
    return { status: 200, body: await issueSession(ctx, tx, (await findUserById(tx, user.id)) ?? user, 'password') };
  });
}
