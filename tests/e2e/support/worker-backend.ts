// Where each Playwright worker's own backend lives, and how its browser reaches it through the one shared build.
import { deriveApiKeys } from '../../../supabase/local/jwt';
import { TEST_JWT_SECRET } from '../../support/app-server';

/** The e2e app server: one build, served once, shared by every worker. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4180);
export const APP_ORIGINS = [`http://localhost:${APP_PORT}`, `http://127.0.0.1:${APP_PORT}`];

/**
 * The backend address baked into the e2e build. Nothing listens there: each worker's browser maps it to that
 * worker's backend (`hostRule`), so one build serves every worker while no two workers share data.
 */
export const BUILD_BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 54329);
export const BUILD_BACKEND_URL = `http://localhost:${BUILD_BACKEND_PORT}`;

export const { anonKey, serviceKey } = deriveApiKeys(TEST_JWT_SECRET);

/** A port for this worker: base plus the worker's parallel index, which a replacement worker inherits. */
export function workerPort(base: number): number {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return base + index;
}

/** This worker's backend, as Node code in a spec reaches it (the browser uses BUILD_BACKEND_URL). */
export function workerBackendUrl(): string {
  return `http://localhost:${workerPort(BUILD_BACKEND_PORT + 1)}`;
}

/** Chromium's flag that sends the build's backend address to the given port instead (host and port are rewritten). */
export function hostRule(port: number): string {
  return `--host-resolver-rules=MAP localhost:${BUILD_BACKEND_PORT} 127.0.0.1:${port}`;
}

/** A backend URL the page asked for, as Node reaches it (route.fetch runs in Node, outside the browser's mapping). */
export function fromNode(url: string): string {
  return url.startsWith(BUILD_BACKEND_URL) ? workerBackendUrl() + url.slice(BUILD_BACKEND_URL.length) : url;
}
