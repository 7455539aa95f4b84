// Runs one bench/*.ts as `npm run bench` does (its own Node process with tsx) and gives back its
// `name: value unit` figures, or throws with what it printed when it fails.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

export const BENCH_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../bench');

export type Figure = { name: string; value: number; unit: string };

const FIGURE = /^([A-Za-z0-9_.-]+): (-?[0-9][0-9.e+-]*) (\S.*)$/;

export async function runBench(
  file: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<Figure[]> {
  // As `npm run bench` runs it: vitest's NODE_ENV=test would make Vite build the screens for
  // development (2 kB more a page), so the bench gets the environment without it.
  const { NODE_ENV: _test, ...outside } = process.env;
  let out: string;
  try {
    ({ stdout: out } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(BENCH_DIR, file), ...args],
      { env: { ...outside, ...env }, maxBuffer: 16 * 1024 * 1024, timeout: 300_000 },
    ));
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    throw new Error(
      `bench/${file} failed (exit ${failed.code}):\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`,
    );
  }
  return out
    .split('\n')
    .map((line) => FIGURE.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, name, value, unit]) => ({
      name: name as string,
      value: Number(value),
      unit: unit as string,
    }));
}

/** Every bench `npm run bench` runs (bench/*.ts but its runner and its quick switch). */
export const BENCHES = readdirSync(BENCH_DIR)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && name !== 'quick.ts')
  .sort();

/**
 * The benches paced by the CPU or the wall clock (Chromium's frames, an idle process's CPU, the
 * simulated Uno, a page's weight from a Vite build): test/bench/quick.test.ts runs them in the
 * paced group. The others mostly wait on ptys, sockets and children, and run beside the
 * integration tier (quick-waits.test.ts).
 */
export const PACED_BENCHES = [
  'display.ts',
  'firmware.ts',
  'hall-bus.ts',
  'idle.ts',
  'latency.ts',
  'pi-budget.ts',
  'taps.ts',
];

/** One `it` per bench: it runs in its quick mode, ends with exit 0 and prints finite figures. */
export function quickRuns(benches: readonly string[], printed?: Map<string, Figure[]>): void {
  for (const bench of benches) {
    it(`${bench} runs to its end and prints its figures`, async () => {
      const figures = await runBench(bench, [], { BENCH_QUICK: '1' });
      printed?.set(bench, figures);
      expect(figures.length, `bench/${bench} printed no figure`).toBeGreaterThan(0);
      for (const figure of figures) expect(Number.isFinite(figure.value), figure.name).toBe(true);
    }, 300_000);
  }
}
