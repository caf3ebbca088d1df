// Reads the local backend's settings from the environment, shared by `npm run backend` and `npm start`.
import { resolve } from 'node:path';
import type { BackendOptions } from './server.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');

/** Demo accounts created by supabase/seed.sql (kept in step with it). */
export const demoAccounts = [
  { role: 'learner', email: 'learner@maarifa.test', password: 'maarifa-learner' },
  { role: 'instructor', email: 'instructor@maarifa.test', password: 'maarifa-instructor' },
  { role: 'admin', email: 'admin@maarifa.test', password: 'maarifa-admin' },
  { role: 'superadmin', email: 'superadmin@maarifa.test', password: 'maarifa-superadmin' },
] as const;

function readPositiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

export function readBackendEnv(env: NodeJS.ProcessEnv = process.env): BackendOptions & { dataDir: string } {
  return {
    port: readPositiveInt('BACKEND_PORT', env.BACKEND_PORT) ?? 54321,
    dataDir: resolve(projectRoot, env.MAARIFA_DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiry: readPositiveInt('JWT_EXPIRY', env.JWT_EXPIRY) ?? 3600,
    confirmEmail: ['1', 'true', 'yes'].includes((env.MAARIFA_CONFIRM_EMAIL ?? '').toLowerCase()),
    siteUrl: env.SITE_URL || `http://localhost:${env.PORT || 4173}`,
    logRequests: ['1', 'true', 'yes'].includes((env.BACKEND_LOG_REQUESTS ?? '').toLowerCase()),
  };
}
