// Every bench still runs: each bench/*.ts in its quick mode (BENCH_QUICK=1: a few iterations, its
// figures judged by nobody) must end with exit 0 and print its figures as `name: value unit`, so a
// bench broken by a change (a token the service now refuses, a renamed helper) fails CI instead of
// waiting for the next `npm run bench`.
// One figure is judged: each page's gzipped JavaScript against its budget (bench/weights.json), as
// display.ts measures it from a fresh Vite build: a page that grows by more than its margin fails
// (last round every page grew 2.6 kB, and only the bench saw it). The benches run one after another
// in this one file: display.ts rebuilds dist/display, which two at once would race on.
// This file runs the benches paced by the CPU or the clock (run-bench.ts's PACED_BENCHES), in the
// paced group; quick-waits.test.ts the others, beside the integration tier.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_DIR, BENCHES, type Figure, PACED_BENCHES, quickRuns } from './run-bench.ts';

const printed = new Map<string, Figure[]>();

describe('every bench in its quick mode', () => {
  it('finds the benches npm run bench runs, each in one of the two quick files', () => {
    expect(BENCHES).toContain('display.ts');
    expect(BENCHES.length).toBeGreaterThanOrEqual(10);
    for (const bench of PACED_BENCHES) expect(BENCHES).toContain(bench);
  });
  // taps.ts, the longest, runs beside this file (quick-taps.test.ts): it serves its own build.
  quickRuns(
    PACED_BENCHES.filter((bench) => bench !== 'taps.ts'),
    printed,
  );
});

type Budgets = { budgetKb: Record<string, number> };

it('every page downloads no more gzipped JavaScript than its budget (bench/weights.json)', () => {
  const { budgetKb } = JSON.parse(readFileSync(join(BENCH_DIR, 'weights.json'), 'utf8')) as Budgets;
  const figures = printed.get('display.ts');
  if (!figures) throw new Error('bench/display.ts did not run, so no page was weighed');
  const pages = new Map(
    figures
      .filter((f) => f.name.startsWith('display_js_gzip_'))
      .map((f) => [f.name.slice('display_js_gzip_'.length), f.value]),
  );
  expect(pages.size).toBeGreaterThan(10);
  const over = [...pages]
    .filter(([page, kb]) => budgetKb[page] === undefined || kb > (budgetKb[page] as number))
    .map(([page, kb]) => `${page}: ${kb} kB, budget ${budgetKb[page] ?? 'none'}`);
  expect(over).toEqual([]);
  const stale = Object.keys(budgetKb).filter((page) => !pages.has(page));
  expect(stale, 'budgets for pages the bench no longer measures').toEqual([]);
});
