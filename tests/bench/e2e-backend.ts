// Lets a bench use the e2e helpers (sign-in, server reads) against its own backend: they reach a Playwright worker's
// backend, at E2E_BACKEND_PORT + 1 + the worker's index (tests/e2e/support/worker-backend.ts), read when they load.

/** Points the e2e helpers at the backend on `port`; call it before importing them (dynamically). */
export function pointE2eHelpersAt(port: number): void {
  process.env.E2E_BACKEND_PORT = String(port - 1);
  delete process.env.TEST_PARALLEL_INDEX;
}
