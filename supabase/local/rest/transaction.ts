// One REST request, one transaction: SET LOCAL ROLE and the JWT's claims as PostgREST sets them, the headers SQL sees,
// and a PostgreSQL error turned into PostgREST's answer.
import type { IncomingMessage } from 'node:http';
import type { Database, Queryable } from '../db.ts';
import { isPgError } from '../db.ts';
import type { RequestIdentity } from './context.ts';
import { errorFromPg } from './errors.ts';

export async function runInTransaction<T>(
  db: Database,
  req: IncomingMessage,
  identity: RequestIdentity,
  method: string,
  path: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await beginRequest(tx, identity, method, path, requestHeaders(req));
      return work(tx);
    });
  } catch (error) {
    if (isPgError(error)) throw errorFromPg(error, identity.role);
    throw error;
  }
}

/**
 * The request's role and claims in one statement, as PostgREST sets them: set_config('role', …, true) is SET LOCAL ROLE.
 * (Three statements were three round trips per request, a tenth of a small pull's time when many arrive at once.)
 * A runaway query must not hold the (PGlite: only) connection; hosted roles carry a similar timeout.
 */
async function beginRequest(tx: Queryable, identity: RequestIdentity, method: string, path: string, headers: string): Promise<void> {
  await tx.query(
    `select set_config('role', $3, true), set_config('statement_timeout', '15s', true),
            set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
            set_config('request.jwt.claim.role', $3, true), set_config('request.method', $4, true), set_config('request.path', $5, true),
            set_config('request.headers', $6, true)`,
    [JSON.stringify(identity.claims), typeof identity.claims.sub === 'string' ? identity.claims.sub : '', identity.role, method, path, headers],
  );
}

/**
 * The headers SQL sees as `request.headers`, as behind a hosted project's gateway: X-Forwarded-For is the client's
 * address (this server is the edge, so the socket's, never a header the client sent), with the user agent. Functions
 * rate-limit by it (record_referral_click). Credentials are left out: no function needs them.
 */
function requestHeaders(req: IncomingMessage): string {
  const raw = req.socket?.remoteAddress ?? '';
  const address = raw.startsWith('::ffff:') ? raw.slice('::ffff:'.length) : raw;
  const agent = req.headers['user-agent'];
  return JSON.stringify({ 'x-forwarded-for': address, 'user-agent': typeof agent === 'string' ? agent.slice(0, 300) : '' });
}
