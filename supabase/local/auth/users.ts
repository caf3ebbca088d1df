// auth.users rows: their columns, GoTrue's JSON shape of a user, lookups, and creating an account with its identity.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db.ts';
import { authError, normaliseEmail } from './requests.ts';

export interface UserRow {
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

export const userColumns = `id, email, encrypted_password, email_confirmed_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until`;
/** Stored for accounts made by a sign-in link: no password matches it (bcrypt hashes never start with '!'). */
export const unusableHash = '!no-password';

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string).toISOString();
}

export function formatUser(u: UserRow) {
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

/** `email` must already be normaliseEmail()'d; stored addresses are, and lower() only folds rows written before that rule. */
export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${userColumns} from auth.users where lower(email) = $1 and deleted_at is null`, [email]);
  return r.rows[0];
}

export async function findUserById(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${userColumns} from auth.users where id = $1 and deleted_at is null`, [id]);
  return r.rows[0];
}

// Callers hash the password before opening the transaction: bcrypt is slow and PGlite serves one transaction at a time.
export async function createUser(tx: Queryable, rawEmail: string, hash: string, metadata: unknown, confirmed: boolean): Promise<UserRow> {
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
