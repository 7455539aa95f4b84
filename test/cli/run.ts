// Runs the real `apophis` command as a child process, the way a user runs it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const BIN = fileURLToPath(new URL('../../server/apophis.js', import.meta.url));
export const run = promisify(execFile);

export type Ran = { code: number; stdout: string; stderr: string };

export async function apophis(...args: string[]): Promise<Ran> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as Ran;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
