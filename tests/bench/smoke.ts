// The benches' quick mode (BENCH_SMOKE=1, which benches.test.ts sets): tiny data and one run, so `npm test` proves every
// bench still runs and prints its table. Its figures mean nothing and nothing asserts them.
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The bench's own size, or the tiny one in quick mode. */
export function sized<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}
