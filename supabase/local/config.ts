// Reads the local backend's settings from the environment, shared by `npm run backend` and `npm start`.
import { resolve } from 'node:path';
import { defaultAllowedOrigins } from './http.ts';
import type { BackendOptions } from './server.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');

/** Demo accounts created by supabase/seed.sql (kept in step with it). */
export const demoAccounts = [
  { role: 'learner', email: 'learner@maarifa.test', password: 'maarifa-learner' },
  { role: 'instructor', email: 'instructor@maarifa.test', password: 'maarifa-instructor' },
  { role: 'admin', email: 'admin@maarifa.test', password: 'maarifa-admin' },
  { role: 'superadmin', email: 'superadmin@maarifa.test', password: 'maarifa-superadmin' },
  { role: 'affiliate', email: 'fatima.bello@maarifa.test', password: 'maarifa-instructor' },
] as const;

function readPositiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function readNonNegativeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of 0 or more, got "${value}"`);
  return n;
}

/** A count where 0 means "no limit". */
function readCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of 0 or more, got "${value}"`);
  return n;
}

const readList = (value: string | undefined) => (value ? value.split(',').map((v) => v.trim()).filter((v) => v !== '') : undefined);

const isOn = (value: string | undefined) => ['1', 'true', 'yes'].includes((value ?? '').toLowerCase());

export function readBackendEnv(env: NodeJS.ProcessEnv = process.env): BackendOptions & { dataDir: string } {
  const appPort = readPositiveInt('PORT', env.PORT) ?? 4173;
  const siteUrl = env.SITE_URL || `http://localhost:${appPort}`;
  return {
    port: readPositiveInt('BACKEND_PORT', env.BACKEND_PORT) ?? 54321,
    // Unset leaves the server's default: bind 127.0.0.1 but keep the URL http://localhost:<port>.
    host: env.HOST || undefined,
    dataDir: resolve(projectRoot, env.MAARIFA_DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiry: readPositiveInt('JWT_EXPIRY', env.JWT_EXPIRY) ?? 3600,
    confirmEmail: isOn(env.MAARIFA_CONFIRM_EMAIL),
    siteUrl,
    // `npm start` serves the app on PORT, `npm run dev` on 5173, a bare `vite preview` on 4173.
    allowedOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter((o) => o !== '') : defaultAllowedOrigins(siteUrl, [...new Set([appPort, 4173, 5173])]),
    refreshTokenReuseInterval: readNonNegativeNumber('REFRESH_TOKEN_REUSE_INTERVAL', env.REFRESH_TOKEN_REUSE_INTERVAL) ?? 10,
    signInMaxFailures: env.SIGN_IN_MAX_FAILURES === '0' ? 0 : (readPositiveInt('SIGN_IN_MAX_FAILURES', env.SIGN_IN_MAX_FAILURES) ?? 5),
    signInFailureWindow: readPositiveInt('SIGN_IN_FAILURE_WINDOW', env.SIGN_IN_FAILURE_WINDOW) ?? 300,
    // Abuse limits modelled on a hosted project's Auth (GoTrue); each 0 turns one off. Windows are in seconds.
    signInMaxFailuresPerAddress: readCount('SIGN_IN_MAX_FAILURES_PER_ADDRESS', env.SIGN_IN_MAX_FAILURES_PER_ADDRESS) ?? 30,
    otpMaxAttempts: readCount('OTP_MAX_ATTEMPTS', env.OTP_MAX_ATTEMPTS) ?? 5,
    verifyMaxPerAddress: readCount('RATE_LIMIT_VERIFY', env.RATE_LIMIT_VERIFY) ?? 30,
    verifyMaxPerEmail: readCount('RATE_LIMIT_VERIFY_PER_EMAIL', env.RATE_LIMIT_VERIFY_PER_EMAIL) ?? 10,
    signUpMaxPerAddress: readCount('RATE_LIMIT_SIGN_UPS', env.RATE_LIMIT_SIGN_UPS) ?? 30,
    rateLimitWindow: readPositiveInt('RATE_LIMIT_WINDOW', env.RATE_LIMIT_WINDOW) ?? 300,
    emailMinInterval: readNonNegativeNumber('EMAIL_MIN_INTERVAL', env.EMAIL_MIN_INTERVAL) ?? 60,
    // Unset: the site URL's origin plus `<origin>/**` for each CORS origin (the app's own pages). Same globs as GoTrue's uri_allow_list.
    redirectAllowList: readList(env.ADDITIONAL_REDIRECT_URLS),
    allowedHosts: readList(env.ALLOWED_HOSTS),
    logRequests: isOn(env.BACKEND_LOG_REQUESTS),
    // No PAYSTACK_SECRET_KEY: the local Paystack stand-in at <backend>/paystack. A key alone: the real Paystack
    // (PAYSTACK_BASE_URL to point the same adapter elsewhere).
    paystack: env.PAYSTACK_SECRET_KEY
      ? { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL || undefined, standIn: false }
      : {
          standIn: true,
          webhookUrl: env.PAYSTACK_WEBHOOK_URL || undefined,
          webhookBackoffMs: readPositiveInt('PAYSTACK_WEBHOOK_BACKOFF_MS', env.PAYSTACK_WEBHOOK_BACKOFF_MS),
        },
  };
}
