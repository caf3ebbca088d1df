// The GoTrue (/auth/v1) subset: builds the shared auth context and routes each request to its module under auth/.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http.ts';
import { adminRoutes, deleteUser } from './auth/admin-routes.ts';
import type { AuthConfig } from './auth/config.ts';
import type { AuthContext, AuthRoutes } from './auth/context.ts';
import { recoveryRoutes } from './auth/recovery-routes.ts';
import { createSafeRedirect } from './auth/redirects.ts';
import { sessionRoutes } from './auth/session-routes.ts';
import { signInRoutes } from './auth/sign-in-routes.ts';
import { createAuthLimits } from './auth/throttles.ts';

export function createAuthHandler(config: AuthConfig) {
  const ctx: AuthContext = {
    config,
    limits: createAuthLimits(config),
    safeRedirect: createSafeRedirect(config.siteUrl, config.redirectAllowList),
  };
  const routes: AuthRoutes = {
    ...settingsRoutes(config),
    ...signInRoutes(ctx),
    ...sessionRoutes(ctx),
    ...recoveryRoutes(ctx),
    ...adminRoutes(ctx),
  };

  return async function handleAuth(req: IncomingMessage, res: ServerResponse, path: string, url: URL, body: unknown): Promise<void> {
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const adminUser = /^\/admin\/users\/([0-9a-f-]{36})$/i.exec(path);
    if (adminUser && method === 'DELETE') {
      await deleteUser(ctx, req, adminUser[1] ?? '');
      sendJson(res, 200, {});
      return;
    }
    const route = routes[`${method} ${path}`];
    if (!route) {
      sendJson(res, 404, { code: 404, error_code: 'not_found', msg: `Not found: ${method} /auth/v1${path}` });
      return;
    }
    const result = await route(req, url, body);
    sendJson(res, result.status, result.body, result.headers);
  };
}

/** What a client may ask before signing in: the server's settings, its (empty) key set, and whether it is up. */
function settingsRoutes(config: AuthConfig): AuthRoutes {
  return {
    'GET /settings': async () => ({
      status: 200,
      body: {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: !config.confirmEmail,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
    }),
    // Tokens are HS256 (symmetric), so there is no public key to publish; auth-js then verifies through /user.
    'GET /.well-known/jwks.json': async () => ({ status: 200, body: { keys: [] } }),
    'GET /health': async () => ({ status: 200, body: { version: 'maarifa-local', name: 'GoTrue', description: 'Maarifa local auth' } }),
  };
}
