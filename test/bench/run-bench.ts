// Runs one bench/*.ts as `npm run bench` does (its own Node process with tsx) and gives back its
// `name: value unit` figures, or throws with what it printed when it fails.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

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
