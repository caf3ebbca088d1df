// The service role's user administration: POST and GET /admin/users, DELETE /admin/users/:id.
import type { IncomingMessage } from 'node:http';
import bcrypt from 'bcryptjs';
import { requireServiceRole } from './access-tokens.ts';
import type { AuthContext, AuthRoutes } from './context.ts';
import { authError, checkPassword, isEmail, requireObject } from './requests.ts';
import { createUser, formatUser, userColumns, type UserRow } from './users.ts';

export function adminRoutes(ctx: AuthContext): AuthRoutes {
  return {
    'POST /admin/users': async (req, _url, raw) => {
      requireServiceRole(ctx, req);
      const body = requireObject(raw);
      if (!isEmail(body.email)) throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      const hash = await bcrypt.hash(checkPassword(body.password), 10);
      const email = body.email;
      return ctx.config.db.transaction(async (tx) => {
        const user = await createUser(tx, email, hash, body.user_metadata, body.email_confirm === true || !ctx.config.confirmEmail);
        return { status: 200, body: formatUser(user) };
      });
    },

    'GET /admin/users': async (req) => {
      requireServiceRole(ctx, req);
      return ctx.config.db.transaction(async (tx) => {
        const r = await tx.query<UserRow>(`select ${userColumns} from auth.users where deleted_at is null order by created_at`);
        return { status: 200, body: { users: r.rows.map(formatUser), aud: 'authenticated' } };
      });
    },
  };
}

/** DELETE /admin/users/:id (its path carries the id, so the route table cannot key it). */
export async function deleteUser(ctx: AuthContext, req: IncomingMessage, id: string): Promise<void> {
  requireServiceRole(ctx, req);
  await ctx.config.db.transaction((tx) => tx.query('delete from auth.users where id = $1', [id]));
}
