// Each page's gzipped JavaScript against its budget (bench/weights.json), measured by the same
// bench that prints it (`bench/display.ts --weights`, from a fresh Vite build): a page that grows by
// more than its margin fails CI (last round every page grew 2.6 kB, and only the bench saw it).
// A page the bench measures must have a budget, and a budget must name a page it measures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BENCH_DIR, runBench } from './run-bench.ts';

type Budgets = { budgetKb: Record<string, number> };
const { budgetKb } = JSON.parse(readFileSync(join(BENCH_DIR, 'weights.json'), 'utf8')) as Budgets;

it('every page downloads no more gzipped JavaScript than its budget', async () => {
  const figures = await runBench('display.ts', ['--weights']);
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
}, 300_000);
