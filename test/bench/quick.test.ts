// Every bench still runs: each bench/*.ts in its quick mode (BENCH_QUICK=1: a few iterations, its
// figures judged by nobody) must end with exit 0 and print its figures as `name: value unit`, so a
// bench broken by a change (a token the service now refuses, a renamed helper) fails CI instead of
// waiting for the next `npm run bench`.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_DIR, runBench } from './run-bench.ts';

const BENCHES = readdirSync(BENCH_DIR)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && name !== 'quick.ts')
  .sort();

describe('every bench in its quick mode', () => {
  it('finds the benches npm run bench runs', () => {
    expect(BENCHES.length).toBeGreaterThanOrEqual(10);
  });

  for (const bench of BENCHES) {
    it(`${bench} runs to its end and prints its figures`, async () => {
      const figures = await runBench(bench, [], { BENCH_QUICK: '1' });
      expect(figures.length, `bench/${bench} printed no figure`).toBeGreaterThan(0);
      for (const figure of figures) expect(Number.isFinite(figure.value), figure.name).toBe(true);
    }, 300_000);
  }
});
