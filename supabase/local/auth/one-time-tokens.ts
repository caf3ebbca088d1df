// Mailed links and codes: writing a one-time token and its mail, consuming one (link or e-mail + code), and confirming an e-mail change.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db.ts';
import type { AuthContext } from './context.ts';
import { authError, normaliseEmail } from './requests.ts';
import { findUserByEmail, findUserById, type UserRow } from './users.ts';

const oneTimeTokenTtlSeconds = 3600;

function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export type MailType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

/** Which auth.one_time_tokens kind each mailed link consumes. */
// GoTrue's one_time_token_type names, so the same rows fit its auth.one_time_tokens on Supabase's own layout.
export const tokenKinds: Record<MailType, string> = {
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

/** Mails a link and code; an `email_change` mail goes to the new address (user.email_change), the others to user.email. */
export async function sendActionMail(ctx: AuthContext, tx: Queryable, user: UserRow, type: MailType, redirectTo: string | undefined) {
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
  const link = `${ctx.config.publicUrl()}/auth/v1/verify?token=${tokenHash}&type=${type}&redirect_to=${encodeURIComponent(ctx.safeRedirect(redirectTo))}`;
  const { subject, action } = mailTexts[type];
  ctx.config.mailbox.deliver({
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
export async function consumeToken(ctx: AuthContext, tx: Queryable, type: string, by: { tokenHash?: string; email?: string; otp?: string }): Promise<UserRow | undefined> {
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
        if (ctx.config.otpMaxAttempts > 0 && Number(c.attempts) + 1 >= ctx.config.otpMaxAttempts) await tx.query('delete from auth.one_time_tokens where id = $1', [c.id]);
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
