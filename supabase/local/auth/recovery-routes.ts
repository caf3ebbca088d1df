// Mailed links and codes: POST /recover, /otp and /resend send them; POST and GET /verify consume them into a session.
import { issueSession } from './access-tokens.ts';
import type { AuthContext, AuthRoutes } from './context.ts';
import { consumeToken, sendActionMail } from './one-time-tokens.ts';
import { authError, clientAddress, isEmail, normaliseEmail, requireObject } from './requests.ts';
import { enforce, type RateLimiter } from './throttles.ts';
import { createUser, findUserByEmail, unusableHash } from './users.ts';

export function recoveryRoutes(ctx: AuthContext): AuthRoutes {
  return {
    'POST /recover': async (_req, url, raw) => {
      const body = requireObject(raw);
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const email = normaliseEmail(body.email);
      // Unknown addresses get the same answers (the interval included), so the endpoint does not reveal who has an account.
      await ctx.limits.withMailSlot([`recovery:${email}`], () =>
        ctx.config.db.transaction(async (tx) => {
          const user = await findUserByEmail(tx, email);
          if (user) await sendActionMail(ctx, tx, user, 'recovery', url.searchParams.get('redirect_to') ?? undefined);
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
      if (body.create_user !== false) enforce([[ctx.limits.signUpsByAddress, clientAddress(req)]], 'Too many sign-ups from this address.');
      // Sign-in codes and recovery share a token (and GoTrue's recovery_sent_at), so they share the interval.
      await ctx.limits.withMailSlot([`recovery:${email}`], () => ctx.config.db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (!user) {
          if (body.create_user === false) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
          const created = await createUser(tx, email, unusableHash, body.data, false);
          await sendActionMail(ctx, tx, created, 'signup', url.searchParams.get('redirect_to') ?? undefined);
        } else {
          await sendActionMail(ctx, tx, user, 'magiclink', url.searchParams.get('redirect_to') ?? undefined);
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
      await ctx.limits.withMailSlot([`confirmation:${email}`], () =>
        ctx.config.db.transaction(async (tx) => {
          const user = await findUserByEmail(tx, email);
          if (user && type === 'signup' && !user.email_confirmed_at) {
            await sendActionMail(ctx, tx, user, 'signup', url.searchParams.get('redirect_to') ?? undefined);
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
      const limits: [RateLimiter, string][] = [[ctx.limits.verifyByAddress, clientAddress(req)]];
      if (email !== undefined && otp !== undefined) limits.push([ctx.limits.verifyByEmail, normaliseEmail(email)]);
      enforce(limits, 'Too many verification attempts.');
      // A wrong code is counted in the database, so that decision commits and the refusal is thrown afterwards.
      const session = await ctx.config.db.transaction(async (tx) => {
        const user = await consumeToken(ctx, tx, type, { tokenHash: typeof body.token_hash === 'string' ? body.token_hash : undefined, email, otp });
        if (!user) return undefined;
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
        return issueSession(ctx, tx, user, 'otp');
      });
      if (!session) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
      return { status: 200, body: session };
    },

    'GET /verify': async (req, url) => {
      const type = url.searchParams.get('type') ?? '';
      const token = url.searchParams.get('token') ?? '';
      enforce([[ctx.limits.verifyByAddress, clientAddress(req)]], 'Too many verification attempts.');
      const redirectTo = ctx.safeRedirect(url.searchParams.get('redirect_to'));
      const result = await ctx.config.db
        .transaction(async (tx) => {
          const user = await consumeToken(ctx, tx, type, { tokenHash: token });
          if (!user) return undefined;
          return issueSession(ctx, tx, user, 'otp');
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
  };
}
