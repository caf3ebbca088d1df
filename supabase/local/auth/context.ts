// What every auth route module is given: the server's auth settings, the abuse limits it keeps, and the redirect rule.
import type { IncomingMessage } from 'node:http';
import type { AuthConfig } from './config.ts';
import type { AuthLimits } from './throttles.ts';

/** Built once per server by createAuthHandler and handed to each route module. */
export interface AuthContext {
  config: AuthConfig;
  limits: AuthLimits;
  /** Where a link may send a session (see createSafeRedirect). */
  safeRedirect(requested: string | null | undefined): string;
}

export interface AuthAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Routes keyed `METHOD /path` (the path below /auth/v1). */
export type AuthRoutes = Record<string, (req: IncomingMessage, url: URL, body: unknown) => Promise<AuthAnswer>>;
