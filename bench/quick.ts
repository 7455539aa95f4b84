// `BENCH_QUICK=1`: a bench runs a few iterations only, to show that it still starts, drives what it
// measures and prints its lines (test/bench/quick.test.ts runs every bench so in `npm test`, so a
// bench that no longer starts fails CI). Its figures then judge nothing.

export const QUICK = process.env.BENCH_QUICK === '1';

/** `full` (a real run's count or length), or `few` in a quick run. */
export function scaled(full: number, few: number): number {
  return QUICK ? few : full;
}
