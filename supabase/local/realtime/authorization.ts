// Who may join a Realtime channel: hosted Realtime's token check (signature, role, exp), and for a private channel its
// Realtime Authorization probe, where RLS on realtime.messages decides.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import type { Joined } from './protocol.ts';

export type Verdict = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

class Rollback {
  constructor(readonly allowed: boolean) {}
}

export interface ChannelAuthorizer {
  checkToken(token: string): Verdict;
  authorise(joined: Pick<Joined, 'subTopic' | 'private'>, token: string): Promise<{ error: string } | { claims: JwtClaims }>;
}

export function createChannelAuthorizer(options: { db: Database; jwtSecret: string; log: (line: string) => void }): ChannelAuthorizer {
  const { db, jwtSecret, log } = options;

  /** Hosted Realtime's check: a valid signature, `role` and `exp` present, not expired. */
  function checkToken(token: string): Verdict {
    const verdict = verifyJwt(token, jwtSecret);
    if (!verdict.ok) {
      if (verdict.reason === 'expired') {
        const exp = readExp(token);
        return { ok: false, reason: `Token has expired ${exp === null ? 0 : Math.floor(Date.now() / 1000) - exp} seconds ago` };
      }
      return { ok: false, reason: verdict.reason === 'malformed' ? 'The token provided is not a valid JWT' : 'Invalid token' };
    }
    const { role, exp } = verdict.claims;
    if (typeof role !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'Fields `role` and `exp` are required in JWT' };
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return { ok: false, reason: `JWT role "${role}" is not allowed` };
    return verdict;
  }

  /**
   * Realtime Authorization, as hosted Realtime runs it: insert a probe row of the topic, then, as the user (role and
   * JWT claims set for the transaction), select it back; RLS on realtime.messages decides. Always rolled back.
   */
  async function mayRead(subTopic: string, claims: JwtClaims): Promise<boolean> {
    try {
      await db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.query(`insert into realtime.messages (id, topic, extension, private) values ($1, $2, 'broadcast', true)`, [id, subTopic]);
        await tx.query(
          `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
                  set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $1, true)`,
          [claims.role, subTopic, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
        );
        const seen = await tx.query(`select 1 from realtime.messages where id = $1`, [id]);
        throw new Rollback(seen.rows.length > 0);
      });
    } catch (error) {
      if (error instanceof Rollback) return error.allowed;
      log(`[realtime] authorization check failed: ${(error as Error).message}`);
      return false;
    }
    return false;
  }

  /** Checks a token for a channel; resolves with an error text, or null when the channel may go on. */
  async function authorise(joined: Pick<Joined, 'subTopic' | 'private'>, token: string): Promise<{ error: string } | { claims: JwtClaims }> {
    const verdict = checkToken(token);
    if (!verdict.ok) return { error: verdict.reason };
    if (joined.private && !(await mayRead(joined.subTopic, verdict.claims))) {
      return { error: `Unauthorized: You do not have permissions to read from this Channel topic: ${joined.subTopic}` };
    }
    return { claims: verdict.claims };
  }

  return { checkToken, authorise };
}

function readExp(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}
